import type { CampaignReportForm, CampaignReportRequest, CampaignReportSummary, ClientSales } from '@domain/campaign-reports';

/** The campaign-report form filled in for pharmacy 1087 with two emails and March 2026 (Madrid). */
export function aCampaignReportForm(overrides: Partial<CampaignReportForm> = {}): CampaignReportForm {
  return { kind: 'email', pharmacyId: '1087', dateMin: Date.UTC(2026, 1, 28, 23), dateMax: Date.UTC(2026, 2, 30, 22), pastedList: 'ana@farmacia.es\nluis@correo.com', ...overrides };
}

/** A report request for pharmacy 500, one email, no dates. */
export function aCampaignReportRequest(overrides: Partial<CampaignReportRequest> = {}): CampaignReportRequest {
  return { eid: '500', erp: ['a@b.es'], dateMin: undefined, dateMax: undefined, ...overrides };
}

/** A report's aggregate answer: 12 clients, 30 sales, 1.534,70 € sold and 40,25 € returned. */
export function aCampaignReportSummary(overrides: Partial<CampaignReportSummary> = {}): CampaignReportSummary {
  return { clients: 12, returns: 2, total: 1534.7, totalReturned: 40.25, transactions: 30, ...overrides };
}

/** One client's sales: three units, 45,90 €. */
export function aClientSale(overrides: Partial<ClientSales> = {}): ClientSales {
  return { client: 'ana@farmacia.es', quantity: 3, finalValue: 45.9, ...overrides };
}
