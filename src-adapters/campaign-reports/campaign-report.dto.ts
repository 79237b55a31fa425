import * as v from 'valibot';
import { reportDayText, type CampaignReportRequest, type CampaignReportResult, type ClientSales } from '@domain/campaign-reports';
import { envelope, numeric } from '@adapters/shared';

/** The request body (spec 1 §3, §7): EID, ERP (the valid emails or phones), dateMin, dateMax. */
export interface CampaignReportBody {
  readonly EID: number | string;
  readonly ERP: readonly string[];
  /** 'YYYY-MM-DD' in Madrid time, null when not chosen. */
  readonly dateMin: string | null;
  readonly dateMax: string | null;
}

/** The body of a request. A pharmacy id made of digits is sent as a number. */
export function campaignReportBody(request: CampaignReportRequest): CampaignReportBody {
  const day = (instant: number | undefined): string | null => (instant === undefined ? null : reportDayText(instant));
  return {
    EID: /^\d{1,15}$/.test(request.eid) ? Number(request.eid) : request.eid,
    ERP: [...request.erp],
    dateMin: day(request.dateMin),
    dateMax: day(request.dateMax),
  };
}

/** One client's sales (spec 1 §3 "per-client sales with quantity and final_value"); the client under client, email or phone. */
const saleDto = v.pipe(
  v.looseObject({
    client: v.optional(v.union([v.string(), v.number()])),
    email: v.optional(v.string()),
    phone: v.optional(v.union([v.string(), v.number()])),
    quantity: numeric,
    final_value: numeric,
  }),
  v.transform((dto): ClientSales => ({ client: String(dto.client ?? dto.email ?? dto.phone ?? ''), quantity: dto.quantity, finalValue: dto.final_value })),
);

/**
 * The aggregate answer (spec 1 §3: clients, returns, total, total_returned, transactions). Per-client
 * sales may come with it, under `sales` or as the `clients` list itself.
 */
const summaryDto = v.pipe(
  v.looseObject({
    clients: v.union([numeric, v.array(saleDto)]),
    returns: numeric,
    total: numeric,
    total_returned: numeric,
    transactions: numeric,
    sales: v.optional(v.array(saleDto)),
  }),
  v.transform((dto): CampaignReportResult => {
    const listed = Array.isArray(dto.clients) ? dto.clients : undefined;
    const summary = { clients: listed?.length ?? (dto.clients as number), returns: dto.returns, total: dto.total, totalReturned: dto.total_returned, transactions: dto.transactions };
    const sales = dto.sales ?? listed;
    return sales === undefined ? { kind: 'summary', summary } : { kind: 'summary', summary, sales };
  }),
);

const perClientDto = v.pipe(
  v.array(saleDto),
  v.transform((sales): CampaignReportResult => ({ kind: 'per-client', sales })),
);

const reportDto = v.union([summaryDto, perClientDto]);

/** The answer: the aggregate or the per-client list, enveloped (`{ success: true, data }`) or not. */
export const campaignReportAnswer = v.union([envelope(reportDto), reportDto]);
