import type { Page, Request } from '@playwright/test';

/** The API base URL the http profile's end-to-end build is configured with (`npm run build:http-e2e`). */
export const API = 'http://api.test';
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS' };
const HOUR = 3_600_000;

export interface FakeApi {
  months: { id: string; monthYear: string; blocked: boolean }[];
  failMonthUpdates: boolean;
  /** Every call the application made, with the identity headers it sent. */
  calls: { call: string; eid: string | undefined; uid: string | undefined; token: string | undefined; body: unknown }[];
}

export const users = {
  farmacia: {
    user: { uid: 2, name: 'Carmen Llorente', username: 'farmacia', lang: 'es', rights: { campaigns: 2, segments: 2, clients: 2, dashboard: 2, entity_dashboard: 2 }, owner: 'provider' },
    entity: { eid: 500, name: 'Farmacia Llorente', erp: 'Farmatic', isDemo: false, rights: { module_segments_active: true, module_loyalty_active: 'true' } },
  },
  backoffice: {
    user: { uid: 1, name: 'Beatriz Ortega', username: 'backoffice', lang: 'es', rights: {}, owner: 'provider' },
    entity: { eid: -1, name: 'Backoffice', erp: '', isDemo: false, rights: {} },
  },
} as const;

/** Answers one more call of the API, or gives undefined to leave it to the others. */
export type ExtraCall = (call: string, url: URL, request: Request, json: (status: number, answer: unknown) => Promise<void>) => Promise<void> | undefined;

/**
 * Answers the documented API for the calls the screens make, as the real server would: the session,
 * the dashboard's, the entity list's and the campaign months' calls, and what `extra` answers.
 */
export async function serveApi(page: Page, extra?: ExtraCall): Promise<FakeApi> {
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
      return json(200, { success: true, data: { ...account, cfToken: { token: `token-${user}`, ttl: Date.now() + 8 * HOUR }, dsToken: `ds-token-${user}` } });
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
    const answered = extra?.(call, url, request, json);
    if (answered !== undefined) return answered;
    return json(404, { success: false, message: `No existe ${call}` });
  });
  return api;
}
