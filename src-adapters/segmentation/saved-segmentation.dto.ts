import * as v from 'valibot';
import { EMPTY_SEGMENTATION_FILTERS, type SavedSegmentation, type SegmentationDraft, type SegmentationFilters } from '@domain/segmentation';
import { segmentationFiltersDto, segmentationFiltersFromDto, segmentationFiltersSchema, type SegmentationFiltersDto } from './segmentation-filters.dto';

/** The body of POST /api/v1/segments/{eid} (spec 2 §3 "Saved segmentation": name and filters by their API names). */
export interface SegmentationDraftDto {
  name: string;
  filters: SegmentationFiltersDto;
}

/** The body of PUT /api/v1/segments/{eid}: the segmentation's id, name and filters. */
export interface SegmentationUpdateDto extends SegmentationDraftDto {
  id: string;
}

export function segmentationDraftDto(draft: SegmentationDraft): SegmentationDraftDto {
  return { name: draft.name, filters: segmentationFiltersDto(draft.filters) };
}

export function segmentationUpdateDto(id: string, draft: SegmentationDraft): SegmentationUpdateDto {
  return { id, ...segmentationDraftDto(draft) };
}

const identifier = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** What an answer says of a segmentation: any of its id, name and filters. */
interface SegmentationParts {
  readonly id?: string;
  readonly name?: string;
  readonly filters?: SegmentationFilters;
}

/**
 * A saved segmentation as the service sends it (spec 2 §3: id, name, filters), read leniently: the id
 * may come as `id` or `_id`, text or a number (an id is handled as text); the name, when sent, as text;
 * the filters by their API names, each part missing being not set.
 */
const segmentationPartsDto = v.pipe(
  v.looseObject({
    id: v.optional(v.nullable(identifier)),
    _id: v.optional(v.nullable(identifier)),
    name: v.optional(v.nullable(v.string())),
    filters: v.optional(v.nullable(segmentationFiltersSchema)),
  }),
  v.transform((dto): SegmentationParts => {
    const id = dto.id ?? dto._id ?? '';
    return {
      ...(id === '' ? {} : { id }),
      ...(dto.name === undefined || dto.name === null ? {} : { name: dto.name }),
      ...(dto.filters === undefined || dto.filters === null ? {} : { filters: segmentationFiltersFromDto(dto.filters) }),
    };
  }),
);

/** A listed segmentation: it needs an id; a missing name is empty, missing filters are none set. */
const savedSegmentationDto = v.pipe(
  segmentationPartsDto,
  v.check((parts) => parts.id !== undefined, 'a saved segmentation needs an id'),
  v.transform((parts): SavedSegmentation => ({ id: parts.id ?? '', name: parts.name ?? '', filters: parts.filters ?? EMPTY_SEGMENTATION_FILTERS })),
);

/** Saved segmentations by name, in Spanish order (accents and case aside), then by id. */
export function sortSavedSegmentations(list: readonly SavedSegmentation[]): SavedSegmentation[] {
  return [...list].sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }) || a.id.localeCompare(b.id, 'es'));
}

/** GET /api/v1/segments/{eid}: the pharmacy's saved segmentations, bare or enveloped (`{ success: true, data }`), by name. */
export const savedSegmentationsAnswer = v.pipe(
  v.union([
    v.array(savedSegmentationDto),
    v.pipe(
      v.object({ success: v.literal(true), data: v.array(savedSegmentationDto) }),
      v.transform((answer) => answer.data),
    ),
  ]),
  v.transform((list): readonly SavedSegmentation[] => sortSavedSegmentations(list)),
);

/** GET /api/v1/segments/{id}/eid/{eid}: one saved segmentation, bare or enveloped (`{ success: true, data }`). */
export const savedSegmentationAnswer = v.union([
  savedSegmentationDto,
  v.pipe(
    v.object({ success: v.literal(true), data: savedSegmentationDto }),
    v.transform((answer) => answer.data),
  ),
]);

/**
 * What POST and PUT /api/v1/segments/{eid} answer (not shown in the spec), read leniently: the written
 * segmentation or some of it (`{ id }`), bare or as `data` of `{ success: true, data }`, where `data`
 * may also be the id alone; or nothing.
 */
const writtenAnswer = v.union([
  v.pipe(
    v.union([v.undefined(), v.null()]),
    v.transform((): SegmentationParts => ({})),
  ),
  v.pipe(
    v.looseObject({ success: v.literal(true), data: v.optional(v.nullable(v.union([segmentationPartsDto, identifier]))) }),
    v.transform(({ data }): SegmentationParts => (typeof data === 'string' ? { id: data } : (data ?? {}))),
  ),
  segmentationPartsDto,
]);

/** The answer to a creation: it must say the new segmentation's id. */
export const createdSegmentationAnswer = v.pipe(
  writtenAnswer,
  v.check((parts) => parts.id !== undefined, 'the answer carries the new segmentation’s id'),
  v.transform((parts): SegmentationParts & { readonly id: string } => ({ ...parts, id: parts.id ?? '' })),
);

/** The answer to an update: whatever it says of the segmentation (possibly nothing). */
export const updatedSegmentationAnswer = writtenAnswer;

/** The written segmentation: what the answer says of it, and for the rest what was sent. */
export function writtenSegmentation(id: string, parts: SegmentationParts, draft: SegmentationDraft): SavedSegmentation {
  return { id, name: parts.name ?? draft.name, filters: parts.filters ?? draft.filters };
}
