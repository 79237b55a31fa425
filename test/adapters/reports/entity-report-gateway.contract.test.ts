import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { biReportAddress, familyTable, productKind, type EntityReportGateway } from '@domain/reports';
import { HttpEntityReportGateway, InMemoryEntityReportGateway } from '@adapters/reports';
import { MemoryStorage, ServiceTokens } from '@adapters/shared';
import { aPharmacySession } from '../../support/builders/session.builder';
import { describeContract, useFakeApi } from '../../support/contract';
import { failure } from '../../support/failure';
import { FAKE_BI_REPORT_URL, FAKE_REPORTS_URL, fakeReportHandlers } from '../../support/fake-reports';

// The contract instant is 21/11/2026: 26 reports, October 2026 (stock not closed) back to September 2024.
const SEPTEMBER = { year: 2026, month: 9 };

describeContract<EntityReportGateway>(
  'EntityReportGateway',
  {
    memory: ({ db, clock }) => new InMemoryEntityReportGateway({ db, clock }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakeReportHandlers(clock));
      return new HttpEntityReportGateway({ http, tokens: new ServiceTokens({ http, storage: new MemoryStorage(), clock }), biReportUrl: FAKE_BI_REPORT_URL });
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aPharmacySession()));

    it('lists 26 monthly reports, the newest the month before today', async () => {
      const reports = await world().port.reports(500);
      expect(reports).toHaveLength(26);
      expect(reports[0]).toEqual({ id: 'r500-202610', year: 2026, month: 10 });
      expect(reports.at(-1)).toEqual({ id: 'r500-202409', year: 2024, month: 9 });
    });

    it('gives a sales report of 12 months for both years, coherent with the staff and the global report', async () => {
      const sales = await world().port.salesReport(500, SEPTEMBER);
      for (const series of [sales.totalSales, sales.averageTicketEvolution, sales.unitsPerTicketEvolution]) {
        expect(series.previousYear).toHaveLength(12);
        expect(series.currentYear).toHaveLength(12);
      }
      expect(sales.staffResumes.length).toBeGreaterThanOrEqual(6);
      expect(sales.staffResumes.length).toBeLessThanOrEqual(10);
      expect(sales.staffResumes.every((resume) => resume.evolution.salesAmount.currentYear.length === 12)).toBe(true);
      const staffSeptember = sales.staffResumes.reduce((sum, resume) => sum + (resume.evolution.salesAmount.currentYear.at(-1) ?? 0), 0);
      const september = sales.totalSales.currentYear.at(-1) ?? 0;
      expect(Math.abs(staffSeptember - september) / september).toBeLessThan(0.15);
      const global = await world().port.globalReport(500);
      expect(global).toHaveLength(26);
      expect(global.find((row) => row.year === 2026 && row.month === 9)?.totalSales).toBe(september);
      // The next month's evolution shows this September one month earlier.
      const october = await world().port.salesReport(500, { year: 2026, month: 10 });
      expect(october.totalSales.currentYear.at(-2)).toBe(september);
    });

    it('gives a finished stock report with low-rotation products in both code ranges, and an unfinished newest month', async () => {
      const stock = await world().port.stockReport(500, SEPTEMBER);
      expect(stock.done).toBe(true);
      expect(stock.coverageThreshold).toBe(3);
      expect(stock.totalStock.totalValue).toBeCloseTo(stock.freeStock.totalValue + stock.prescriptionStock.totalValue, 1);
      const kinds = new Set(stock.lowRotationProducts.map((product) => productKind(product.idProduct)));
      expect(kinds).toEqual(new Set(['free', 'prescription']));
      expect((await world().port.stockReport(500, { year: 2026, month: 10 })).done).toBe(false);
    });

    it('gives the per-family stock: super-families whose families add up to them', async () => {
      const rows = await world().port.familyStock(500, SEPTEMBER);
      const table = familyTable(rows);
      expect(table.groups.map((group) => group.superFamily?.name)).toEqual(['Medicamentos', 'Dermocosmética', 'Higiene', 'Nutrición', 'Ortopedia']);
      for (const group of table.groups) {
        const families = group.families.reduce((sum, row) => sum + row.stockAmount, 0);
        expect(group.superFamily?.stockAmount).toBeCloseTo(families, 1);
      }
    });

    it('gives a per-family stock whose totals are the stock report\'s, to the cent', async () => {
      for (const month of [SEPTEMBER, { year: 2026, month: 10 }, { year: 2025, month: 8 }, { year: 2024, month: 9 }]) {
        const [stock, rows] = await Promise.all([world().port.stockReport(500, month), world().port.familyStock(500, month)]);
        const totals = familyTable(rows).totals;
        expect(totals.stockAmount).toBe(stock.totalStock.totalValue);
        expect(totals.lowRotationAmount).toBe(stock.totalStock.lowRotationAmount);
        expect(rows.every((row) => row.lowRotationAmount >= 0 && row.lowRotationAmount <= row.stockAmount)).toBe(true);
      }
    });

    it("gives the month's campaigns and their results", async () => {
      const marketing = await world().port.marketingReport(500, SEPTEMBER);
      expect(marketing.campaigns.length).toBeGreaterThan(0);
      expect(marketing.emailCampaigns + marketing.smsCampaigns).toBe(marketing.campaigns.length);
      expect(marketing.sent).toBe(marketing.campaigns.reduce((sum, campaign) => sum + campaign.sent, 0));
    });

    it('generates the Excel report of a listed report, at an address the browser can open', async () => {
      const target = await world().port.excelReport(500, 'r500-202609');
      expect(target.webUrl).toMatch(/^(blob:|https:\/\/)/);
    });

    it('refuses a month outside the reports, an unknown report and an unknown pharmacy', async () => {
      expect(await failure(world().port.salesReport(500, { year: 2019, month: 1 }))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.excelReport(500, 'r500-201901'))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.reports(99_999))).toEqual({ kind: 'not-found', status: 404 });
    });

    it("turns the BI token into the parameters of the report's address", async () => {
      const bi = await world().port.biReport(500, 'bi-stocks');
      expect(bi.parameters.type).toBe('bi-stocks');
      expect(bi.parameters.token).toBe('demo-bi-500-bi-stocks');
      expect(bi.parameters.figures?.split(',')).toHaveLength(12);
      expect(biReportAddress(bi.base, bi.parameters).ok).toBe(true);
    });
  },
);

describe('HttpEntityReportGateway wire format', () => {
  const world = useFakeApi();
  const gateway = () => new HttpEntityReportGateway({ http: world().http, tokens: new ServiceTokens({ http: world().http, storage: new MemoryStorage(), clock: world().clock }), biReportUrl: FAKE_BI_REPORT_URL });

  beforeEach(() => {
    world().fake.server.use(...fakeReportHandlers(world().clock));
    world().signIn(aPharmacySession());
  });

  it("asks the report service at its token's address, with the token in x-access-token", async () => {
    await gateway().stockReport(500, SEPTEMBER);
    const [call] = world().fake.requestsTo('/reports/entity/500/report/2026/9/stock');
    expect(call?.method).toBe('GET');
    expect(call?.headers['x-access-token']).toMatch(/^ext-reports-/);
    expect(`${call?.url.origin ?? ''}${call?.url.pathname ?? ''}`).toBe(`${FAKE_REPORTS_URL}/entity/500/report/2026/9/stock`);
  });

  it('POSTs {eid, year, month} to campaignReport and {pharmacy_id} to newBi', async () => {
    await gateway().marketingReport(500, SEPTEMBER);
    expect(world().fake.requestsTo('/api/v1/reports/campaignReport')[0]?.body).toEqual({ eid: 500, year: 2026, month: 9 });
    await gateway().biReport(500, 'bi-sales');
    const [bi] = world().fake.requestsTo('/api/v1/tokens/500/newBi/bi-sales');
    expect(bi?.method).toBe('POST');
    expect(bi?.body).toEqual({ pharmacy_id: 500 });
  });

  it('gives the Excel report 60 seconds', async () => {
    const send = vi.spyOn(world().http, 'send');
    await gateway().excelReport(500, 'r500-202609');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/api/v1/entity/500/mainpanel/excel/r500-202609', timeoutMs: 60_000 }));
  });

  it('refuses an Excel answer whose address is not a web address', async () => {
    world().fake.server.use(mswHttp.put(`http://api.test/api/v1/entity/:eid/mainpanel/excel/:rid`, () => HttpResponse.json({ success: true, data: { target: { webUrl: 'javascript:alert(1)' } } })));
    expect((await failure(gateway().excelReport(500, 'r500-202609'))).kind).toBe('bad-response');
  });
});
