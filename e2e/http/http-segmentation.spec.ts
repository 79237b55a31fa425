import { utils, write as writeWorkbook } from '@e965/xlsx';
import type { Request } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/fixtures';
import { serveApi } from './fake-api';

/** Where the token of the segmentations service sends the application (GET /api/v1/tokens/segmentations). */
const SEGMENTATIONS = 'http://segmentaciones.test';
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS' };

const CLIENTS = [
  { id: 101, name: 'Ana Pérez Gil', email: 'ana.perez@correo.es', phone: '612000101', loyalty: 'FID100101', sources: { erp: true, ecommerce: false }, female: true },
  { id: 102, name: 'Luis Gómez Sanz', email: 'luis.gomez@correo.es', phone: '612000102', loyalty: '', sources: { erp: true, ecommerce: true }, female: false },
  { id: 103, name: 'Pedro Ruiz Mata', email: '', phone: '612000103', loyalty: '', sources: { erp: true, ecommerce: false }, female: false },
];

interface SegmentationsCall {
  readonly call: string;
  readonly token: string | undefined;
  readonly uid: string | undefined;
  readonly request: Request;
}

/** An .xlsx workbook of clients, as a spreadsheet program saves it. */
function clientsWorkbook(rows: unknown[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Clientes');
  return Buffer.from(writeWorkbook(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

test.describe('http profile: the segmentations service', () => {
  test('finds the clients through the service its token names, sending the token and the user, and imports a client file', async ({ page }) => {
    await serveApi(page, (call, _url, _request, json) =>
      call === 'GET /api/v1/tokens/segmentations' ? json(200, { url: SEGMENTATIONS, token: 'seg-token', ttl: 3600 }) : undefined,
    );
    const calls: SegmentationsCall[] = [];
    await page.route(`${SEGMENTATIONS}/**`, async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      const url = new URL(request.url());
      const call = `${request.method()} ${url.pathname}`;
      const headers = request.headers();
      calls.push({ call, token: headers['x-access-token'], uid: headers['x-farmacias-uid'], request });
      const json = (answer: unknown, status = 200) => route.fulfill({ status, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify(answer) });
      if (call === 'GET /api/v1/segments/filters/list/500' || call === 'POST /api/v1/segments/filters/list/500')
        return json({ product_families: [{ id: 1, name: 'Dermocosmética', subfamilies: [{ id: 11, name: 'Solares' }] }], client_categories: [] });
      if (call === 'GET /api/v1/segments/500') return json([]);
      if (call === 'POST /api/v1/dclients/500') {
        const body = request.postDataJSON() as { filters: { genre?: { female?: boolean } } };
        const rows = CLIENTS.filter((client) => body.filters.genre?.female !== true || client.female).map(({ female: _female, ...row }) => row);
        return json({ data: rows, total: rows.length, page: 1 });
      }
      if (call === 'POST /api/v1/clients/upload_excel/500') return json({ success: true, imported: 1 });
      return json({ success: false, message: `No existe ${call}` }, 404);
    });

    await signIn(page, 'farmacia', 'secreta');
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Segmentación' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Segmentación de clientes' })).toBeVisible();
    const count = page.getByTestId('segmentation-count');
    await expect(count).toHaveText('3 clientes');
    await expect(page.getByRole('row', { name: /Luis Gómez Sanz/ })).toBeVisible();

    await page.getByRole('checkbox', { name: 'Mujer' }).check();
    await expect(count).toHaveText('1 cliente');
    await expect(page.getByRole('row', { name: /Ana Pérez Gil/ })).toBeVisible();
    const searches = calls.filter((entry) => entry.call === 'POST /api/v1/dclients/500');
    expect(searches.at(-1)?.request.postDataJSON()).toMatchObject({ filters: { genre: { female: true, male: false } } });
    // The page and the sort are the data table's query (spec 1: page, count, sort-by, sort-order).
    expect(new URL(searches.at(-1)?.request.url() ?? '').search).toBe('?page=1&count=50&sort-by=name&sort-order=asc');
    for (const entry of calls) expect({ call: entry.call, token: entry.token, uid: entry.uid }).toEqual({ call: entry.call, token: 'seg-token', uid: '2' });

    await page.getByRole('button', { name: 'Importar clientes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar clientes' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'clientes.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: clientsWorkbook([['Nombre', 'Email'], ['Marta Nueva', 'marta.nueva@correo.es']]),
    });
    await expect(dialog.getByText('clientes.xlsx: 1 cliente importado.')).toBeVisible();
    const upload = calls.find((entry) => entry.call === 'POST /api/v1/clients/upload_excel/500');
    expect(upload?.request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.request.postDataBuffer()?.toString('latin1')).toContain('name="file"; filename="clientes.xlsx"');
    await expectAccessible(page);
  });
});
