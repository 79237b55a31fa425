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
  /**
   * GET /api/v1/segments/{id}/eid/{eid}: segmentation `id` as it is saved now, its filters included (a
   * 404 when it is gone). Choosing a saved segmentation reads it with this call: the list may be older
   * than the segmentation, and the spec lists this call for reading one.
   */
  get(eid: number, id: string): Promise<SavedSegmentation>;
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
export const SavedSegmentationsMethods = portMethods<SavedSegmentations>()('list', 'get', 'create', 'update', 'remove');
