import { err, ok, type Result } from '@domain/shared-kernel';
import type { BrokerData, PreProcessResults } from './campaign';

/**
 * How the return of a campaign is attributed (spec 2 §2 "Campaign report": the return-on-investment
 * filter, `activityReportProductFilter` of §3; its shape is not shown). A purchase counts when its buyer
 * was one of the campaign's valid recipients and bought within `days` days after the send; with product
 * codes, only the sales of those products count.
 */
export interface RoiFilter {
  /** Days after the send during which a recipient's purchase is attributed to the campaign. */
  readonly days: number;
  /** The products whose sales count (national codes); empty: every product. */
  readonly productCodes: readonly string[];
}

/** The attribution when the report has none: every product, the 15 days after the send. */
export const DEFAULT_ROI_FILTER: RoiFilter = { days: 15, productCodes: [] };

/** The attribution window's bounds, in days. */
export const ROI_WINDOW_DAYS = { min: 1, max: 60 } as const;

/** At most this many product codes in one filter. */
export const ROI_MAX_PRODUCT_CODES = 50;

/** What the recipients bought within the attribution window. */
export interface RoiFigures {
  /** Recipients who bought at least once. */
  readonly buyers: number;
  readonly tickets: number;
  readonly units: number;
  /** Sales attributed, in euro cents, VAT included, returns subtracted. */
  readonly revenueCents: number;
}

/** The email campaign's report (GET /reports/getReport/cid/{cid}/true; spec 2 §3 Report). */
export interface MailingReport {
  /** `mailing_report.sent` (or `mailingReport.sent`): the emails handed to the broker. */
  readonly sent: number;
  /** When the report was made (`creationDate`), epoch milliseconds. */
  readonly creationDate: number | undefined;
  /** `activityReportProductFilter`: how the return is attributed; the default when the report has none. */
  readonly roiFilter: RoiFilter;
  /** The return under that filter; undefined while it has not been worked out. */
  readonly roi: RoiFigures | undefined;
}

/** The SMS campaign's report (GET /reports/getSmsReport/cid/{cid}; its fields are not shown in the spec). */
export interface SmsReport {
  /** Messages handed to the SMS provider (one per recipient). */
  readonly sent: number;
  /** Confirmed as delivered to the phone. */
  readonly delivered: number;
  /** Refused or expired (wrong or unreachable numbers). */
  readonly undelivered: number;
  /** SMS segments each message took (the price of one message). */
  readonly segmentsPerMessage: number;
  readonly creationDate: number | undefined;
  readonly roiFilter: RoiFilter;
  readonly roi: RoiFigures | undefined;
}

/** A share of a whole, from 0 to 1; undefined when the whole is 0 (nothing to divide). */
export type Share = number | undefined;

const share = (part: number, whole: number): Share => (whole > 0 ? Math.min(1, Math.max(0, part) / whole) : undefined);

/** The figures of an email campaign's report as the screen shows them. */
export interface MailingFigures {
  readonly sent: number;
  /** Sent and not bounced by the broker. */
  readonly delivered: number;
  readonly bouncers: number;
  readonly clickers: number;
  readonly unsubscribed: number;
  /** Bouncers over sent. */
  readonly bounceRate: Share;
  /** Clickers over delivered. */
  readonly clickRate: Share;
  /** Unsubscribed over delivered. */
  readonly unsubscribeRate: Share;
}

/**
 * The mailing figures (spec 2 §2 "Campaign report": sent and the broker's bouncers, clickers and
 * unsubscribed). Not in the spec: delivered is sent less bouncers (never below 0); the bounce rate is
 * over sent, the click and unsubscribe rates over delivered; a rate with nothing to divide is undefined;
 * missing broker data counts as 0; negative counts read as 0.
 */
export function mailingFigures(sent: number, broker: BrokerData | undefined): MailingFigures {
  const count = (value: number | undefined) => Math.max(0, Math.floor(value ?? 0));
  const total = count(sent);
  const bouncers = Math.min(total, count(broker?.bouncers));
  const delivered = total - bouncers;
  const clickers = count(broker?.clickers);
  const unsubscribed = count(broker?.unsubscribed);
  return {
    sent: total,
    delivered,
    bouncers,
    clickers,
    unsubscribed,
    bounceRate: share(bouncers, total),
    clickRate: share(clickers, delivered),
    unsubscribeRate: share(unsubscribed, delivered),
  };
}

/** The pre-processing results in their order (spec 2 §2: bounced, empty, invalid, unsubscribed, valid). */
export const PRE_PROCESS_KEYS = ['valid', 'invalid', 'empty', 'bounced', 'unsubscribed'] as const satisfies readonly (keyof PreProcessResults)[];

/** The recipients pre-processing looked at: the sum of its five results. */
export function preProcessTotal(results: PreProcessResults): number {
  return PRE_PROCESS_KEYS.reduce((sum, key) => sum + Math.max(0, results[key]), 0);
}

/** What the return under a filter means for the screen. */
export interface RoiSummary {
  readonly revenueCents: number;
  readonly buyers: number;
  /** Buyers over the recipients the campaign reached. */
  readonly conversionRate: Share;
  /** Revenue over tickets, in cents; undefined without tickets. */
  readonly averageTicketCents: number | undefined;
  /** Revenue over the recipients reached, in cents; undefined when it reached nobody. */
  readonly revenuePerRecipientCents: number | undefined;
}

/**
 * The return's summary (spec 2 §2 "return on investment"; the computation is ours): the conversion is
 * buyers over the recipients reached (delivered emails, delivered SMS); the average ticket is revenue
 * over tickets; revenue per recipient is revenue over the recipients reached; each undefined when it
 * would divide by 0. Cents are rounded to the nearest cent.
 */
export function roiSummary(roi: RoiFigures, reached: number): RoiSummary {
  return {
    revenueCents: roi.revenueCents,
    buyers: roi.buyers,
    conversionRate: share(roi.buyers, reached),
    averageTicketCents: roi.tickets > 0 ? Math.round(roi.revenueCents / roi.tickets) : undefined,
    revenuePerRecipientCents: reached > 0 ? Math.round(roi.revenueCents / reached) : undefined,
  };
}

/** The figures of an SMS campaign's report as the screen shows them. */
export interface SmsFigures {
  readonly sent: number;
  readonly delivered: number;
  readonly undelivered: number;
  /** Neither confirmed nor refused yet. */
  readonly awaiting: number;
  readonly deliveryRate: Share;
  /** SMS segments billed: segments per message × sent. */
  readonly segmentsBilled: number;
}

/**
 * The SMS report's figures (spec 2 §2 "SMS report variant"; its fields are ours): delivered and
 * undelivered are capped by sent (delivered first); awaiting is what remains; the delivery rate is over
 * sent; the segments billed are each message's segments (at least 1) times sent.
 */
export function smsFigures(report: SmsReport): SmsFigures {
  const sent = Math.max(0, Math.floor(report.sent));
  const delivered = Math.min(sent, Math.max(0, Math.floor(report.delivered)));
  const undelivered = Math.min(sent - delivered, Math.max(0, Math.floor(report.undelivered)));
  return {
    sent,
    delivered,
    undelivered,
    awaiting: sent - delivered - undelivered,
    deliveryRate: share(delivered, sent),
    segmentsBilled: Math.max(1, Math.floor(report.segmentsPerMessage)) * sent,
  };
}

/** What the return filter's form holds, as typed. */
export interface RoiFilterForm {
  readonly days: string;
  /** National codes separated by commas, spaces or lines. */
  readonly productCodes: string;
}

/** Why a return filter cannot be applied. */
export type RoiFilterError = 'DAYS_INVALID' | 'PRODUCT_CODE_INVALID' | 'TOO_MANY_PRODUCT_CODES';

/** The form of a filter (its days as text, its codes one after another). */
export function roiFilterForm(filter: RoiFilter): RoiFilterForm {
  return { days: String(filter.days), productCodes: filter.productCodes.join(', ') };
}

/**
 * Reads the return filter's form (not in the spec): the days a whole number from 1 to 60; the product
 * codes split at commas, semicolons, spaces and line breaks, each 6 to 13 digits (a national code or an
 * EAN), repeated codes kept once in their first order, at most 50. The first failing rule is answered,
 * with the offending code for a bad one.
 */
export function validateRoiFilter(form: RoiFilterForm): Result<RoiFilter, { readonly code: RoiFilterError; readonly value?: string }> {
  const daysText = form.days.trim();
  const days = /^\d{1,3}$/.test(daysText) ? Number(daysText) : Number.NaN;
  if (!(days >= ROI_WINDOW_DAYS.min && days <= ROI_WINDOW_DAYS.max)) return err({ code: 'DAYS_INVALID' });
  const codes = [...new Set(form.productCodes.split(/[\s,;]+/).filter((code) => code !== ''))];
  const wrong = codes.find((code) => !/^\d{6,13}$/.test(code));
  if (wrong !== undefined) return err({ code: 'PRODUCT_CODE_INVALID', value: wrong });
  if (codes.length > ROI_MAX_PRODUCT_CODES) return err({ code: 'TOO_MANY_PRODUCT_CODES' });
  return ok({ days, productCodes: codes });
}

/** Whether two filters attribute the same way (same days, same codes in any order). */
export function sameRoiFilter(a: RoiFilter, b: RoiFilter): boolean {
  return a.days === b.days && a.productCodes.length === b.productCodes.length && a.productCodes.every((code) => b.productCodes.includes(code));
}
