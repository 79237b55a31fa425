import * as v from 'valibot';
import type { CampaignResult, ExcelTarget, FamilyRow, LowRotationProduct, MarketingReport, MonthSales, ReportEntry, SalesReport, StaffResume, StockFigures, StockReport, YearOverYear } from '@domain/reports';
import { ApiError } from '@domain/shared-kernel';
import { envelope } from '@adapters/shared';

/**
 * The entity report service's answers (spec 3 §3 "Report data", "Report", "Low-rotation product",
 * "Family row"; §7 "Reports"). The spec names the fields but not the report service's paths: the paths
 * are in the HTTP adapter and ADR 23.
 */

/** A figure the server may send as a number or a numeric text; null counts as 0. */
const figure = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/)), v.null()]),
  v.transform((value) => (value === null ? 0 : Number(value))),
);

const whole = v.pipe(figure, v.integer());

const text = v.pipe(v.union([v.string(), v.number()]), v.transform((value) => String(value).trim()));

const pair = v.pipe(
  v.looseObject({ previous_year: v.array(figure), current_year: v.array(figure) }),
  v.transform((dto): YearOverYear => ({ previousYear: dto.previous_year, currentYear: dto.current_year })),
);

/** A report of the list: id, year, month 1–12. */
const reportDto = v.pipe(
  v.looseObject({ id: text, year: whole, month: v.pipe(whole, v.minValue(1), v.maxValue(12)) }),
  v.transform((dto): ReportEntry => ({ id: dto.id, year: dto.year, month: dto.month })),
);

export const reportListAnswer = v.union([envelope(v.array(reportDto)), v.array(reportDto)]);

/** A user's resume: [user id, name, operations ×2, sales ×2, average ticket ×2, units per ticket ×2] (prior, current year). */
const resumeDto = v.tuple([text, text, figure, figure, figure, figure, figure, figure, figure, figure]);

const staffEvolutionDto = v.looseObject({
  operations: pair,
  sales_amount: pair,
  average_ticket: pair,
  units_per_ticket: pair,
});

const salesDto = v.pipe(
  v.looseObject({
    total_sales: pair,
    average_ticket_evolution: pair,
    units_per_ticket_evolution: pair,
    users_resume: v.optional(v.array(resumeDto), []),
    users_evolution: v.optional(v.record(v.string(), staffEvolutionDto), {}),
  }),
  v.transform((dto): SalesReport => {
    const empty: YearOverYear = { previousYear: [], currentYear: [] };
    const staffResumes: StaffResume[] = dto.users_resume.map(([id, employee, opPrev, opCur, salesPrev, salesCur, ticketPrev, ticketCur, unitsPrev, unitsCur]) => {
      const evolution = dto.users_evolution[id];
      return {
        employee,
        operations: { previousYear: opPrev, currentYear: opCur },
        salesAmount: { previousYear: salesPrev, currentYear: salesCur },
        averageTicket: { previousYear: ticketPrev, currentYear: ticketCur },
        unitsPerTicket: { previousYear: unitsPrev, currentYear: unitsCur },
        evolution: {
          operations: evolution?.operations ?? empty,
          salesAmount: evolution?.sales_amount ?? empty,
          averageTicket: evolution?.average_ticket ?? empty,
          unitsPerTicket: evolution?.units_per_ticket ?? empty,
        },
      };
    });
    return { totalSales: dto.total_sales, averageTicketEvolution: dto.average_ticket_evolution, unitsPerTicketEvolution: dto.units_per_ticket_evolution, staffResumes };
  }),
);

export const salesAnswer = v.union([envelope(salesDto), salesDto]);

const stockFiguresDto = v.pipe(
  v.looseObject({ total_value: figure, last_month_delta: figure, coverage: figure, low_rotation_amount: figure, low_rotation_percentage: figure }),
  v.transform((dto): StockFigures => ({ totalValue: dto.total_value, lastMonthDelta: dto.last_month_delta, coverage: dto.coverage, lowRotationAmount: dto.low_rotation_amount, lowRotationPercent: dto.low_rotation_percentage })),
);

const lowRotationDto = v.pipe(
  v.looseObject({ idProduct: text, description: text, stock_units: figure, qty: figure, cost: figure, coverage: figure, stock_price: figure }),
  v.transform((dto): LowRotationProduct => ({ idProduct: dto.idProduct, description: dto.description, stockUnits: dto.stock_units, averageSale: dto.qty, cost: dto.cost, coverage: dto.coverage, stockPrice: dto.stock_price })),
);

const stockDto = v.pipe(
  v.looseObject({
    total_stock: stockFiguresDto,
    free_stock: stockFiguresDto,
    prescription_stock: stockFiguresDto,
    lowRotationProducts: v.optional(v.array(lowRotationDto), []),
    links: v.optional(v.record(v.string(), v.string()), {}),
    keys: v.looseObject({ coverage: v.looseObject({ value: figure }) }),
    status: v.looseObject({ done: v.boolean() }),
  }),
  v.transform((dto): StockReport => ({
    totalStock: dto.total_stock,
    freeStock: dto.free_stock,
    prescriptionStock: dto.prescription_stock,
    lowRotationProducts: dto.lowRotationProducts,
    links: dto.links,
    coverageThreshold: dto.keys.coverage.value,
    done: dto.status.done,
  })),
);

export const stockAnswer = v.union([envelope(stockDto), stockDto]);

const familyDto = v.pipe(
  v.looseObject({ super_id: whole, id: whole, name: text, stock_units: figure, stock_amount: figure, coverage: figure, low_rotation_amount: figure, low_rotation_percent: figure }),
  v.transform((dto): FamilyRow => ({ superId: dto.super_id, id: dto.id, name: dto.name, stockUnits: dto.stock_units, stockAmount: dto.stock_amount, coverage: dto.coverage, lowRotationAmount: dto.low_rotation_amount, lowRotationPercent: dto.low_rotation_percent })),
);

export const familyAnswer = v.union([envelope(v.array(familyDto)), v.array(familyDto)]);

const campaignDto = v.pipe(
  v.looseObject({ name: text, channel: v.picklist(['email', 'sms']), sent: whole, opened: whole, clicked: whole, buyers: whole, sales_amount: figure }),
  v.transform((dto): CampaignResult => ({ name: dto.name, channel: dto.channel, sent: dto.sent, opened: dto.opened, clicked: dto.clicked, buyers: dto.buyers, salesAmount: dto.sales_amount })),
);

const marketingDto = v.pipe(
  v.looseObject({ email_campaigns: whole, sms_campaigns: whole, sent: whole, opened: whole, clicked: whole, campaigns: v.optional(v.array(campaignDto), []) }),
  v.transform((dto): MarketingReport => ({ emailCampaigns: dto.email_campaigns, smsCampaigns: dto.sms_campaigns, sent: dto.sent, opened: dto.opened, clicked: dto.clicked, campaigns: dto.campaigns })),
);

export const marketingAnswer = v.union([envelope(marketingDto), marketingDto]);

/** The Excel answer: a target with a web URL, http(s) only. */
const excelDto = v.pipe(
  v.looseObject({ target: v.looseObject({ webUrl: v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\//i)) }) }),
  v.transform((dto): ExcelTarget => ({ webUrl: dto.target.webUrl })),
);

export const excelAnswer = v.union([envelope(excelDto), excelDto]);

/** The media type the global report is asked for in (spec 3 §7: getGlobalReport is downloaded as CSV). */
export const CSV_MEDIA_TYPE = 'text/csv';

/**
 * The global report is the server's CSV, kept byte for byte; only an answer that is the API's refusal
 * (`{"success": false, "message"}`, which a 200 may carry) is turned into the server's message.
 */
export function refusedCsv(bytes: ArrayBuffer): void {
  const head = new TextDecoder().decode(bytes.slice(0, 1024)).replace(/^\uFEFF/, '').trimStart();
  if (!head.startsWith('{')) return;
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    return;
  }
  const refused = v.safeParse(v.looseObject({ success: v.literal(false), message: v.optional(v.unknown()) }), body);
  if (!refused.success) return;
  const message = typeof refused.output.message === 'string' ? refused.output.message : undefined;
  throw new ApiError('server-message', 200, message ?? 'El servidor ha rechazado la operación', message);
}

/**
 * A month of the global cache (spec 3 §7 GET /api/v2/global-cache; its shape is not shown, so ours):
 * year, month and the month's total_sales, with the pharmacy's eid when the answer holds several.
 */
const salesCacheEntryDto = v.looseObject({ eid: v.optional(v.union([whole, v.null()])), year: whole, month: v.pipe(whole, v.minValue(1), v.maxValue(12)), total_sales: figure });

/** A month of the global cache and the pharmacy it names, if it names one. */
export interface SalesCacheEntry extends MonthSales {
  readonly eid: number | undefined;
}

const salesCacheDto = v.pipe(
  v.array(salesCacheEntryDto),
  v.transform((entries): SalesCacheEntry[] => entries.map((entry) => ({ eid: entry.eid ?? undefined, year: entry.year, month: entry.month, totalSales: entry.total_sales }))),
);

/** The global cache's answer, enveloped or not. */
export const salesCacheAnswer = v.union([envelope(salesCacheDto), salesCacheDto]);

/** The BI token's answer: its fields become the report address's parameters (texts and numbers only). */
const biDto = v.pipe(
  v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
  v.transform((dto): Record<string, string> => Object.fromEntries(Object.entries(dto).filter(([name]) => name !== 'success').map(([name, value]) => [name, String(value)]))),
);

export const biAnswer = v.union([envelope(biDto), biDto]);
