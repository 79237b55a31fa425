import { clampAgeRange, SEGMENT_MAX_AGE, SEGMENT_MIN_AGE, type AgeRange } from './age-range';
import { SEGMENT_GENDERS, type CampaignSegment, type SegmentFilters } from './campaign-segment';
import { SEGMENT_THUMBNAIL_MAX_BYTES, segmentFormErrors, type SegmentFormError } from './segment-form';

/** What the segment form saves (spec 2 §2 "segment list and form": name, description, thumbnail, filters). */
export interface SegmentInput {
  readonly name: string;
  readonly description: string;
  /** The thumbnail's address: a web address or a `data:` URL of the chosen image; '' when none. */
  readonly thumbnail: string;
  readonly filters: SegmentFilters;
}

/** The id of the form's address that means a new segment (spec 2 §2 "/segments/saveSegment/{id}", id optional). */
export const NEW_SEGMENT_ID = 'new';

/** Whether the form's id asks for a new segment: none, or 'new'. */
export function isNewSegmentId(id: string | undefined): boolean {
  return id === undefined || id.trim() === '' || id === NEW_SEGMENT_ID;
}

/**
 * A new segment as the form starts it. Not in the spec: every gender chosen and the whole age range
 * (16 to 100), so a new segment addresses everyone until the user narrows it.
 */
export const EMPTY_SEGMENT: SegmentInput = {
  name: '',
  description: '',
  thumbnail: '',
  filters: { gender: [...SEGMENT_GENDERS], minAge: SEGMENT_MIN_AGE, maxAge: SEGMENT_MAX_AGE },
};

/** What the form edits of a stored segment. */
export function segmentInputOf(segment: CampaignSegment): SegmentInput {
  return { name: segment.name, description: segment.description, thumbnail: segment.thumbnail, filters: segment.filters };
}

/** Why the segment form cannot be saved: the form rules of spec 2 §5, and a gender choice. */
export type SegmentInputError = SegmentFormError | 'GENDER_REQUIRED';

/**
 * The rules of the segment form (spec 2 §5 "Segment form", {@link segmentFormErrors}), over what the
 * form holds. Not in the spec: at least one gender must be chosen (an empty list addresses nobody);
 * the size of a `data:` thumbnail is that of its decoded bytes; a web address counts as within size.
 */
export function segmentInputErrors(input: SegmentInput): SegmentInputError[] {
  const errors: SegmentInputError[] = segmentFormErrors({ name: input.name, description: input.description, thumbnailBytes: dataUrlBytes(input.thumbnail) });
  if (input.filters.gender.length === 0) errors.push('GENDER_REQUIRED');
  return errors;
}

/** Texts of the errors {@link segmentInputErrors} adds. Not in the spec. */
export const SEGMENT_INPUT_MESSAGES = {
  GENDER_REQUIRED: 'Elige al menos un género',
} as const satisfies Record<Exclude<SegmentInputError, SegmentFormError>, string>;

/**
 * The decoded size in bytes of a base64 `data:` URL, or undefined for anything else (a web address,
 * '' for none). A `data:` URL that is not base64 counts its text's length.
 */
export function dataUrlBytes(address: string): number | undefined {
  if (!address.startsWith('data:')) return undefined;
  const comma = address.indexOf(',');
  if (comma < 0) return 0;
  const payload = address.slice(comma + 1);
  if (!address.slice(0, comma).endsWith(';base64')) return payload.length;
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((payload.length * 3) / 4) - padding);
}

/** Why a chosen file cannot be a segment's thumbnail. */
export type ThumbnailProblem = 'THUMBNAIL_NOT_IMAGE' | 'THUMBNAIL_TOO_LARGE';

/**
 * Whether a chosen file may be a segment's thumbnail (spec 2 §5 "thumbnail at most 10485760 bytes"):
 * it must be an image (its type starts with 'image/') of at most {@link SEGMENT_THUMBNAIL_MAX_BYTES}
 * bytes. Not in the spec: the image requirement. Answers the first problem, or undefined.
 */
export function thumbnailProblem(file: { readonly type: string; readonly size: number }): ThumbnailProblem | undefined {
  if (!file.type.toLowerCase().startsWith('image/')) return 'THUMBNAIL_NOT_IMAGE';
  if (!(file.size <= SEGMENT_THUMBNAIL_MAX_BYTES)) return 'THUMBNAIL_TOO_LARGE';
  return undefined;
}

/** Texts of the thumbnail problems. Not in the spec. */
export const THUMBNAIL_MESSAGES = {
  THUMBNAIL_NOT_IMAGE: 'El archivo elegido no es una imagen. Elige una imagen PNG, JPG, GIF, WebP o SVG.',
  THUMBNAIL_TOO_LARGE: 'La imagen no puede superar los 10 MB',
} as const satisfies Record<ThumbnailProblem, string>;

/** The ages the user typed: a field left empty, or not a number, is undefined. */
export interface TypedAges {
  readonly minAge: number | undefined;
  readonly maxAge: number | undefined;
}

/**
 * What the age rules make of the typed ages (spec 2 §5 "Age", {@link clampAgeRange}), and which of
 * them change, so the form can say so while the user types and apply it when a field is left. An empty
 * minimum counts as 16, an empty maximum as 100.
 */
export function agesAfterRules(typed: TypedAges): { readonly range: AgeRange; readonly minChanged: boolean; readonly maxChanged: boolean } {
  const range = clampAgeRange({ minAge: typed.minAge ?? Number.NaN, maxAge: typed.maxAge ?? Number.NaN });
  return { range, minChanged: typed.minAge !== range.minAge, maxChanged: typed.maxAge !== range.maxAge };
}

/**
 * Whether a stored segment differs from another version of it in anything the form edits (to ask
 * before overwriting someone else's change). Gender order does not count.
 */
export function segmentChangedSince(loaded: SegmentInput, current: SegmentInput): boolean {
  const genders = (input: SegmentInput): string => [...input.filters.gender].sort().join(',');
  return (
    loaded.name !== current.name ||
    loaded.description !== current.description ||
    loaded.thumbnail !== current.thumbnail ||
    genders(loaded) !== genders(current) ||
    loaded.filters.minAge !== current.filters.minAge ||
    loaded.filters.maxAge !== current.filters.maxAge
  );
}

