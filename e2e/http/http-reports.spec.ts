import { expect, expectAccessible, signIn, test } from '../support/fixtures';
import { serveApi } from './fake-api';

/** Where the token of the reports service sends the application (GET /api/v1/tokens/reports). */
const REPORTS = 'http://informes.test';
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS' };

/** 13 months of a measure, oldest first: the report's charts keep the last 12. */
const months = (first: number, step: number, last: number): number[] => [...Array.from({ length: 12 }, (_, index) => first + index * step), last];

test.describe('http profile: the entity report through the reports service', () => {
  test("reads the pharmacy's reports and the month's sales through the service its token names, the variation from the global cache, and tells a month it cannot read", async ({ page }) => {
    const caches: (string | undefined)[] = [];
    await serveApi(page, (call, _url, request, json) => {
      if (call === 'GET /api/v1/tokens/reports') return json(200, { url: REPORTS, token: 'rep-token', ttl: 3600 });
      // The month's sales variation comes from the global cache of the main API (spec 3 §7), not from the reports service.
      if (call === 'GET /api/v2/global-cache') {
        caches.push(request.headers().eid);
        return json(200, { success: true, data: [{ year: 2025, month: 10, total_sales: 10_000 }, { year: 2026, month: 10, total_sales: '12345.6' }, { year: 2026, month: 9, total_sales: 12_000 }] });
      }
      return undefined;
    });
    const calls: { call: string; token: string | undefined }[] = [];
    await page.route(`${REPORTS}/**`, async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      const json = (status: number, answer: unknown) => route.fulfill({ status, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify(answer) });
      const call = `${request.method()} ${new URL(request.url()).pathname}`;
      calls.push({ call, token: request.headers()['x-access-token'] });
      if (call === 'GET /entity/500/reports')
        return json(200, { success: true, data: [{ id: 'r-2026-10', year: 2026, month: 10 }, { id: 'r-2026-09', year: '2026', month: '9' }] });
      if (call === 'GET /entity/500/report/2026/10/sales')
        return json(200, {
          success: true,
          data: {
            total_sales: { previous_year: months(9000, 50, 10_000), current_year: [...months(9500, 60, 12_345.6)].map(String) },
            average_ticket_evolution: { previous_year: months(18, 0.1, 19.5), current_year: months(19, 0.1, 21.25) },
            units_per_ticket_evolution: { previous_year: months(1.5, 0.01, 1.6), current_year: months(1.6, 0.01, null as unknown as number) },
          },
        });
      if (call === 'GET /entity/500/report/2026/9/sales') return json(500, { message: 'internal error' });
      return json(404, { message: `No existe ${call}` });
    });

    await signIn(page, 'farmacia', 'secreta');
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    await page.goto('./#/app-h/mainpanel');
    await expect(page.getByTestId('report-month')).toHaveValue('2026-10');
    await expect(page.getByTestId('month-sales')).toHaveText('12.345,60 €');
    await expect(page.getByTestId('sales-variation')).toHaveText('▲ +23,5 %');
    expect(caches).toEqual(['500']);
    const totals = page.getByRole('figure', { name: 'Ventas totales' });
    await totals.getByRole('button', { name: 'Ver tabla' }).click();
    // The 13th month is dropped: the table's last row is October, 12.345,60 € against 10.000,00 €.
    await expect(totals.getByRole('row').last()).toHaveText(/oct.*10\.000,00 €.*12\.345,60 €/);
    await expect(totals.getByRole('row')).toHaveCount(13);
    expect(calls.map((entry) => entry.call)).toEqual(['GET /entity/500/reports', 'GET /entity/500/report/2026/10/sales']);
    expect(calls.every((entry) => entry.token === 'rep-token')).toBe(true);

    await page.getByRole('button', { name: 'Mes anterior' }).click();
    await expect(page.getByTestId('report-month')).toHaveValue('2026-09');
    await expect(page.getByText('No ha sido posible obtener el informe de ventas')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expectAccessible(page);
  });
});
