import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { parseCsv } from '@domain/exports';
import { biReportAddress, cachedSalesVariation, familyTable, productKind, salesVariation, type EntityReportGateway } from '@domain/reports';
import { HttpEntityReportGateway, InMemoryEntityReportGateway } from '@adapters/reports';
import { MemoryStorage, ServiceTokens } from '@adapters/shared';
import { aPharmacySession } from '../../support/builders/session.builder';
import { describeContract, useFakeApi } from '../../support/contract';
import { apiErrorOf, failure } from '../../support/failure';
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
      const global = globalRows(await world().port.globalReport(500));
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

    it('gives the global report as a CSV file: a header and one row per month, decimals with a comma', async () => {
      const bytes = await world().port.globalReport(500);
      // A UTF-8 byte-order mark first, so spreadsheet programs read the accents.
      expect([...new Uint8Array(bytes.slice(0, 3))]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      const [header, first] = text.split('\r\n');
      expect(header).toBe('"Año";"Mes";"Ventas (€)";"Operaciones";"Ticket medio (€)";"Unidades por ticket";"Stock (€)";"Cobertura (meses)"');
      expect(first).toBe('"2024";"9";"76015,29";"3891";"19,54";"2,34";"149362,36";"2,81"');
      expect(text.split('\r\n')).toHaveLength(27);
    });

    it("gives the cached monthly sales, whose variation for a month is the sales report's against the same month a year before", async () => {
      const cache = await world().port.salesCache(500);
      expect(cache).toHaveLength(26);
      const sales = await world().port.salesReport(500, SEPTEMBER);
      const current = sales.totalSales.currentYear.at(-1) ?? 0;
      const previous = sales.totalSales.previousYear.at(-1) ?? 0;
      expect(cachedSalesVariation(cache, SEPTEMBER)).toEqual(salesVariation(current, previous));
      expect(cachedSalesVariation(cache, { year: 2024, month: 9 })).toEqual({ ok: false, error: 'NO_PREVIOUS_SALES' });
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

/** The global report's CSV rows as numbers (';' separated, quoted, decimals with a comma). */
function globalRows(bytes: ArrayBuffer): { year: number; month: number; totalSales: number }[] {
  const parsed = parseCsv(new TextDecoder().decode(bytes));
  if (!parsed.ok) throw new Error('The global report is not CSV');
  const number = (cell: string | undefined) => Number((cell ?? '').replace(',', '.'));
  return parsed.value.slice(1).map((row) => ({ year: number(row[0]), month: number(row[1]), totalSales: number(row[2]) }));
}

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

  it('GETs /api/v2/getGlobalReport/{eid} with the identity headers and no body, asking for CSV', async () => {
    await gateway().globalReport(500);
    expect(world().fake.requests.map((request) => `${request.method} ${request.url.origin}${request.url.pathname}${request.url.search}`)).toEqual(['GET http://api.test/api/v2/getGlobalReport/500']);
    const [call] = world().fake.requests;
    expect([call?.headers.eid, call?.headers.uid, call?.headers.token]).toEqual(['731', '42', 'pharmacy-token']);
    expect(call?.headers.accept).toBe('text/csv');
    expect(call?.body).toBeUndefined();
  });

  it("keeps the server's CSV as it is: its separator, decimals, encoding and line breaks", async () => {
    const csv = new Uint8Array([0x61, 0x6e, 0x79, 0x6f, 0x2c, 0x6d, 0x65, 0x73, 0x2c, 0x76, 0x65, 0x6e, 0x74, 0x61, 0x73, 0x0a, 0x32, 0x30, 0x32, 0x36, 0x2c, 0x39, 0x2c, 0x22, 0x31, 0x32, 0x33, 0x2c, 0x34, 0x22, 0x0a, 0xf1]);
    world().fake.server.use(mswHttp.get('http://api.test/api/v2/getGlobalReport/:eid', () => new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=latin1' } })));
    expect(new Uint8Array(await gateway().globalReport(500))).toEqual(csv);
  });

  it("says the server's words when it answers the global report with success: false", async () => {
    world().fake.server.use(mswHttp.get('http://api.test/api/v2/getGlobalReport/:eid', () => HttpResponse.json({ success: false, message: 'Informe no disponible' })));
    expect(await apiErrorOf(gateway().globalReport(500))).toMatchObject({ kind: 'server-message', serverMessage: 'Informe no disponible' });
  });

  it('GETs /api/v2/global-cache with the identity headers, no query and no body, and keeps the pharmacy\'s months', async () => {
    world().fake.server.use(
      mswHttp.get('http://api.test/api/v2/global-cache', () =>
        HttpResponse.json({
          success: true,
          data: [
            { year: 2026, month: 10, total_sales: '12345.6' },
            { year: '2025', month: '10', total_sales: 10_000 },
            { eid: 731, year: 2026, month: 9, total_sales: 9000 },
            { eid: 999, year: 2026, month: 8, total_sales: 1 },
          ],
        }),
      ),
    );
    expect(await gateway().salesCache(731)).toEqual([
      { year: 2026, month: 10, totalSales: 12_345.6 },
      { year: 2025, month: 10, totalSales: 10_000 },
      { year: 2026, month: 9, totalSales: 9000 },
    ]);
    expect(world().fake.requests.map((request) => `${request.method} ${request.url.origin}${request.url.pathname}${request.url.search}`)).toEqual(['GET http://api.test/api/v2/global-cache']);
    const [call] = world().fake.requests;
    expect([call?.headers.eid, call?.headers.uid, call?.headers.token]).toEqual(['731', '42', 'pharmacy-token']);
    expect(call?.body).toBeUndefined();
  });

  it('computes the sales variation from global-cache, never from the report service', async () => {
    await gateway().salesCache(500);
    expect(world().fake.requests.map((request) => request.url.pathname)).toEqual(['/api/v2/global-cache']);
  });

  it('refuses an Excel answer whose address is not a web address', async () => {
    world().fake.server.use(mswHttp.put(`http://api.test/api/v1/entity/:eid/mainpanel/excel/:rid`, () => HttpResponse.json({ success: true, data: { target: { webUrl: 'javascript:alert(1)' } } })));
    expect((await failure(gateway().excelReport(500, 'r500-202609'))).kind).toBe('bad-response');
  });
});
