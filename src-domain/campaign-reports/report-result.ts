/** The report's aggregate answer (spec 1 §3: clients, returns, total, total_returned, transactions). */
export interface CampaignReportSummary {
  readonly clients: number;
  readonly returns: number;
  readonly total: number;
  readonly totalReturned: number;
  readonly transactions: number;
}

/** One client's sales (spec 1 §3 "per-client sales with quantity and final_value"); `client` is the email or phone. */
export interface ClientSales {
  readonly client: string;
  readonly quantity: number;
  readonly finalValue: number;
}

/**
 * A campaign report: the aggregate answer or per-client sales (spec 1 §3 "Campaign report request"
 * response). Not in the spec: an aggregate answer may also list the per-client sales behind it.
 */
export type CampaignReportResult =
  | { readonly kind: 'summary'; readonly summary: CampaignReportSummary; readonly sales?: readonly ClientSales[] }
  | { readonly kind: 'per-client'; readonly sales: readonly ClientSales[] };

/** Totals over per-client sales: how many clients, units and euros. */
export interface SalesTotals {
  readonly clients: number;
  readonly quantity: number;
  readonly finalValue: number;
}

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** Adds up per-client sales; the euro total is rounded to cents so sums of decimals stay exact to the eye. */
export function salesTotals(sales: readonly ClientSales[]): SalesTotals {
  return {
    clients: sales.length,
    quantity: sales.reduce((sum, sale) => sum + sale.quantity, 0),
    finalValue: cents(sales.reduce((sum, sale) => sum + sale.finalValue, 0)),
  };
}

/** The sales left after returns: total minus total_returned, rounded to cents. Not in the spec: the spec lists both amounts only. */
export function netTotal(summary: CampaignReportSummary): number {
  return cents(summary.total - summary.totalReturned);
}

/**
 * A report without purchases gets the alert 'los clientes insertados no han realizado ninguna compra'
 * (spec 1 §5). Not in the spec what "no results" is: no transactions in a summary, no client or no unit
 * sold in per-client sales.
 */
export function hasNoPurchases(result: CampaignReportResult): boolean {
  return result.kind === 'summary' ? result.summary.transactions === 0 : salesTotals(result.sales).quantity === 0;
}
