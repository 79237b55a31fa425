import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { DEMO_SEED, generateDemoData, type DemoData, type DemoPharmacy, type DemoUser } from '@adapters/demo';
import { LEGAL_TERMS_DOCUMENT } from '@adapters/session/demo-legal-terms';
import { SESSION_TTL_MS } from '@domain/session';
import { undocumentedRequest } from './api-check';

/** Base URLs the fake services answer on. */
export const FAKE_URLS = {
  api: 'http://api.test',
  auth: 'http://auth.test',
  frontVersion: 'http://front.test',
  jobs: 'http://jobs.test',
  digitalServices: 'http://ds.test',
} as const;

/** A request the fake API received, as the contract tests pin it. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** The documented API served from a demo data set, so both adapters of a port see the same data. */
export interface FakeApi {
  readonly server: SetupServer;
  readonly data: DemoData;
  readonly requests: RecordedRequest[];
  /** The requests whose path is `path`. */
  requestsTo(path: string): RecordedRequest[];
  /** Why each request the documents in docs/api/ do not list was refused (ADR 31), once `checked()` settles. */
  readonly undocumented: string[];
  /** Settles once every request received so far has been checked against docs/api/. */
  checked(): Promise<void>;
  /** The clock the fake server stamps tokens with. */
  now: number;
  executionMode: string;
  frontVersion: string;
}

/** Builds the fake API over the same demo data set the memory profile generates. */
export function createFakeApi(options: { now: number; pharmacyCount?: number }): FakeApi {
  const data = generateDemoData({ seed: DEMO_SEED, pharmacyCount: options.pharmacyCount ?? 48, now: options.now });
  const requests: RecordedRequest[] = [];
  const undocumented: string[] = [];
  const checks: Promise<void>[] = [];
  const api: FakeApi = {
    server: undefined as unknown as SetupServer,
    data,
    requests,
    requestsTo: (path) => requests.filter((request) => request.url.pathname === path),
    undocumented,
    checked: async () => {
      await Promise.all(checks);
    },
    now: options.now,
    executionMode: 'development',
    frontVersion: '2.4.0',
  };
  // Every request is recorded as it starts, whichever handler answers it (tests may prepend their own).
  const server = setupServer(...fakeHandlers(api));
  server.events.on('request:start', ({ request }) => {
    const entry: { -readonly [K in keyof RecordedRequest]: RecordedRequest[K] } = {
      method: request.method,
      url: new URL(request.url),
      headers: Object.fromEntries(request.headers.entries()),
      body: undefined,
    };
    requests.push(entry);
    const check = request
      .clone()
      .text()
      .then((text) => {
        const why = undocumentedRequest({ method: entry.method, url: entry.url, headers: entry.headers, body: text });
        if (why !== undefined) undocumented.push(why);
        if (text === '') return;
        try {
          entry.body = JSON.parse(text);
        } catch {
          entry.body = text;
        }
      });
    checks.push(check.catch(() => undefined));
  });
  (api as { server: SetupServer }).server = server;
  return api;
}

const ok = (data: unknown): Response => HttpResponse.json({ success: true, data });
const forbidden = (message: string): Response => HttpResponse.json({ success: false, message }, { status: 403 });

function loginAnswer(api: FakeApi, user: DemoUser): unknown {
  const pharmacy = api.data.pharmacies.find((candidate) => candidate.eid === user.eid);
  return {
    user: { uid: user.uid, name: user.name, username: user.username, lang: user.lang, rights: user.rights, owner: user.owner },
    entity: user.eid === -1 ? { eid: -1, name: 'Backoffice', erp: '', isDemo: false, rights: {} } : pharmacy === undefined ? null : entityDto(pharmacy),
    cfToken: { token: `token-${user.uid}`, ttl: api.now + SESSION_TTL_MS },
    dsToken: `ds-token-${user.uid}`,
  };
}

function entityDto(pharmacy: DemoPharmacy): unknown {
  return { eid: pharmacy.eid, name: pharmacy.name, erp: pharmacy.erp, isDemo: pharmacy.isDemo, rights: pharmacy.rights };
}

function monthText(month: { year: number; month: number } | undefined): string | null {
  return month === undefined ? null : `${month.month}/${month.year}`;
}

/** The documented calls of the foundation, answering as the real API does. */
function fakeHandlers(api: FakeApi): HttpHandler[] {
  const base = FAKE_URLS.api;
  const authorised = (request: Request): boolean => (request.headers.get('token') ?? '') !== '';
  return [
    http.post(`${base}/api/v1/login/user`, async ({ request }) => {
      const body = (await request.json()) as { user?: string; password?: string };
      const user = api.data.users.find((candidate) => candidate.username === body.user);
      if (user === undefined || user.password !== body.password) return forbidden('Usuario o contraseña incorrectos');
      return ok(loginAnswer(api, user));
    }),
    http.get(`${base}/api/v1/login/embedded/:token/uid/:uid/eid/:eid`, ({ params }) => {
      const user = api.data.users.find((candidate) => String(candidate.uid) === params.uid && String(candidate.eid) === params.eid);
      if (params.token !== 'demo-token' || user === undefined) return forbidden('Token no válido');
      return ok(loginAnswer(api, user));
    }),
    http.post(`${FAKE_URLS.auth}/login/embedded/:token`, ({ params }) => {
      const user = api.data.users.find((candidate) => candidate.username === 'farmacia');
      if (params.token !== 'demo-token' || user === undefined) return forbidden('Token no válido');
      return ok(loginAnswer(api, user));
    }),
    http.get(`${base}/api/v1/login/eid/:eid`, ({ request, params }) => {
      if (request.headers.get('eid') !== '-1' || !authorised(request)) return forbidden('Sin permiso');
      const pharmacy = api.data.pharmacies.find((candidate) => String(candidate.eid) === params.eid);
      if (pharmacy === undefined) return HttpResponse.json({ success: false, message: 'Farmacia no encontrada' }, { status: 404 });
      const user = api.data.users.find((candidate) => candidate.eid === -1);
      return ok({ ...(loginAnswer(api, user as DemoUser) as object), entity: entityDto(pharmacy), cfToken: { token: `entity-${pharmacy.eid}`, ttl: api.now + SESSION_TTL_MS }, dsToken: `ds-entity-${pharmacy.eid}` });
    }),
    http.get(`${base}/api/v2/legal/general_conditions/:eid`, ({ params }) => {
      const pharmacy = api.data.pharmacies.find((candidate) => String(candidate.eid) === params.eid);
      if (pharmacy === undefined) return HttpResponse.json({ success: false, message: 'Farmacia no encontrada' }, { status: 404 });
      return ok({ document: LEGAL_TERMS_DOCUMENT, signatures: Array.from({ length: pharmacy.legalSignatures }, (_, index) => ({ id: index + 1 })) });
    }),
    http.post(`${base}/api/v2/legal/general_conditions/sign`, async ({ request }) => {
      const body = (await request.json()) as { eid: number; name: string; uid: number };
      if (body.name.trim() === '') return HttpResponse.json({ success: false, message: 'Falta el nombre de quien firma' });
      const pharmacy = api.data.pharmacies.find((candidate) => candidate.eid === body.eid);
      if (pharmacy === undefined) return HttpResponse.json({ success: false, message: 'Farmacia no encontrada' }, { status: 404 });
      api.data.pharmacies[api.data.pharmacies.indexOf(pharmacy)] = { ...pharmacy, legalSignatures: pharmacy.legalSignatures + 1 };
      return ok(true);
    }),
    http.get(`${base}/api/v1/server/info`, () => HttpResponse.json({ execution_mode: api.executionMode })),
    http.get(`${FAKE_URLS.frontVersion}/app/version.json`, () => HttpResponse.json({ app_version: api.frontVersion })),
    http.get(`${base}/api/v2/getServicesConfig`, ({ request }) => {
      const eid = new URL(request.url).searchParams.get('pharmacyId');
      const pharmacy = api.data.pharmacies.find((candidate) => String(candidate.eid) === eid);
      if (pharmacy === undefined) return HttpResponse.json({ success: false, message: 'Farmacia no encontrada' }, { status: 404 });
      const services = pharmacy.services;
      return ok({
        base_URL: services.baseUrl,
        // The shop's credentials (spec 3 §7): only the express-order adapter reads them.
        username: services.baseUrl === '' ? '' : `pedidos-${pharmacy.eid}`,
        password: services.baseUrl === '' ? '' : `clave-${pharmacy.eid}`,
        orderExpressEnabled: services.orderExpressEnabled,
        spdEnabled: services.spdEnabled ? 1 : 0,
        citaPreviaEnabled: services.citaPreviaEnabled ? 'true' : 'false',
        pharmacyLegacyId: services.pharmacyLegacyId,
      });
    }),
    http.get(`${base}/api/v3/settings/:eid/info`, ({ params }) => {
      const pharmacy = api.data.pharmacies.find((candidate) => String(candidate.eid) === params.eid);
      if (pharmacy === undefined) return HttpResponse.json({ success: false, message: 'Farmacia no encontrada' }, { status: 404 });
      return ok({ services: pharmacy.enabledServices, domain: pharmacy.website });
    }),
    http.get(`${base}/api/v1/entities/extendedlist`, ({ request }) => {
      if (request.headers.get('eid') !== '-1') return forbidden('Sin permiso');
      return ok(
        api.data.pharmacies.map((pharmacy) => ({
          id: pharmacy.eid,
          name: pharmacy.name,
          contact_name: pharmacy.contactName,
          logic_group: pharmacy.kam,
          settings: { DATA_UPLOADER_CLASS: pharmacy.erp, LAST_UPLOAD_DATE: new Date(pharmacy.lastUploadDate).toISOString() },
          lastCache: monthText(pharmacy.lastCache),
          lastReport: monthText(pharmacy.lastReport),
        })),
      );
    }),
    http.get(`${base}/api/v1/tokens/:api`, ({ params }) => {
      // Tokens are numbered per service: the first one handed out for 'jobs' is 'ext-jobs-1'.
      const issued = api.requests.filter((request) => request.url.pathname === `/api/v1/tokens/${String(params.api)}`).length;
      return HttpResponse.json({ url: `${FAKE_URLS.jobs}/${String(params.api)}`, token: `ext-${String(params.api)}-${issued}`, ttl: 3600 });
    }),
  ];
}
