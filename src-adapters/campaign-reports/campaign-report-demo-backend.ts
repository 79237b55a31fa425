import { DateTime } from 'luxon';
import { contactKey, type CampaignReportRequest, type CampaignReportResult, type ClientSales } from '@domain/campaign-reports';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { demoReportClients, type DemoReportClient } from './demo-report-clients';

const DAY_MS = 86_400_000;

/** The instants a report covers: from the start of dateMin to the end of dateMax (Madrid), each end open when not chosen. */
function period(request: CampaignReportRequest): { from: number; until: number } {
  const until = request.dateMax === undefined ? Number.POSITIVE_INFINITY : DateTime.fromMillis(request.dateMax, { zone: PRODUCT_TIME_ZONE }).startOf('day').plus({ days: 1 }).toMillis();
  return { from: request.dateMin ?? Number.NEGATIVE_INFINITY, until };
}

/**
 * Computes the report as the campaign-reports service does: the pharmacy's clients whose email or
 * phone was listed, their purchases in the period, counted as sales or returns. The per-client lines
 * give units and euros net of returns, the best client first.
 */
function report(clients: readonly DemoReportClient[], generatedAt: number, request: CampaignReportRequest): CampaignReportResult {
  const wanted = new Set(request.erp.map(contactKey));
  const { from, until } = period(request);
  const cents = { sold: 0, returned: 0 };
  const counts = { buyers: 0, transactions: 0, returns: 0 };
  const sales: ClientSales[] = [];
  for (const client of clients) {
    const byEmail = wanted.has(contactKey(client.email));
    if (!byEmail && !wanted.has(contactKey(client.phone))) continue;
    const inPeriod = client.purchases.filter(([daysAgo]) => {
      const at = generatedAt - daysAgo * DAY_MS;
      return at >= from && at < until;
    });
    if (inPeriod.length === 0) continue;
    let units = 0;
    let net = 0;
    for (const [, quantity, amount, returned] of inPeriod) {
      if (returned === 1) {
        counts.returns += 1;
        cents.returned += amount;
      } else {
        counts.transactions += 1;
        cents.sold += amount;
      }
      units += returned === 1 ? -quantity : quantity;
      net += returned === 1 ? -amount : amount;
    }
    if (inPeriod.some(([, , , returned]) => returned === 0)) counts.buyers += 1;
    sales.push({ client: byEmail ? client.email : client.phone, quantity: units, finalValue: net / 100 });
  }
  sales.sort((a, b) => b.finalValue - a.finalValue || a.client.localeCompare(b.client));
  return {
    kind: 'summary',
    summary: { clients: counts.buyers, returns: counts.returns, total: cents.sold / 100, totalReturned: cents.returned / 100, transactions: counts.transactions },
    sales,
  };
}

/** The report of `request` over the demo pharmacy's clients; an unknown pharmacy has none, so no purchases. */
export function demoCampaignReport(db: DemoDatabase, request: CampaignReportRequest): CampaignReportResult {
  const clients = demoReportClients(db);
  return report(clients.clientsOf(request.eid.trim()), clients.generatedAt, request);
}
