import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import { safeFileName } from '@domain/exports';
import type { CampaignReportRequest } from './report-request';
import type { CampaignReportResult } from './report-result';

/**
 * The day an instant falls on in Madrid, as 'YYYY-MM-DD': how a report's dates travel and how they
 * name files. Not in the spec (the service's date format is not shown); '' for an unreadable instant.
 */
export function reportDayText(instant: number): string {
  return DateTime.fromMillis(instant, { zone: PRODUCT_TIME_ZONE }).toISODate() ?? '';
}

/**
 * The start of a 'YYYY-MM-DD' day in Madrid, in epoch milliseconds: the inverse of
 * {@link reportDayText}. Anything else, or a day that does not exist (2026-02-30), gives undefined.
 */
export function reportDayStart(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const day = DateTime.fromISO(text, { zone: PRODUCT_TIME_ZONE });
  return day.isValid ? day.toMillis() : undefined;
}

/** One client's sales in the downloaded report, named as the service names them (spec 1 §3). */
export interface ClientSalesDocument {
  readonly client: string;
  readonly quantity: number;
  readonly final_value: number;
}

/**
 * The report as downloaded (spec 1 §2.7 "download the result as JSON"): the request's fields EID,
 * ERP, dateMin and dateMax (days as 'YYYY-MM-DD', null when not chosen) and the answer's fields as the
 * spec names them (clients, returns, total, total_returned, transactions, per-client sales). Not in the
 * spec: the request is included so the file says what it is a report of.
 */
export interface CampaignReportDocument {
  readonly EID: string;
  readonly ERP: readonly string[];
  readonly dateMin: string | null;
  readonly dateMax: string | null;
  readonly clients?: number;
  readonly returns?: number;
  readonly total?: number;
  readonly total_returned?: number;
  readonly transactions?: number;
  readonly sales: readonly ClientSalesDocument[];
}

/** Builds the downloaded report of `result`, the answer to `request` (see {@link CampaignReportDocument}). */
export function campaignReportDocument(request: CampaignReportRequest, result: CampaignReportResult): CampaignReportDocument {
  const day = (instant: number | undefined): string | null => (instant === undefined ? null : reportDayText(instant));
  const sales = (result.sales ?? []).map((sale) => ({ client: sale.client, quantity: sale.quantity, final_value: sale.finalValue }));
  const base = { EID: request.eid, ERP: request.erp, dateMin: day(request.dateMin), dateMax: day(request.dateMax) };
  if (result.kind === 'per-client') return { ...base, sales };
  const { clients, returns, total, totalReturned, transactions } = result.summary;
  return { ...base, clients, returns, total, total_returned: totalReturned, transactions, sales };
}

/**
 * The downloaded report's file name. Not in the spec: 'informe-campana-farmacia-500-desde-2026-09-01-
 * hasta-2026-11-21.json', each date part left out when that date was not chosen; made safe with
 * `safeFileName`.
 */
export function campaignReportFileName(request: CampaignReportRequest): string {
  const parts = [`informe-campana-farmacia-${request.eid}`];
  if (request.dateMin !== undefined) parts.push(`desde-${reportDayText(request.dateMin)}`);
  if (request.dateMax !== undefined) parts.push(`hasta-${reportDayText(request.dateMax)}`);
  return safeFileName(`${parts.join('-')}.json`, 'informe-campana');
}
