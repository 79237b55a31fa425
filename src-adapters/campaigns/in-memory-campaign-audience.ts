import type { CampaignAudience, RecipientFile, RecipientSegment, UploadedRecipientFile } from '@domain/campaigns';
import { ApiError, type Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { bytesOf, isBlob, sizeOf } from '@adapters/shared';
import { DEMO_RECIPIENTS_URL, pharmacyRecipientFiles, pharmacyRecipientSegments, storedRecordId, type DemoClientCount, type DemoRecipientFile } from './campaign-audience-demo-data';
import { DemoCampaignAudiences } from './campaign-audience-demo';
import { sortRecipientSegments } from './campaign-audience.dto';

const unknownPharmacy = (): ApiError => new ApiError('not-found', 404, 'Farmacia no encontrada');
const unknownSegment = (): ApiError => new ApiError('not-found', 404, 'Segmento no encontrado');

/**
 * Who a campaign can go to in the demo. Farmacia Llorente (500) has seven saved segmentations, one of
 * them reaching nobody; 512 and 900 two each; every other pharmacy none, one or two drawn from the seed
 * (`generateRecipientSegments`). The pharmacies' campaigns go to these segments. A segment reaches the
 * pharmacy's demo clients that pass its filters, counted by `clients` (the segmentation's own count), so
 * the wizard and the segmentation screen agree. An uploaded file's CSV is kept in the demo database's
 * overlay and answered as `memory://recipients/{id}.csv` and `.xlsx`.
 */
export class InMemoryCampaignAudience implements CampaignAudience {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;
  private readonly audiences: DemoCampaignAudiences;
  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock; readonly clients: DemoClientCount }) {
    this.db = options.db;
    this.clock = options.clock;
    this.audiences = new DemoCampaignAudiences(options);
  }

  /** The pharmacy's segments by name; none for a pharmacy the data set lacks. */
  async segments(eid: number): Promise<readonly RecipientSegment[]> {
    return sortRecipientSegments(pharmacyRecipientSegments(this.db, eid).all().map((segment) => ({ id: segment.id, name: segment.name })));
  }

  /** 404 for a segment the pharmacy does not have. */
  async segmentCount(eid: number, segmentId: string): Promise<number> {
    const count = await this.audiences.segmentReach(eid, segmentId);
    if (count === undefined) throw unknownSegment();
    return count;
  }

  /** Keeps the CSV (not the original bytes) and answers where both files are; 404 for a pharmacy the data set lacks. */
  async upload(eid: number, file: RecipientFile): Promise<UploadedRecipientFile> {
    if (!this.db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid)) throw unknownPharmacy();
    // A Blob is kept as it is (a handle); another handle is read, since only cloneable values can be stored.
    const csv = isBlob(file.csv) ? file.csv : await bytesOf(file.csv);
    const files = pharmacyRecipientFiles(this.db, eid);
    const now = this.clock.now();
    const stored: DemoRecipientFile = { id: storedRecordId(now, eid, files.all().length + 1), eid, name: file.name, csv, size: sizeOf(file.original), uploadedAt: now };
    files.put(stored);
    return { excel: `${DEMO_RECIPIENTS_URL}/${stored.id}.csv`, xlsx: `${DEMO_RECIPIENTS_URL}/${stored.id}.xlsx` };
  }

  /** Demo only (not on the port): the uploaded file a `memory://recipients/…` address names, or undefined. */
  recipientFile(eid: number, url: string): DemoRecipientFile | undefined {
    return this.audiences.recipientFile(eid, url);
  }
}
