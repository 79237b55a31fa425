import { portMethods, token } from '@domain/shared-kernel';
import type { SavedSegmentation, SegmentationFilters } from './segmentation-filters';

/** What a segmentation is saved with: its name and its filters. */
export interface SegmentationDraft {
  readonly name: string;
  readonly filters: SegmentationFilters;
}

/**
 * The pharmacy's saved segmentations (spec 2 §4 Segmentation, §7 /api/v1/segments). A saved
 * segmentation is also a recipient segment of the campaign wizard (the same id). Failures reject with
 * an ApiError.
 */
export interface SavedSegmentations {
  /** GET /api/v1/segments/{eid}: the saved segmentations of pharmacy `eid`, by name. */
  list(eid: number): Promise<readonly SavedSegmentation[]>;
  /** POST /api/v1/segments/{eid}: saves a new segmentation and answers it with its id. */
  create(eid: number, draft: SegmentationDraft): Promise<SavedSegmentation>;
  /** PUT /api/v1/segments/{eid}: replaces the name and filters of segmentation `id` (a 404 when it is gone). */
  update(eid: number, id: string, draft: SegmentationDraft): Promise<SavedSegmentation>;
  /** DELETE /api/v1/segments/{id}/eid/{eid}: deletes segmentation `id` (a 404 when it is gone). */
  remove(eid: number, id: string): Promise<void>;
}

/** Token of the {@link SavedSegmentations} port. */
export const SavedSegmentations = token<SavedSegmentations>('segmentation.SavedSegmentations');

/** Every call of the {@link SavedSegmentations} port. */
export const SavedSegmentationsMethods = portMethods<SavedSegmentations>()('list', 'create', 'update', 'remove');
