import * as v from 'valibot';
import { SEGMENT_GENDERS, SEGMENT_MAX_AGE, SEGMENT_MIN_AGE, type CampaignSegment, type SegmentFilters, type SegmentGender, type SegmentInput } from '@domain/segments';
import { createdIdAnswer, flag } from '@adapters/shared';

const text = v.optional(v.nullable(v.string()), '');
const identifier = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const author = v.optional(v.nullable(v.pipe(v.union([v.string(), v.number()]), v.transform(String))), '');

/** The filters as they travel (spec 2 §3 "filters (gender list, minAge, maxAge)"): an object, or its JSON text. */
const filtersWire = v.optional(v.nullable(v.union([v.string(), v.looseObject({})])));

const isGender = (value: unknown): value is SegmentGender => SEGMENT_GENDERS.some((gender) => gender === value);
const age = (value: unknown, fallback: number): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
};

/**
 * A segment's filters from the wire: JSON text or an object with `gender` (a list, or one choice) and
 * the ages (numbers or numeric text). What cannot be read takes the widest value (every gender, 16 to
 * 100), so one malformed record never hides the others.
 */
export function filtersFromWire(wire: string | Record<string, unknown> | null | undefined): SegmentFilters {
  let value: unknown = wire;
  if (typeof wire === 'string') {
    try {
      value = JSON.parse(wire);
    } catch {
      value = undefined;
    }
  }
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const genders = Array.isArray(record.gender) ? record.gender : record.gender === undefined ? [...SEGMENT_GENDERS] : [record.gender];
  return { gender: SEGMENT_GENDERS.filter((gender) => genders.some((candidate) => isGender(candidate) && candidate === gender)), minAge: age(record.minAge, SEGMENT_MIN_AGE), maxAge: age(record.maxAge, SEGMENT_MAX_AGE) };
}

/** A segment as the API sends it (spec 2 §3 "Campaign segment"), with `id` or `_id`. */
export const segmentDto = v.pipe(
  v.looseObject({
    id: v.optional(identifier),
    _id: v.optional(identifier),
    thumbnail: text,
    name: text,
    description: text,
    filters: filtersWire,
    isDeleted: v.optional(v.nullable(flag), false),
    createdBy: author,
    editedBy: author,
  }),
  v.check((dto) => dto.id !== undefined || dto._id !== undefined, 'a segment needs an id'),
);

type SegmentDto = v.InferOutput<typeof segmentDto>;

/** GET campaignSegments: the segments, enveloped or not. */
export const segmentListAnswer = v.pipe(
  v.union([v.array(segmentDto), v.object({ success: v.literal(true), data: v.array(segmentDto) })]),
  v.transform((answer) => (Array.isArray(answer) ? answer : answer.data)),
);

/** GET getCampaignSegment: one segment, enveloped, possibly as a one-element list. */
export const segmentAnswer = v.pipe(
  v.object({ success: v.literal(true), data: v.union([segmentDto, v.pipe(v.array(segmentDto), v.minLength(1))]) }),
  v.transform((answer) => (Array.isArray(answer.data) ? (answer.data[0] as SegmentDto) : answer.data)),
);

/** POST addCampaignSegment: the new id as data, as `data.id`, `data.insertId` or `data._id`. */
export const segmentCreatedAnswer = v.pipe(
  createdIdAnswer(['id', 'insertId', '_id']),
  v.transform((id) => id ?? ''),
);

/** An answer that only says the call worked (`success: true`, any data). */
export const segmentDoneAnswer = v.looseObject({ success: v.literal(true) });

/** A segment from the API as the domain's segment. */
export function segmentFromDto(dto: SegmentDto): CampaignSegment {
  return {
    id: String(dto.id ?? dto._id),
    thumbnail: dto.thumbnail ?? '',
    name: dto.name ?? '',
    description: dto.description ?? '',
    filters: filtersFromWire(dto.filters),
    isDeleted: dto.isDeleted ?? false,
    createdBy: dto.createdBy ?? '',
    editedBy: dto.editedBy ?? '',
  };
}

/** The body of a create or an update (spec 2 §3 field names); the filters travel as JSON text, as a healthcare segment's do. */
export const segmentBody = v.object({
  id: v.optional(v.string()),
  thumbnail: v.string(),
  name: v.string(),
  description: v.string(),
  filters: v.string(),
  createdBy: v.optional(v.string()),
  editedBy: v.string(),
});

/** A segment to save as the API takes it: the id only on an update, the author as createdBy on a create. */
export function segmentToDto(segment: SegmentInput, author: string, id?: string): v.InferInput<typeof segmentBody> {
  return {
    ...(id === undefined ? {} : { id }),
    thumbnail: segment.thumbnail,
    name: segment.name,
    description: segment.description,
    filters: JSON.stringify({ gender: [...segment.filters.gender], minAge: segment.filters.minAge, maxAge: segment.filters.maxAge }),
    ...(id === undefined ? { createdBy: author } : {}),
    editedBy: author,
  };
}
