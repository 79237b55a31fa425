import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/fixtures';

/** The API base URL the http profile's end-to-end build is configured with (`npm run build:http-e2e`). */
const API = 'http://api.test';
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS' };
const HOUR = 3_600_000;

interface FakeApi {
  months: { id: string; monthYear: string; blocked: boolean }[];
  failMonthUpdates: boolean;
  /** Every call the application made, with the identity headers it sent. */
  calls: { call: string; eid: string | undefined; uid: string | undefined; token: string | undefined; body: unknown }[];
}

const users = {
  farmacia: {
    user: { uid: 2, name: 'Carmen Llorente', username: 'farmacia', lang: 'es', rights: { campaigns: 2, segments: 2, clients: 2, dashboard: 2, entity_dashboard: 2 }, owner: 'provider' },
    entity: { eid: 500, name: 'Farmacia Llorente', erp: 'Farmatic', isDemo: false, rights: { module_segments_active: true, module_loyalty_active: 'true' } },
  },
  backoffice: {
    user: { uid: 1, name: 'Beatriz Ortega', username: 'backoffice', lang: 'es', rights: {}, owner: 'provider' },
    entity: { eid: -1, name: 'Backoffice', erp: '', isDemo: false, rights: {} },
  },
} as const;

/** Answers the documented API for the calls these screens make, as the real server would. */
async function serveApi(page: Page): Promise<FakeApi> {
  const api: FakeApi = {
    months: [
      { id: 'm-2026-12', monthYear: '2026-12', blocked: false },
      { id: 'm-2026-11', monthYear: '2026-11', blocked: false },
      { id: 'm-2026-10', monthYear: '2026-10', blocked: true },
    ],
    failMonthUpdates: false,
    calls: [],
  };
  await page.route(`${API}/**`, async (route) => {
    const request: Request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const url = new URL(request.url());
    const call = `${request.method()} ${url.pathname}`;
    const headers = request.headers();
    const body: unknown = request.postData() === null ? undefined : request.postDataJSON();
    api.calls.push({ call, eid: headers.eid, uid: headers.uid, token: headers.token, body });
    const json = (status: number, answer: unknown) => route.fulfill({ status, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify(answer) });
    if (call === 'GET /api/v1/server/info') return json(200, { execution_mode: 'development' });
    if (call === 'POST /api/v1/login/user') {
      const { user, password } = body as { user: string; password: string };
      const account = user === 'farmacia' || user === 'backoffice' ? users[user] : undefined;
      if (account === undefined || password !== 'secreta') return json(403, { success: false, message: 'Credenciales no válidas' });
      return json(200, { success: true, data: { ...account, cfToken: { token: `token-${user}`, ttl: Date.now() + 8 * HOUR } } });
    }
    if (call === 'GET /api/v2/legal/general_conditions/500') return json(200, { success: true, data: { document: 'Condiciones', signatures: [{ id: 1 }] } });
    if (call === 'GET /api/v2/getServicesConfig')
      return json(200, { success: true, data: { base_URL: '', orderExpressEnabled: true, spdEnabled: 0, citaPreviaEnabled: 'false', pharmacyLegacyId: 'L-500' } });
    if (call === 'GET /api/v3/settings/500/info') return json(200, { success: true, data: { services: ['bi-sales'], domain: 'farmacia-llorente.es' } });
    if (call === 'GET /api/v1/entities/extendedlist')
      return json(200, {
        success: true,
        data: [{ id: 500, name: 'Farmacia Llorente', contact_name: 'Carlos Ruiz', logic_group: 'KAM Norte', settings: { DATA_UPLOADER_CLASS: 'Farmatic', LAST_UPLOAD_DATE: '2026-11-20 08:00:00' } }],
      });
    if (call === 'GET /api/months') return json(200, { success: true, data: api.months });
    const monthUpdate = /^PUT \/api\/months\/(.+)$/.exec(call);
    if (monthUpdate !== null) {
      if (api.failMonthUpdates) return json(500, { message: 'internal error' });
      const month = api.months.find((candidate) => candidate.id === monthUpdate[1]);
      if (month !== undefined) month.blocked = (body as { blocked: boolean }).blocked;
      return json(200, { success: true, data: month });
    }
    const monthRead = /^GET \/api\/months\/(.+)$/.exec(call);
    if (monthRead !== null) return json(200, { success: true, data: api.months.find((candidate) => candidate.id === monthRead[1]) });
    return json(404, { success: false, message: `No existe ${call}` });
  });
  return api;
}

test.describe('http profile against the documented API', () => {
  test('signs the pharmacist in and builds her dashboard from the API, sending her identity', async ({ page }) => {
    const api = await serveApi(page);
    await signIn(page, 'farmacia', 'secreta');
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    await expect(page.getByTestId('active-entity')).toHaveText('Farmacia Llorente · 500');
    await expect(page).toHaveTitle('[DEV] Backoffice Farmacias · Escritorio');

    const login = api.calls.find((entry) => entry.call === 'POST /api/v1/login/user');
    expect(login).toMatchObject({ body: { user: 'farmacia', password: 'secreta' }, token: undefined });
    await expect.poll(() => api.calls.find((entry) => entry.call === 'GET /api/v3/settings/500/info')).toMatchObject({ eid: '500', uid: '2', token: 'token-farmacia' });
    await expectAccessible(page);
  });

  test('shows the forbidden and no-server login errors, keeping what was typed', async ({ page }) => {
    await serveApi(page);
    await page.goto('./');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    // The http profile has no demo data, so the login page lists no demo accounts.
    await expect(page.getByRole('heading', { name: 'Cuentas de demostración (contraseña: demo)' })).toHaveCount(0);
    await signIn(page, 'farmacia', 'equivocada');
    await expect(page.getByRole('alert')).toContainText('Usuario o contraseña incorrectos, o sin acceso a la aplicación.');
    await expect(page.getByLabel('Usuario', { exact: true })).toHaveValue('farmacia');

    await page.route(`${API}/api/v1/login/user`, (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Contraseña', { exact: true }).fill('secreta');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.');
  });

  test('lists the campaign months of the API and reverts a block the server refuses', async ({ page }) => {
    const api = await serveApi(page);
    await signIn(page, 'backoffice', 'secreta');
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/admin$/);
    await expect(page.getByRole('row', { name: /Farmacia Llorente/ })).toBeVisible();

    await page.getByRole('link', { name: 'Meses de campaña' }).click();
    const november = page.getByRole('switch', { name: 'Bloqueo de noviembre 2026' });
    await expect(november).not.toBeChecked();
    await november.click();
    await page.getByRole('dialog', { name: 'Bloquear mes' }).getByRole('button', { name: 'Bloquear' }).click();
    await expect(november).toBeChecked();
    expect(api.calls.find((entry) => entry.call === 'PUT /api/months/m-2026-11')).toMatchObject({ body: { blocked: true }, eid: '-1', uid: '1', token: 'token-backoffice' });

    api.failMonthUpdates = true;
    const december = page.getByRole('switch', { name: 'Bloqueo de diciembre 2026' });
    await december.click();
    await page.getByRole('dialog', { name: 'Bloquear mes' }).getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByText('Error al bloquear el mes')).toBeVisible();
    await expect(december).not.toBeChecked();
    await expectAccessible(page);
  });
});
