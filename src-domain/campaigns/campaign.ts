import type { CampaignStatus } from './campaign-status';

/** Campaign channels (spec 2 §3, §9: subtypes email and sms). */
export type CampaignSubtype = 'email' | 'sms';

/** The campaign subtypes, email first. */
export const CAMPAIGN_SUBTYPES = ['email', 'sms'] as const satisfies readonly CampaignSubtype[];

/** Campaign kinds (spec 2 §3, §9): classic (healthcare) or promotional. */
export type CampaignType = 'classic' | 'promotional';

/** How each campaign type is shown (spec 2 §3: classic as Sanitaria, promotional as Promocional). */
export const CAMPAIGN_TYPE_LABELS = {
  classic: 'Sanitaria',
  promotional: 'Promocional',
} as const satisfies Record<CampaignType, string>;

/** When a campaign goes out (spec 2 §3 `schedule`). */
export interface CampaignSchedule {
  /** The send instant, epoch milliseconds. */
  readonly scheduled: number | undefined;
  readonly sendNow: boolean;
}

/** Who a campaign goes to (spec 2 §3 `segment`). */
export interface CampaignSegment {
  /** `{product}_SEGMENT` for a segment of the API, `EXCEL` for an uploaded file (spec 2 §5). */
  readonly type: string;
  /** The API segment id (`segment.api.id`). */
  readonly apiId: string | undefined;
  /** The uploaded file converted to CSV (spec 2 §5 "Excel upload"). */
  readonly excel: string | undefined;
  /** The original uploaded xlsx file. */
  readonly xlsx: string | undefined;
  /** The segment export list the sending produced (`final_list_csv`). */
  readonly finalListCsv: string | undefined;
}

/** What a campaign says (spec 2 §3 `content`). */
export interface CampaignContent {
  readonly name: string;
  /** The email subject; unused by SMS campaigns. */
  readonly subject: string;
  /** The email as HTML. */
  readonly html: string;
  /** The email editor's design, as JSON text. */
  readonly json: string;
  /** The sheet (template) the content came from (`id_sheet`). */
  readonly sheetId: string | undefined;
  /** The SMS text; unused by email campaigns. */
  readonly smsContent: string;
}

/** What pre-processing the recipients found (spec 2 §2 "Campaign report"). */
export interface PreProcessResults {
  readonly bounced: number;
  readonly empty: number;
  readonly invalid: number;
  readonly unsubscribed: number;
  readonly valid: number;
}

/** What the mail broker reported (spec 2 §2 "Campaign report"). */
export interface BrokerData {
  readonly bouncers: number;
  readonly clickers: number;
  readonly unsubscribed: number;
}

/** How the campaign's return is measured (spec 2 §3 `redemption`). */
export interface Redemption {
  readonly type: string;
  readonly date: number | undefined;
}

/**
 * An email or SMS campaign of a pharmacy (spec 2 §3 "Campaign"). Instants are epoch milliseconds. The wire
 * field `type` (always 'campaign') is left to the adapter; `history` and `jobs` keep the server's entries,
 * whose shape the spec does not show.
 */
export interface Campaign {
  /** `_id`; undefined for a campaign not saved yet (a duplicate). */
  readonly id: string | undefined;
  readonly eid: number;
  readonly subtype: CampaignSubtype;
  readonly brokerId: string | undefined;
  readonly campaignType: CampaignType;
  readonly topic: string | undefined;
  readonly status: CampaignStatus;
  readonly history: readonly unknown[];
  readonly jobs: readonly unknown[];
  readonly created: number;
  readonly modified: number;
  readonly reportId: string | undefined;
  readonly redemption: Redemption | undefined;
  readonly schedule: CampaignSchedule | undefined;
  readonly segment: CampaignSegment;
  readonly content: CampaignContent;
  /** `results.preProcessResults`. */
  readonly results: PreProcessResults | undefined;
  readonly brokerData: BrokerData | undefined;
}
