import { err, ok, type Result } from '@domain/shared-kernel';

/** A segment that healthcare templates address (spec 2 §3 "Healthcare segment"). */
export interface HealthcareSegment {
  readonly segmentId: number;
  /** The filters as the JSON text the server keeps; read them with {@link parseSegmentFilters}. */
  readonly segmentFilters: string;
  /** The ids of the templates for this segment. */
  readonly templates: readonly number[];
}

/** The filters of a healthcare segment (spec 2 §3: gender and minAge). */
export interface SegmentFilters {
  /** The genders addressed, such as 'female' or 'male'; empty when the filter has none. */
  readonly genders: readonly string[];
  readonly minAge: number | undefined;
}

/**
 * Reads a segment's filters JSON text without ever throwing (spec 2 §3). Text that is not a JSON
 * object is INVALID_SEGMENT_FILTERS. Not in the spec: `gender` may be one text or a list of texts,
 * `minAge` a number or numeric text; a field of another type counts as absent.
 */
export function parseSegmentFilters(json: string): Result<SegmentFilters, 'INVALID_SEGMENT_FILTERS'> {
  const parsed = readJson(json);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return err('INVALID_SEGMENT_FILTERS');
  const fields = parsed as Record<string, unknown>;
  return ok({ genders: readGenders(fields.gender), minAge: readNumber(fields.minAge) });
}

function readJson(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

function readGenders(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : [];
}

function readNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
