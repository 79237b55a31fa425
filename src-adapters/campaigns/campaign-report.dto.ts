import * as v from 'valibot';
import { DEFAULT_ROI_FILTER, type MailingReport, type RoiFigures, type RoiFilter, type SmsReport } from '@domain/campaigns';
import { envelope, numeric } from '@adapters/shared';

const count = v.optional(
  v.pipe(
    v.nullable(numeric),
    v.transform((value) => Math.max(0, value ?? 0)),
  ),
  0,
);
const optionalInstant = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()]))),
  v.transform((value) => {
    if (value === undefined || value === null) return undefined;
    const instant = typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(value) ? Number(value) : Date.parse(value);
    return Number.isFinite(instant) ? instant : undefined;
  }),
);

/**
 * `activityReportProductFilter` (spec 2 §3; its shape is not shown): `days` and `productCodes`, read
 * leniently — codes as a list or as text, a missing or out-of-range window is the default 15 days.
 */
const roiFilterDto = v.optional(
  v.pipe(
    v.nullable(
      v.looseObject({
        days: v.optional(v.nullable(numeric)),
        productCodes: v.optional(v.nullable(v.union([v.array(v.union([v.string(), v.number()])), v.string()]))),
      }),
    ),
    v.transform((filter): RoiFilter => {
    const days = filter?.days;
    const codes = filter?.productCodes;
    return {
      days: days !== undefined && days !== null && Number.isInteger(days) && days >= 1 && days <= 60 ? days : DEFAULT_ROI_FILTER.days,
        productCodes: codes === undefined || codes === null ? [] : (typeof codes === 'string' ? codes.split(/[\s,;]+/) : codes.map(String)).filter((code) => code !== ''),
      };
    }),
  ),
  null,
);

/** The return figures (`roi`): buyers, tickets, units and revenue in euros (two decimals), kept in cents. */
const roiDto = v.pipe(
  v.looseObject({ buyers: count, tickets: count, units: count, revenue: v.optional(v.nullable(numeric)) }),
  v.transform((roi): RoiFigures => ({ buyers: roi.buyers, tickets: roi.tickets, units: roi.units, revenueCents: Math.round((roi.revenue ?? 0) * 100) })),
);

const optionalRoi = v.pipe(
  v.optional(v.nullable(v.unknown())),
  v.transform((value): RoiFigures | undefined => {
    const parsed = v.safeParse(roiDto, value);
    return parsed.success ? parsed.output : undefined;
  }),
);

const sentOf = v.optional(v.nullable(v.looseObject({ sent: count })));

/**
 * GET /reports/getReport/cid/{cid}/true (spec 2 §3 Report): `mailing_report` or `mailingReport` with
 * `sent`, `creationDate`, `activityReportProductFilter`; the return as `roi` (not shown in the spec).
 */
export const mailingReportAnswer = envelope(
  v.pipe(
    v.looseObject({ mailing_report: sentOf, mailingReport: sentOf, creationDate: optionalInstant, activityReportProductFilter: roiFilterDto, roi: optionalRoi }),
    v.transform(
      (report): MailingReport => ({
        sent: report.mailing_report?.sent ?? report.mailingReport?.sent ?? 0,
        creationDate: report.creationDate,
        roiFilter: report.activityReportProductFilter,
        roi: report.roi,
      }),
    ),
  ),
);

/** GET /reports/getSmsReport/cid/{cid}: sent, delivered, undelivered, segments (fields not shown in the spec). */
export const smsReportAnswer = envelope(
  v.pipe(
    v.looseObject({
      sent: count,
      delivered: count,
      undelivered: count,
      segments: v.optional(v.nullable(numeric)),
      creationDate: optionalInstant,
      activityReportProductFilter: roiFilterDto,
      roi: optionalRoi,
    }),
    v.transform(
      (report): SmsReport => ({
        sent: report.sent,
        delivered: report.delivered,
        undelivered: report.undelivered,
        segmentsPerMessage: Math.max(1, Math.floor(report.segments ?? 1)),
        creationDate: report.creationDate,
        roiFilter: report.activityReportProductFilter,
        roi: report.roi,
      }),
    ),
  ),
);

/** POST /reports/updateRoiReportFilter/cid/{cid}: the return under the new filter (`data.roi` or `data`). */
export const roiUpdateAnswer = envelope(v.union([v.pipe(v.looseObject({ roi: roiDto }), v.transform((answer) => answer.roi)), roiDto]));

/** The body of POST /reports/updateRoiReportFilter/cid/{cid}: `{ roiFilter: { days, productCodes } }`. */
export function roiFilterToDto(filter: RoiFilter): { roiFilter: { days: number; productCodes: string[] } } {
  return { roiFilter: { days: filter.days, productCodes: [...filter.productCodes] } };
}

/** The return as the wire carries it: revenue in euros. */
export function roiToDto(roi: RoiFigures): Record<string, number> {
  return { buyers: roi.buyers, tickets: roi.tickets, units: roi.units, revenue: roi.revenueCents / 100 };
}

/** A link to the generated report: a web address (http or https). */
const reportLink = v.pipe(v.string(), v.trim(), v.url(), v.regex(/^https?:\/\//i, 'the report link is an http or https address'));

/** What says the report is not ready yet: false (spec 2 §2), null or nothing. */
const noReportYet = v.pipe(
  v.union([v.literal(false), v.null(), v.literal('')]),
  v.transform((): undefined => undefined),
);

/** The link as the answer's value, or inside `link`, `url` or `webUrl` (not shown in the spec). */
const reportLinkData = v.union([
  reportLink,
  noReportYet,
  v.pipe(v.looseObject({ link: reportLink }), v.transform((data) => data.link)),
  v.pipe(v.looseObject({ url: reportLink }), v.transform((data) => data.url)),
  v.pipe(v.looseObject({ webUrl: reportLink }), v.transform((data) => data.webUrl)),
]);

/**
 * GET /reports/getExcelReport/cid/{cid}/farmacia/{eid} answered 200: the Excel report's link (spec 2 §7),
 * as JSON text, as `data` of `{ success: true, data }`, or false while the report is being generated.
 * A link sent as plain text is read as the same string.
 */
export const excelReportLinkAnswer = v.union([envelope(reportLinkData), reportLinkData]);
