import type { Campaign, CampaignSubtype } from '@domain/campaigns';
import { monthOfInstant, statsPeriodBounds, statsPeriodMonths, type AggregateReportFilters } from './stats-filters';

/**
 * The figures of a set of sent campaigns (spec 2 §2 "Campaign report": the sent count, the
 * pre-processing results and the broker's data, added up over campaigns):
 * - `campaigns`: how many campaigns were sent;
 * - `recipients`: the clients in their lists, before pre-processing (bounced + empty + invalid +
 *   unsubscribed + valid of `results.preProcessResults`);
 * - `valid`: the recipients left after pre-processing, to whom the messages went (the sent count);
 * - `bounced`: messages the broker reports as bounced (`brokerData.bouncers`);
 * - `clickers`: recipients who clicked a link (`brokerData.clickers`; an SMS has none);
 * - `unsubscribed`: recipients who unsubscribed after the message (`brokerData.unsubscribed`).
 */
export interface AggregateCounts {
  readonly campaigns: number;
  readonly recipients: number;
  readonly valid: number;
  readonly bounced: number;
  readonly clickers: number;
  readonly unsubscribed: number;
}

/** The figures of the campaigns sent in one month ('YYYY-MM', Madrid time). */
export interface MonthFigures {
  readonly month: string;
  readonly counts: AggregateCounts;
}

/**
 * The aggregated statistics of the back office (spec 2 §2 `backofficeCampaignsStats`, §7 POST
 * /reports/getAggregateReport; the shape is not shown in the spec): the totals, the split by channel
 * (both channels are always there, the one filtered out at zero), and one entry per month of the period.
 */
export interface AggregateReport {
  readonly totals: AggregateCounts;
  readonly bySubtype: Readonly<Record<CampaignSubtype, AggregateCounts>>;
  readonly byMonth: readonly MonthFigures[];
}

/** Figures of no campaign. */
export const EMPTY_COUNTS: AggregateCounts = { campaigns: 0, recipients: 0, valid: 0, bounced: 0, clickers: 0, unsubscribed: 0 };

/** Adds two sets of figures, field by field. */
export function addCounts(a: AggregateCounts, b: AggregateCounts): AggregateCounts {
  return {
    campaigns: a.campaigns + b.campaigns,
    recipients: a.recipients + b.recipients,
    valid: a.valid + b.valid,
    bounced: a.bounced + b.bounced,
    clickers: a.clickers + b.clickers,
    unsubscribed: a.unsubscribed + b.unsubscribed,
  };
}

/**
 * The figures of one sent campaign ({@link AggregateCounts}); a campaign without pre-processing
 * results or broker data counts zero for them.
 */
export function campaignCounts(campaign: Campaign): AggregateCounts {
  const results = campaign.results;
  const broker = campaign.brokerData;
  return {
    campaigns: 1,
    recipients: results === undefined ? 0 : results.bounced + results.empty + results.invalid + results.unsubscribed + results.valid,
    valid: results?.valid ?? 0,
    bounced: broker?.bouncers ?? 0,
    clickers: broker?.clickers ?? 0,
    unsubscribed: broker?.unsubscribed ?? 0,
  };
}

/**
 * When a campaign went out, for the statistics: its send instant, or, without one (sent "now" by a
 * server that does not record it), its last change. Not in the spec.
 */
export function sentAt(campaign: Campaign): number {
  return campaign.schedule?.scheduled ?? campaign.modified;
}

/**
 * Whether a campaign counts in the statistics of `filters` (not in the spec, which names the filters
 * only): it was sent (SENDED), went out within the period's days (Madrid time, both days included),
 * belongs to the pharmacy asked for (any, when none) and to the channel asked for (either, for 'all').
 */
export function countsInReport(campaign: Campaign, filters: AggregateReportFilters): boolean {
  return reportMatcher(filters)(campaign);
}

/** {@link countsInReport} for one set of filters, the period read once. */
function reportMatcher(filters: AggregateReportFilters): (campaign: Campaign) => boolean {
  const { from, until } = statsPeriodBounds(filters);
  return (campaign) => {
    const at = sentAt(campaign);
    return (
      campaign.status === 'SENDED' &&
      at >= from &&
      at < until &&
      (filters.eid === undefined || campaign.eid === filters.eid) &&
      (filters.subtype === 'all' || campaign.subtype === filters.subtype)
    );
  };
}

/**
 * The aggregated statistics of `campaigns` for `filters`: the campaigns that count
 * ({@link countsInReport}) added up in all, by channel and by the month they went out, with one entry
 * for every month of the period ({@link statsPeriodMonths}), oldest first.
 */
export function aggregateCampaigns(campaigns: readonly Campaign[], filters: AggregateReportFilters): AggregateReport {
  const months = new Map(statsPeriodMonths(filters).map((month) => [month, EMPTY_COUNTS]));
  let totals = EMPTY_COUNTS;
  const bySubtype: Record<CampaignSubtype, AggregateCounts> = { email: EMPTY_COUNTS, sms: EMPTY_COUNTS };
  const matches = reportMatcher(filters);
  for (const campaign of campaigns) {
    if (!matches(campaign)) continue;
    const counts = campaignCounts(campaign);
    totals = addCounts(totals, counts);
    bySubtype[campaign.subtype] = addCounts(bySubtype[campaign.subtype], counts);
    const month = monthOfInstant(sentAt(campaign));
    // A campaign of the period went out in one of its months.
    months.set(month, addCounts(months.get(month) as AggregateCounts, counts));
  }
  return { totals, bySubtype, byMonth: [...months].map(([month, counts]) => ({ month, counts })) };
}

/**
 * A report as a server answered it, completed for the screen: one entry for every month of the
 * period, oldest first, the months the answer left out at zero, and its months outside the period
 * (or repeated) dropped, the first kept. Not in the spec: the answer's shape is not shown.
 */
export function withEveryMonth(report: AggregateReport, filters: AggregateReportFilters): AggregateReport {
  const answered = new Map<string, AggregateCounts>();
  for (const entry of report.byMonth) if (!answered.has(entry.month)) answered.set(entry.month, entry.counts);
  return { ...report, byMonth: statsPeriodMonths(filters).map((month) => ({ month, counts: answered.get(month) ?? EMPTY_COUNTS })) };
}

/** Whether the report holds no sent campaign: the screen says so instead of drawing empty charts. */
export function isEmptyReport(report: AggregateReport): boolean {
  return report.totals.campaigns === 0;
}

/** A share as a number from 0 to 1; undefined when there is nothing to divide by. */
export type Rate = number | undefined;

/**
 * The rates the statistics show (not in the spec, which shows the counts only), each undefined when
 * its base is zero:
 * - `valid`: valid recipients over recipients (how clean the lists were);
 * - `bounce`: bounced messages over messages sent (valid);
 * - `click`: clickers over messages delivered (valid − bounced) of the email campaigns only, as an
 *   SMS carries no link the broker counts;
 * - `unsubscribe`: unsubscribed over messages delivered, both channels.
 */
export interface ReportRates {
  readonly valid: Rate;
  readonly bounce: Rate;
  readonly click: Rate;
  readonly unsubscribe: Rate;
}

const share = (part: number, whole: number): Rate => (whole > 0 ? part / whole : undefined);

/** The messages of `counts` that reached their recipient: sent (valid) less bounced, never below zero. */
export function deliveredCount(counts: AggregateCounts): number {
  return Math.max(0, counts.valid - counts.bounced);
}

/** The rates of one set of figures ({@link ReportRates}); the click rate over all its deliveries. */
export function countsRates(counts: AggregateCounts): ReportRates {
  const delivered = deliveredCount(counts);
  return {
    valid: share(counts.valid, counts.recipients),
    bounce: share(counts.bounced, counts.valid),
    click: share(counts.clickers, delivered),
    unsubscribe: share(counts.unsubscribed, delivered),
  };
}

/** The report's rates ({@link ReportRates}): its totals', with the click rate of its email campaigns. */
export function reportRates(report: AggregateReport): ReportRates {
  return { ...countsRates(report.totals), click: countsRates(report.bySubtype.email).click };
}

/**
 * The sent campaigns the statistics of `filters` count ({@link countsInReport}), most recently sent
 * first ({@link sentAt}; the same instant, the newest created first, then by id), as the statistics list
 * them beside their figures.
 */
export function sentCampaignsOf(campaigns: readonly Campaign[], filters: AggregateReportFilters): Campaign[] {
  const counts = reportMatcher(filters);
  return campaigns
    .filter(counts)
    .sort((a, b) => sentAt(b) - sentAt(a) || b.created - a.created || String(a.id ?? '').localeCompare(String(b.id ?? '')));
}
