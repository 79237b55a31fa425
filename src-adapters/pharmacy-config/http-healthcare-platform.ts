import * as v from 'valibot';
import type { HealthcarePlatform, HealthiumRegistration, HealthiumResult } from '@domain/pharmacy-config';
import { ApiError, NO_URL_MESSAGE } from '@domain/shared-kernel';
import type { ApiCall, HttpClient } from '@adapters/shared';

/** Where the healthcare platform is and its administrator's account (README "Configuration": VITE_HEALTHIUM_*). */
export interface HealthcarePlatformSettings {
  readonly url: string | undefined;
  readonly user: string;
  readonly password: string;
}

/** The platform's administrator login: POST /api/admin/login. Not in the spec (it names the step, not its path). */
export const HEALTHIUM_LOGIN_PATH = '/api/admin/login';
/** The platform's pharmacy registration: POST /api/pharmacies. Not in the spec. */
export const HEALTHIUM_REGISTRATION_PATH = '/api/pharmacies';

const loginBody = v.object({ user: v.string(), password: v.string() });
const loginAnswer = v.looseObject({ token: v.pipe(v.string(), v.nonEmpty()) });
const registrationBody = v.object({
  profileImage: v.string(),
  email: v.string(),
  name: v.string(),
  phone: v.string(),
  cif: v.string(),
  fiscalAddress: v.string(),
  city: v.string(),
  postalCode: v.string(),
  pharmacyId: v.number(),
  qr: v.string(),
});
/** The registration's answer: the shape is not shown in the spec; the platform's id and the pharmacy's page, under any of their usual names. */
const registrationAnswer = v.pipe(
  v.looseObject({ id: v.optional(v.union([v.string(), v.number()])), _id: v.optional(v.union([v.string(), v.number()])), url: v.optional(v.string()), link: v.optional(v.string()) }),
  v.check((dto) => (dto.id ?? dto._id) !== undefined, 'the registration needs an id'),
  v.transform((dto): HealthiumResult => ({ healthiumId: String(dto.id ?? dto._id), link: dto.url ?? dto.link ?? '' })),
);

/**
 * The third-party healthcare platform over HTTP (spec 3 §7): the administrator logs in, then the pharmacy
 * is registered with the login's token as a bearer. No platform address configured fails like any
 * service without one (404 'No URL setted').
 */
export class HttpHealthcarePlatform implements HealthcarePlatform {
  private readonly http: HttpClient;
  private readonly settings: HealthcarePlatformSettings;
  constructor(http: HttpClient, settings: HealthcarePlatformSettings) {
    this.http = http;
    this.settings = settings;
  }

  async registerPharmacy(registration: HealthiumRegistration): Promise<HealthiumResult> {
    const baseUrl = this.settings.url;
    if (baseUrl === undefined || baseUrl === '') throw new ApiError('no-url', 404, NO_URL_MESSAGE);
    const login = await this.http.send({ baseUrl, method: 'POST', path: HEALTHIUM_LOGIN_PATH, body: { user: this.settings.user, password: this.settings.password }, identity: 'none', schema: loginAnswer });
    return this.http.send({ baseUrl, method: 'POST', path: HEALTHIUM_REGISTRATION_PATH, body: { ...registration }, headers: { authorization: `Bearer ${login.token}` }, identity: 'none', schema: registrationAnswer });
  }
}

export const healthcarePlatformApiCalls: readonly ApiCall[] = [
  { name: 'healthcarePlatform.login', service: 'healthium', method: 'POST', path: HEALTHIUM_LOGIN_PATH, summary: "The platform administrator's login before a registration (spec 3 §7)", identity: 'none', request: loginBody, response: loginAnswer },
  {
    name: 'healthcarePlatform.registerPharmacy',
    service: 'healthium',
    method: 'POST',
    path: HEALTHIUM_REGISTRATION_PATH,
    summary: 'Registers a pharmacy after its landing is saved (spec 3 §7)',
    identity: 'none',
    headers: { authorization: 'Bearer and the login token' },
    request: registrationBody,
    response: registrationAnswer,
  },
];
