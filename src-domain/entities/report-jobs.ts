import type { EntityListRow, MonthOfYear } from './entity-list';
import type { ReportByErpOption } from './erp-options';

/** The years the cache and report dialogs offer (spec 3 §9 "Cache and report dialog years: 2015, 2016, 2017"). */
export const REPORT_DIALOG_YEARS = [2015, 2016, 2017] as const;

/** The months the cache and report dialogs offer: all twelve (spec 3 §9). */
export const REPORT_DIALOG_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** What a dialog of the cache/report mode generates: the report cache or the monthly reports (spec 3 §7 "Reports"). */
export type ReportJobKind = 'cache' | 'report';

/**
 * Where a pharmacy's cache and report jobs stand (spec 3 §4 "Cache/report per entity": pending, shown
 * with a clock, and running, with a spinner). Not in the spec: 'failed' for a job the server gave up on,
 * and 'idle' when no job is waiting or running.
 */
export type ReportJobState = 'idle' | 'pending' | 'running' | 'failed';

/** A pharmacy's entry of GET /api/v2/reports/status: its job's state and its last cache and report months (spec 3 §7). */
export interface EntityReportStatus {
  readonly eid: number;
  readonly state: ReportJobState;
  readonly lastCache: MonthOfYear | undefined;
  readonly lastReport: MonthOfYear | undefined;
}

/** A request of the cache or report dialog: the selected pharmacies and the month it starts from (spec 3 §7). */
export interface ReportGenerationRequest {
  readonly kind: ReportJobKind;
  readonly entities: readonly number[];
  readonly from: MonthOfYear;
}

/** A request of the "regenerate by ERP" dialog (spec 3 §7 PUT /api/v2/regenerate-data/by-erp {cache, report, erp}). */
export interface RegenerateByErpRequest {
  readonly cache: boolean;
  readonly report: boolean;
  readonly erp: ReportByErpOption;
}

/** Why a request of the cache/report dialogs cannot be sent. */
export type ReportRequestError = 'NO_PHARMACY_SELECTED' | 'MONTH_NOT_OFFERED' | 'NOTHING_TO_REGENERATE';

/**
 * Why a cache or report request cannot be sent, or `undefined` when it can: at least one selected
 * pharmacy ('Selecciona alguna farmacia', spec 3 §5), and a year and month of those the dialog offers
 * (spec 3 §9).
 */
export function reportGenerationError(request: ReportGenerationRequest): ReportRequestError | undefined {
  if (request.entities.length === 0) return 'NO_PHARMACY_SELECTED';
  return isOfferedMonth(request.from) ? undefined : 'MONTH_NOT_OFFERED';
}

/** Whether a month is one the dialogs offer: a year of {@link REPORT_DIALOG_YEARS} and a month from 1 to 12. */
export function isOfferedMonth(month: MonthOfYear): boolean {
  return (REPORT_DIALOG_YEARS as readonly number[]).includes(month.year) && (REPORT_DIALOG_MONTHS as readonly number[]).includes(month.month);
}

/**
 * Why a "regenerate by ERP" request cannot be sent, or `undefined` when it can. Not in the spec: it
 * regenerates the cache, the reports or both, so at least one of them is asked for.
 */
export function regenerateByErpError(request: RegenerateByErpRequest): ReportRequestError | undefined {
  return request.cache || request.report ? undefined : 'NOTHING_TO_REGENERATE';
}

/** Verbatim texts of the cache and report dialogs (spec 3 §5, §8); ours where the spec gives none. */
export const REPORT_JOB_MESSAGES = {
  NO_PHARMACY_SELECTED: 'Selecciona alguna farmacia',
  GENERATION_FAILED: 'Ha ocurrido un error',
  REGENERATION_FAILED: 'Hubo un error al crear los trabajos de regeneración',
} as const;

/** Whether a pharmacy has a job waiting or running: the list polls the status while one does. */
export function isReportJobActive(state: ReportJobState): boolean {
  return state === 'pending' || state === 'running';
}

/** Whether any of the statuses has a job waiting or running. */
export function hasActiveReportJobs(statuses: readonly EntityReportStatus[]): boolean {
  return statuses.some((status) => isReportJobActive(status.state));
}

/** The later of two months; an absent month counts as earlier than any. */
export function laterMonth(a: MonthOfYear | undefined, b: MonthOfYear | undefined): MonthOfYear | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return monthIndex(b) > monthIndex(a) ? b : a;
}

/** Compares two months, an absent month first: negative when `a` is earlier. */
export function compareMonths(a: MonthOfYear | undefined, b: MonthOfYear | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? -1 : 1;
  return monthIndex(a) - monthIndex(b);
}

/**
 * The rows of the entity list with what the reports status says (spec 3 §7 GET /api/v2/reports/status):
 * a pharmacy's last cache and report are the later of the list's and the status's (the status is read
 * again while jobs run; the list is not). Rows without a status stay as they are, the same objects.
 */
export function withReportStatuses<R extends EntityListRow>(rows: readonly R[], statuses: ReadonlyMap<number, EntityReportStatus>): R[] {
  return rows.map((row) => {
    const status = statuses.get(row.id);
    if (status === undefined) return row;
    const lastCache = laterMonth(row.lastCache, status.lastCache);
    const lastReport = laterMonth(row.lastReport, status.lastReport);
    return lastCache === row.lastCache && lastReport === row.lastReport ? row : { ...row, lastCache, lastReport };
  });
}

function monthIndex(month: MonthOfYear): number {
  return month.year * 12 + month.month - 1;
}
