import * as v from 'valibot';
import { entityFormStatusFrom, type EntityDetails, type EntityReportStatus, type MonthOfYear, type ReportJobState } from '@domain/entities';
import { numeric } from '@adapters/shared';

/** What a server writes for a failure in a data value (spec 3 §8 "also when a data value equals 'ERROR'"). */
export const ERROR_DATA_VALUE = 'ERROR';

const text = v.optional(v.nullable(v.string()), '');

/** A month as the report calls write it: {year, month}, "11/2026" or "2026-11"; null when none. */
export const monthOfYearDto = v.union([
  v.object({ year: numeric, month: numeric }),
  v.pipe(v.string(), v.trim(), v.regex(/^(\d{1,2}\/\d{4}|\d{4}-\d{1,2})$/)),
]);

/** A month of the report calls as the domain's, `undefined` when absent or out of range. */
export function monthFromDto(value: v.InferOutput<typeof monthOfYearDto> | null | undefined): MonthOfYear | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value.month >= 1 && value.month <= 12 ? { year: value.year, month: value.month } : undefined;
  const [first = '', second = ''] = value.split(/[/-]/);
  const [year, month] = value.includes('/') ? [Number(second), Number(first)] : [Number(first), Number(second)];
  return month >= 1 && month <= 12 ? { year, month } : undefined;
}

// ---- GET /api/v2/reports/status ----

/** A pharmacy's entry of the reports status (spec 3 §7: per entity id status, cache and report month and year). */
const statusDto = v.object({
  eid: numeric,
  status: text,
  cache: v.optional(v.nullable(monthOfYearDto)),
  report: v.optional(v.nullable(monthOfYearDto)),
});

/** The reports status, enveloped or not. */
export const reportStatusAnswer = v.union([v.array(statusDto), v.object({ success: v.literal(true), data: v.array(statusDto) })]);

/** Reads a job state as the server may write it; anything else is no job (the wire values are not shown). */
export function reportJobStateFrom(value: string | null | undefined): ReportJobState {
  switch ((value ?? '').trim().toUpperCase()) {
    case 'PENDING':
      return 'pending';
    case 'RUNNING':
    case 'IN_PROGRESS':
      return 'running';
    case 'ERROR':
    case 'FAILED':
      return 'failed';
    default:
      return 'idle';
  }
}

/** The wire word of a job state, as the fake API and the documents write it. */
export function reportJobStateToDto(state: ReportJobState): string {
  return { idle: 'DONE', pending: 'PENDING', running: 'RUNNING', failed: 'ERROR' }[state];
}

export function reportStatusFromDto(dto: v.InferOutput<typeof statusDto>): EntityReportStatus {
  return { eid: dto.eid, state: reportJobStateFrom(dto.status), lastCache: monthFromDto(dto.cache), lastReport: monthFromDto(dto.report) };
}

// ---- PUT cache, report and regenerate ----

const entitiesDto = v.array(v.number());
const dialogMonth = v.pipe(v.number(), v.integer());

/** PUT /api/v1/entity/mainpanel/cache (spec 3 §7). */
export const cacheRequestBody = v.object({ entities: entitiesDto, from: v.object({ year: dialogMonth, month: dialogMonth }) });
/** PUT /api/v1/entity/mainpanel/report (spec 3 §7). */
export const reportRequestBody = v.object({ entities: entitiesDto, date: v.object({ month: dialogMonth, year: dialogMonth }) });
/** PUT /api/v2/regenerate-data/by-erp (spec 3 §7). */
export const regenerateByErpBody = v.object({ cache: v.boolean(), report: v.boolean(), erp: v.string() });

/** What the job calls answer: success, with or without data; a data value 'ERROR' is a failure. */
export const jobCallAnswer = v.looseObject({ success: v.literal(true), data: v.optional(v.unknown()) });

/** Whether a job call's answer carries the 'ERROR' data value. */
export function isErrorAnswer(answer: v.InferOutput<typeof jobCallAnswer>): boolean {
  return answer.data === ERROR_DATA_VALUE;
}

// ---- GET /api/v2/dashboard/entities ----

/** A row of the v2 entity list (spec 3 §3 "Entity row (v2)"); only what the v1 list lacks is read. */
const detailsDto = v.object({
  eid: numeric,
  form_status: v.optional(v.nullable(v.string())),
  commercial: text,
  administrative: text,
  contactMail: text,
});

/** The v2 entity list, enveloped or not. */
export const entityDetailsAnswer = v.union([v.array(detailsDto), v.object({ success: v.literal(true), data: v.array(detailsDto) })]);

export function entityDetailsFromDto(dto: v.InferOutput<typeof detailsDto>): EntityDetails {
  return { eid: dto.eid, formStatus: entityFormStatusFrom(dto.form_status), commercial: dto.commercial ?? '', administrative: dto.administrative ?? '', contactMail: dto.contactMail ?? '' };
}
