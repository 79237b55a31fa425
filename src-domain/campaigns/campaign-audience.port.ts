import { portMethods, token, type FileContent } from '@domain/shared-kernel';

/** A saved segmentation of the pharmacy, offered as the recipients of a campaign (spec 2 §3, §5). */
export interface RecipientSegment {
  readonly id: string;
  readonly name: string;
}

/** An uploaded recipients file, both forms (spec 2 §5 "Excel upload"). */
export interface RecipientFile {
  /** The original file's name, for the upload. */
  readonly name: string;
  /** The sheet converted to CSV (';', a BOM, no empty rows), UTF-8 encoded: its bytes, or a handle that reads them. */
  readonly csv: FileContent;
  /** The original .xls or .xlsx file: its bytes, or the chosen file (read only where it is sent). */
  readonly original: FileContent;
}

/** Where the uploaded files are stored: the campaign's `segment.excel` and `segment.xlsx`. */
export interface UploadedRecipientFile {
  readonly excel: string;
  readonly xlsx: string;
}

/**
 * Who a campaign can go to: the pharmacy's segments and the uploaded recipient lists. Failures reject
 * with an ApiError; an answer with `success: false` rejects with the server's message.
 */
export interface CampaignAudience {
  /** The pharmacy's saved segmentations (GET /api/v1/segments/{eid}), by name. */
  segments(eid: number): Promise<readonly RecipientSegment[]>;
  /** How many clients a segment reaches (GET /api/v2/getSegmentSendCount with segmentId: success, count). */
  segmentCount(eid: number, segmentId: string): Promise<number>;
  /** Uploads the CSV and the original file to the storage service (path not shown in the spec). */
  upload(eid: number, file: RecipientFile): Promise<UploadedRecipientFile>;
}

/** Token of the {@link CampaignAudience} port. */
export const CampaignAudience = token<CampaignAudience>('campaigns.CampaignAudience');

/** Every call of the {@link CampaignAudience} port. */
export const CampaignAudienceMethods = portMethods<CampaignAudience>()('segments', 'segmentCount', 'upload');
