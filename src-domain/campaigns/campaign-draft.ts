import type { SheetRow } from '@domain/client-files';
import { isBlankRow } from '@domain/client-files';
import type { Campaign, CampaignSubtype } from './campaign';
import type { CampaignStatus } from './campaign-status';
import { apiSegmentType } from './campaign-wizard';

/**
 * A new, empty campaign of pharmacy `eid` on `subtype`, as the list's "create email/SMS campaign"
 * creates it before opening the wizard (spec 2 §2, §4: a DRAFT until the wizard finishes). Not in the
 * spec: it is a classic campaign, its recipients start as a segment of the API (`{product}_SEGMENT`)
 * with none chosen, and it is created and modified at `now`.
 */
export function newCampaignDraft(input: { eid: number; subtype: CampaignSubtype; product: string; now: number }): Campaign {
  return {
    id: undefined,
    eid: input.eid,
    subtype: input.subtype,
    brokerId: undefined,
    campaignType: 'classic',
    topic: undefined,
    status: 'DRAFT',
    history: [],
    jobs: [],
    created: input.now,
    modified: input.now,
    reportId: undefined,
    redemption: undefined,
    schedule: undefined,
    segment: { type: apiSegmentType(input.product), apiId: undefined, excel: undefined, xlsx: undefined, finalListCsv: undefined },
    content: { name: '', subject: '', html: '', json: '', sheetId: undefined, smsContent: '' },
    results: undefined,
    brokerData: undefined,
  };
}

/**
 * Whether the wizard may change a campaign in `status` (spec 2 §2: edit a draft, modify the schedule of a
 * campaign waiting to go). Not in the spec: a campaign being sent, sent or failed is read only; its report
 * or preview is what the list offers.
 */
export function isEditableInWizard(status: CampaignStatus): boolean {
  return status === 'DRAFT' || status === 'PENDING';
}

/** The prefix of a test email's subject (spec 2 §7 "Other campaign-service calls"). */
export const TEST_SUBJECT_PREFIX = '[TEST] ';

/** The subject a test email goes out with: '[TEST] ' + the campaign's subject (spec 2 §7). */
export function testEmailSubject(subject: string): string {
  return TEST_SUBJECT_PREFIX + subject;
}

/**
 * How many recipients an uploaded sheet reaches: its rows that are not empty, less the header row
 * (spec 2 §5: empty rows are dropped). Not in the spec: a sheet with only a header, or none, reaches 0.
 */
export function sheetRecipientCount(rows: readonly SheetRow[]): number {
  return recipientCountOfFilledRows(rows.filter((row) => !isBlankRow(row)).length);
}

/**
 * How many recipients a sheet with `filledRows` rows that are not empty reaches: all but the header
 * ({@link sheetRecipientCount} for a sheet already summarised, as `RecipientSheet.filledRows`).
 */
export function recipientCountOfFilledRows(filledRows: number): number {
  return Math.max(0, filledRows - 1);
}

/** The cost of an SMS campaign in messages: segments per SMS × recipients (0 when either is unknown or 0). */
export function smsCampaignMessages(segments: number, recipients: number): number {
  return segments > 0 && recipients > 0 ? segments * recipients : 0;
}

/**
 * Whether a campaign may go on to its design with the recipients it has counted: a segment or list that
 * reaches nobody may not. Not in the spec. An unknown count (not read yet, or unreadable) does not stop it.
 */
export function reachesRecipients(count: number | undefined): boolean {
  return count === undefined || count > 0;
}
