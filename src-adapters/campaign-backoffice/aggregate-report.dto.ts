import * as v from 'valibot';
import { EMPTY_COUNTS, type AggregateCounts, type AggregateReport, type AggregateReportFilters } from '@domain/campaign-backoffice';
import { numeric } from '@adapters/shared';

/** A count: a number or digits as text; absent, null or negative counts zero ({@link countOf}). */
const count = v.optional(v.nullable(numeric));

const countOf = (value: number | null | undefined): number => (value === undefined || value === null || !Number.isFinite(value) || value < 0 ? 0 : value);

/** The figures of a set of sent campaigns, as the service names them. */
const countsDto = v.looseObject({
  campaigns: count,
  recipients: count,
  valid: count,
  bounced: count,
  clickers: count,
  unsubscribed: count,
});

type CountsDto = v.InferOutput<typeof countsDto>;

const countsFromDto = (dto: CountsDto | null | undefined): AggregateCounts =>
  dto === undefined || dto === null
    ? EMPTY_COUNTS
    : {
        campaigns: countOf(dto.campaigns),
        recipients: countOf(dto.recipients),
        valid: countOf(dto.valid),
        bounced: countOf(dto.bounced),
        clickers: countOf(dto.clickers),
        unsubscribed: countOf(dto.unsubscribed),
      };

/**
 * The answer of POST /reports/getAggregateReport (spec 2 §7), enveloped (`{ success: true, data }`).
 * Not shown in the spec; read as the back office designed it, leniently: the totals' counts
 * (campaigns, recipients, valid, bounced, clickers, unsubscribed) at the top of `data`, `bySubtype`
 * with `email` and `sms` counts, `byMonth` as a list of counts with their `month` ('YYYY-MM');
 * a missing count is zero, a missing channel or month list is empty. The screen's months are
 * completed by the domain (`withEveryMonth`).
 */
export const aggregateReportAnswer = v.pipe(
  v.object({
    success: v.literal(true),
    data: v.looseObject({
      ...countsDto.entries,
      bySubtype: v.optional(v.nullable(v.looseObject({ email: v.optional(v.nullable(countsDto)), sms: v.optional(v.nullable(countsDto)) }))),
      byMonth: v.optional(v.nullable(v.array(v.looseObject({ ...countsDto.entries, month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)) })))),
    }),
  }),
  v.transform(({ data }): AggregateReport => ({
    totals: countsFromDto(data),
    bySubtype: { email: countsFromDto(data.bySubtype?.email), sms: countsFromDto(data.bySubtype?.sms) },
    byMonth: (data.byMonth ?? []).map((entry) => ({ month: entry.month, counts: countsFromDto(entry) })),
  })),
);

/**
 * The body of POST /reports/getAggregateReport (spec 2 §7: dateMin, dateMax, eid, subtype). Not shown
 * in the spec: the days as 'YYYY-MM-DD' (Madrid time, both included), `eid` null for every pharmacy,
 * `subtype` 'email', 'sms' or 'all'.
 */
export function aggregateReportRequestDto(filters: AggregateReportFilters): Record<string, unknown> {
  return { dateMin: filters.dateMin, dateMax: filters.dateMax, eid: filters.eid ?? null, subtype: filters.subtype };
}

/** The report's wire form (the answer's `data`), for a fake service answering as the real one is read. */
export function aggregateReportToDto(report: AggregateReport): Record<string, unknown> {
  return { ...report.totals, bySubtype: { email: { ...report.bySubtype.email }, sms: { ...report.bySubtype.sms } }, byMonth: report.byMonth.map((entry) => ({ month: entry.month, ...entry.counts })) };
}
