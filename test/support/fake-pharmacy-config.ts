import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { DemoDatabase } from '@adapters/demo';
import { MemoryStorage } from '@adapters/shared';
import { InMemoryHealthcarePlatform, InMemoryPharmacyConfigGateway } from '@adapters/pharmacy-config';
import {
  landingToDto,
  mobileDataAnswer,
  mobileDataFromDto,
  mobileDataToDto,
  profileToDto,
  settingsAnswer,
  settingsFromDto,
  transactionalToDto,
} from '@adapters/pharmacy-config/pharmacy-config.dto';
import { FAKE_URLS } from './fake-api';

/** The healthcare platform's fake address and administrator account. */
export const FAKE_HEALTHIUM = { url: 'http://healthium.test', user: 'admin', password: 'secreto' } as const;

/**
 * The pharmacy configuration calls (spec 3 §7), the shop's plugin activation and the healthcare
 * platform, served from the demo data the memory profile generates at `clock`'s time, in the wire
 * format: flat settings keys (the landing's flags as 1 or 0, the transactional ones as 'true' or
 * 'false'), orderExpressEnabled as 0 or 1, and a sign-up change the server refuses answered 'ERROR'.
 * Requests without a token get 403.
 */
export function fakePharmacyConfigHandlers(clock: Clock): HttpHandler[] {
  const base = `${FAKE_URLS.api}/api/v2`;
  const db = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 });
  const gateway = new InMemoryPharmacyConfigGateway({ db, clock });
  const platform = new InMemoryHealthcarePlatform();
  const authorised = (request: Request): boolean => (request.headers.get('token') ?? '') !== '';
  const answer = async (request: Request, call: () => Promise<unknown>, options: { readonly signUp?: boolean } = {}): Promise<Response> => {
    if (!authorised(request)) return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
    try {
      const data = await call();
      return HttpResponse.json((data === undefined ? { success: true } : { success: true, data }) as JsonBodyType);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.kind === 'server-message') return options.signUp === true ? HttpResponse.json({ success: true, data: 'ERROR' }) : HttpResponse.json({ success: false, message: error.serverMessage });
      return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
    }
  };
  const eidOf = (params: Record<string, unknown>): number => Number(params.eid);
  const settingsWire = async (eid: number): Promise<Record<string, unknown>> => {
    const settings = await gateway.settings(eid);
    const landing = Object.fromEntries(Object.entries(landingToDto(settings.landing)).map(([key, value]) => [key, typeof value === 'boolean' ? (value ? 1 : 0) : value]));
    const transactional = Object.fromEntries(Object.entries(transactionalToDto(settings.transactional)).map(([key, value]) => [key, typeof value === 'boolean' ? String(value) : value]));
    return { status: settings.status, qrIdentifier: settings.qrIdentifier, ...profileToDto(settings.profile), ...landing, ...transactional, UNKNOWN_KEY: 'ignored' };
  };
  /** The settings with a saved body's keys laid over them, read as the adapter reads them. */
  const merged = async (eid: number, request: Request) => settingsFromDto(eid, v.parse(settingsAnswer, { success: true, data: { ...(await settingsWire(eid)), ...((await request.json()) as object) } }));
  const signUpWire = async (eid: number) => {
    const form = await gateway.signUpForm(eid);
    return { status: form.status, destinationMail: form.destinationMail, formLink: form.formLink, previewFormLink: form.previewFormLink, type: form.type, isApproved: form.isApproved ? 1 : 0 };
  };
  const body = async (request: Request): Promise<Record<string, unknown>> => {
    const text = await request.text();
    return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  };

  return [
    http.get(`${base}/getSettings/:eid`, ({ request, params }) => answer(request, () => settingsWire(eidOf(params)))),
    http.put(`${base}/configPharmacies/:eid`, ({ request, params }) => answer(request, async () => gateway.saveProfile(eidOf(params), (await merged(eidOf(params), request)).profile))),
    http.put(`${base}/configLanding/:eid`, ({ request, params }) => answer(request, async () => gateway.saveLanding(eidOf(params), (await merged(eidOf(params), request)).landing))),
    http.put(`${base}/configTransactionalPharmacyData/:eid`, ({ request, params }) =>
      answer(request, async () => gateway.saveTransactional(eidOf(params), (await merged(eidOf(params), request)).transactional)),
    ),
    http.put(`${base}/configHealthium/:eid`, ({ request, params }) =>
      answer(request, async () => {
        const dto = await body(request);
        await gateway.saveHealthium(eidOf(params), { healthiumId: String(dto.healthiumId), link: String(dto.LANDING_HEALTHIUM_LINK) });
      }),
    ),
    http.get(`${base}/pharmacies/:eid/mobileData`, ({ request, params }) => answer(request, async () => mobileDataToDto(await gateway.mobileData(eidOf(params))))),
    http.put(`${base}/pharmacies/:eid/mobileData`, ({ request, params }) =>
      answer(request, async () => gateway.saveMobileData(eidOf(params), mobileDataFromDto(v.parse(mobileDataAnswer, { success: true, data: await body(request) })))),
    ),
    http.get(`${base}/getServicesConfig`, ({ request }) =>
      answer(request, async () => {
        const config = await gateway.servicesConfig(Number(new URL(request.url).searchParams.get('pharmacyId')));
        return {
          base_URL: config.baseUrl,
          username: config.username,
          password: config.password,
          orderExpressEnabled: config.orderExpressEnabled ? 1 : 0,
          spdEnabled: config.spdEnabled ? 'true' : 'false',
          citaPreviaEnabled: config.citaPreviaEnabled,
          pharmacyLegacyId: Number(config.pharmacyLegacyId),
        };
      }),
    ),
    http.put(`${base}/putServicesConfig`, ({ request }) =>
      answer(request, async () => {
        const dto = await body(request);
        await gateway.saveServicesConfig(Number(dto.pharmacyId), {
          orderExpressEnabled: dto.orderExpressEnabled === 1,
          spdEnabled: dto.spdEnabled === true,
          citaPreviaEnabled: dto.citaPreviaEnabled === true,
          pharmacyLegacyId: String(dto.pharmacyLegacyId),
          username: String(dto.username),
          password: String(dto.password),
          baseUrl: String(dto.base_URL),
        });
      }),
    ),
    // The shop answers at its own https address: it knows its credentials once they are saved.
    http.post(/^https:\/\/[^/]+\/wp-json\/wp-express-order\/v1\/activate$/, async ({ request }) => {
      const origin = new URL(request.url).origin;
      const dto = await body(request);
      const owner = db.read().pharmacies.find((pharmacy) => `https://${pharmacy.website}` === origin);
      const config = owner === undefined ? undefined : await gateway.servicesConfig(owner.eid);
      if (config === undefined || config.username !== dto.Username || config.password !== dto.Password) return HttpResponse.json({ success: false, message: 'Credenciales del plugin incorrectas' }, { status: 401 });
      return HttpResponse.json({ success: true, activated: true });
    }),
    http.get(`${base}/pharmacies/:eid/sign-up-form/info`, ({ request, params }) => answer(request, () => signUpWire(eidOf(params)))),
    http.post(`${base}/pharmacies/:eid/sign-up-form/generate`, ({ request, params }) =>
      answer(
        request,
        async () => {
          const dto = await body(request);
          const form = await gateway.generateSignUpForm(eidOf(params), dto.type === 'individual' ? 'individual' : 'corporate');
          return { formLink: form.formLink, previewFormLink: form.previewFormLink, status: form.status };
        },
        { signUp: true },
      ),
    ),
    http.post(`${base}/pharmacies/:eid/sign-up-form/save`, ({ request, params }) =>
      answer(request, async () => ({ status: (await gateway.saveSignUpForm(eidOf(params), (await body(request)).type === 'individual' ? 'individual' : 'corporate')).status }), { signUp: true }),
    ),
    http.post(`${base}/pharmacies/:eid/sign-up-form/send`, ({ request, params }) =>
      answer(
        request,
        async () => {
          const dto = await body(request);
          return { status: (await gateway.sendSignUpForm(eidOf(params), String(dto.email), dto.type === 'individual' ? 'individual' : 'corporate')).status };
        },
        { signUp: true },
      ),
    ),
    http.post(`${base}/pharmacies/:eid/sign-up-form/approve`, ({ request, params }) => answer(request, async () => ({ status: (await gateway.approveSignUpForm(eidOf(params))).status }), { signUp: true })),
    http.post(`${FAKE_HEALTHIUM.url}/api/admin/login`, async ({ request }) => {
      const dto = await body(request);
      if (dto.user !== FAKE_HEALTHIUM.user || dto.password !== FAKE_HEALTHIUM.password) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      return HttpResponse.json({ token: 'hlt-admin-token' });
    }),
    http.post(`${FAKE_HEALTHIUM.url}/api/pharmacies`, async ({ request }) => {
      if (request.headers.get('authorization') !== 'Bearer hlt-admin-token') return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      const dto = (await body(request)) as unknown as Parameters<InMemoryHealthcarePlatform['registerPharmacy']>[0];
      try {
        const result = await platform.registerPharmacy(dto);
        return HttpResponse.json({ _id: result.healthiumId, url: result.link });
      } catch (error) {
        return HttpResponse.json({ message: isApiError(error) ? error.message : 'Error' }, { status: 422 });
      }
    }),
  ];
}
