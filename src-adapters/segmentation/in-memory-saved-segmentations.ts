import type { SavedSegmentation, SavedSegmentations, SegmentationDraft, SegmentationFilters } from '@domain/segmentation';
import { EMPTY_SEGMENTATION_FILTERS } from '@domain/segmentation';
import { ApiError, type Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { pharmacyRecipientSegments, recipientSegmentId, type DemoRecipientSegment } from '@adapters/campaigns';
import type { ClientQueryRunner } from './client-query-runner';
import { sortSavedSegmentations } from './saved-segmentation.dto';
import { sharedClientQueryRunner } from './shared-client-query-runner';
import { demoClientsOf } from './client-import';

const unknownPharmacy = (): ApiError => new ApiError('not-found', 404, 'Farmacia no encontrada');
const unknownSegmentation = (): ApiError => new ApiError('not-found', 404, 'Segmentación no encontrada');

const savedSegmentationOf = (segment: DemoRecipientSegment): SavedSegmentation => ({
  id: segment.id,
  name: segment.name,
  filters: segment.filters ?? EMPTY_SEGMENTATION_FILTERS,
});

/**
 * The demo pharmacies' saved segmentations. They are the campaign wizard's recipient segments: the same
 * records (collection `campaignSegments.{eid}`, `pharmacyRecipientSegments`), so a segmentation saved
 * here is offered by the wizard at once, reaching as many clients as pass its filters (counted over the
 * pharmacy's demo clients when it is saved). Generated segments keep the count they were generated
 * with; one without filters lists none set.
 * - `list` gives them by name (Spanish order, accents and case aside); none for a pharmacy the data set
 *   lacks, where `create` answers 404;
 * - a name may repeat (the screen decides between creating and updating);
 * - a new segmentation's id has the demo segments' shape, numbered after the second it was saved (or
 *   after the highest number in use), so an id once removed is not handed out again;
 * - `get`, `update` and `remove` answer 404 for a segmentation the pharmacy does not have.
 */
export class InMemorySavedSegmentations implements SavedSegmentations {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;
  private runner: ClientQueryRunner | undefined;
  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock; readonly runner?: ClientQueryRunner }) {
    this.db = options.db;
    this.clock = options.clock;
    this.runner = options.runner;
  }

  async list(eid: number): Promise<readonly SavedSegmentation[]> {
    return sortSavedSegmentations(pharmacyRecipientSegments(this.db, eid).all().map(savedSegmentationOf));
  }

  async get(eid: number, id: string): Promise<SavedSegmentation> {
    const segment = pharmacyRecipientSegments(this.db, eid).get(id);
    if (segment === undefined) throw unknownSegmentation();
    return savedSegmentationOf(segment);
  }

  async create(eid: number, draft: SegmentationDraft): Promise<SavedSegmentation> {
    if (!this.db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid)) throw unknownPharmacy();
    const count = await this.countOf(eid, draft.filters);
    const segments = pharmacyRecipientSegments(this.db, eid);
    const segment: DemoRecipientSegment = { id: this.newId(eid, segments.all()), eid, name: draft.name, count, filters: draft.filters };
    segments.put(segment);
    return savedSegmentationOf(segment);
  }

  async update(eid: number, id: string, draft: SegmentationDraft): Promise<SavedSegmentation> {
    if (pharmacyRecipientSegments(this.db, eid).get(id) === undefined) throw unknownSegmentation();
    const count = await this.countOf(eid, draft.filters);
    // Read again after counting: the segmentation may have been removed meanwhile.
    const segments = pharmacyRecipientSegments(this.db, eid);
    const current = segments.get(id);
    if (current === undefined) throw unknownSegmentation();
    const segment: DemoRecipientSegment = { ...current, name: draft.name, count, filters: draft.filters };
    segments.put(segment);
    return savedSegmentationOf(segment);
  }

  async remove(eid: number, id: string): Promise<void> {
    const segments = pharmacyRecipientSegments(this.db, eid);
    if (segments.get(id) === undefined) throw unknownSegmentation();
    segments.remove(id);
  }

  /** How many of the pharmacy's demo clients pass `filters`. */
  private async countOf(eid: number, filters: SegmentationFilters): Promise<number> {
    this.runner ??= sharedClientQueryRunner();
    const page = await this.runner.search({ ...demoClientsOf(this.db, eid), task: { kind: 'search', request: { page: 1, size: 1, filters: { filters, search: '' } } } });
    return page.total;
  }

  /** The id of a new segmentation of pharmacy `eid`: numbered after the current second, or after the highest number in use. */
  private newId(eid: number, segments: readonly DemoRecipientSegment[]): string {
    const next = segments.flatMap((segment) => {
      const number = Number.parseInt(segment.id.slice(-8), 16);
      return recipientSegmentId(eid, number) === segment.id ? [number + 1] : [];
    });
    return recipientSegmentId(eid, Math.max(Math.floor(this.clock.now() / 1000), ...next));
  }
}
