import * as v from 'valibot';
import {
  MODULAR_SERVICE_NAME,
  PHARMACY_CONFIG_MESSAGES,
  type HealthiumResult,
  type LandingConfig,
  type MobileAppData,
  type ModularServiceConfig,
  type PharmacyConfigGateway,
  type PharmacyProfile,
  type PharmacySettings,
  type SignUpForm,
  type SignUpType,
  type TransactionalConfig,
} from '@domain/pharmacy-config';
import { ApiError } from '@domain/shared-kernel';
import type { ApiCall, HttpClient } from '@adapters/shared';
import {
  healthiumBody,
  healthiumToDto,
  landingBody,
  landingToDto,
  mobileDataAnswer,
  mobileDataBody,
  mobileDataFromDto,
  mobileDataToDto,
  pluginActivationBody,
  profileBody,
  profileToDto,
  servicesConfigAnswer,
  servicesConfigBody,
  servicesConfigFromDto,
  servicesConfigQuery,
  servicesConfigToDto,
  settingsAnswer,
  settingsFromDto,
  signUpAnswer,
  signUpChangeAnswer,
  signUpFromDto,
  signUpSaveBody,
  signUpSendBody,
  successAnswer,
  transactionalBody,
  transactionalToDto,
} from './pharmacy-config.dto';

const V2 = '/api/v2';
/** Where the shop's express-order plugin is activated, under the shop's address. Not in the spec (it says "path not shown"). */
export const SHOP_PLUGIN_ACTIVATION_PATH = '/wp-json/wp-express-order/v1/activate';

/** A sign-up call answered 'ERROR', or a status the product does not know: a failure (spec 3 §7). */
const signUpFailure = (): ApiError => new ApiError('server-message', 200, PHARMACY_CONFIG_MESSAGES.GENERIC_FAILURE, PHARMACY_CONFIG_MESSAGES.GENERIC_FAILURE);

/**
 * The pharmacy configuration over HTTP (spec 3 §7 "Pharmacy configuration" and "Sign-up form"). Each
 * sign-up change (generate, save, send, approve) answers the new status, or 'ERROR'; the form is then
 * read again, so the screen always shows what the server holds.
 */
export class HttpPharmacyConfigGateway implements PharmacyConfigGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async settings(eid: number): Promise<PharmacySettings> {
    return settingsFromDto(eid, await this.http.send({ method: 'GET', path: `${V2}/getSettings/${eid}`, schema: settingsAnswer }));
  }

  async saveProfile(eid: number, profile: PharmacyProfile): Promise<void> {
    await this.http.send({ method: 'PUT', path: `${V2}/configPharmacies/${eid}`, body: profileToDto(profile), schema: successAnswer });
  }

  async saveLanding(eid: number, landing: LandingConfig): Promise<void> {
    await this.http.send({ method: 'PUT', path: `${V2}/configLanding/${eid}`, body: landingToDto(landing), schema: successAnswer });
  }

  async saveTransactional(eid: number, transactional: TransactionalConfig): Promise<void> {
    await this.http.send({ method: 'PUT', path: `${V2}/configTransactionalPharmacyData/${eid}`, body: transactionalToDto(transactional), schema: successAnswer });
  }

  async saveHealthium(eid: number, result: HealthiumResult): Promise<void> {
    await this.http.send({ method: 'PUT', path: `${V2}/configHealthium/${eid}`, body: healthiumToDto(result), schema: successAnswer });
  }

  async mobileData(eid: number): Promise<MobileAppData> {
    return mobileDataFromDto(await this.http.send({ method: 'GET', path: `${V2}/pharmacies/${eid}/mobileData`, schema: mobileDataAnswer }));
  }

  async saveMobileData(eid: number, data: MobileAppData): Promise<void> {
    await this.http.send({ method: 'PUT', path: `${V2}/pharmacies/${eid}/mobileData`, body: mobileDataToDto(data), schema: successAnswer });
  }

  async servicesConfig(eid: number): Promise<ModularServiceConfig> {
    return servicesConfigFromDto(await this.http.send({ method: 'GET', path: `${V2}/getServicesConfig`, query: { pharmacyId: eid, serviceName: MODULAR_SERVICE_NAME }, schema: servicesConfigAnswer }));
  }

  async saveServicesConfig(eid: number, config: ModularServiceConfig): Promise<void> {
    await this.http.send({ method: 'PUT', path: `${V2}/putServicesConfig`, body: servicesConfigToDto(eid, config), schema: successAnswer });
  }

  async activateShopPlugin(_eid: number, config: ModularServiceConfig): Promise<void> {
    await this.http.send({ baseUrl: config.baseUrl, method: 'POST', path: SHOP_PLUGIN_ACTIVATION_PATH, body: { Username: config.username, Password: config.password }, identity: 'none', schema: v.unknown() });
  }

  async signUpForm(eid: number): Promise<SignUpForm> {
    const answer = await this.http.send({ method: 'GET', path: `${V2}/pharmacies/${eid}/sign-up-form/info`, schema: signUpAnswer });
    const form = answer === 'ERROR' ? undefined : signUpFromDto(answer);
    if (form === undefined) throw signUpFailure();
    return form;
  }

  async generateSignUpForm(eid: number, type: SignUpType): Promise<SignUpForm> {
    return this.change(eid, 'generate', { type });
  }

  async saveSignUpForm(eid: number, type: SignUpType): Promise<SignUpForm> {
    return this.change(eid, 'save', { type });
  }

  async sendSignUpForm(eid: number, email: string, type: SignUpType): Promise<SignUpForm> {
    return this.change(eid, 'send', { email, type });
  }

  async approveSignUpForm(eid: number): Promise<SignUpForm> {
    return this.change(eid, 'approve', undefined);
  }

  private async change(eid: number, action: 'generate' | 'save' | 'send' | 'approve', body: unknown): Promise<SignUpForm> {
    const answer = await this.http.send({ method: 'POST', path: `${V2}/pharmacies/${eid}/sign-up-form/${action}`, body, schema: signUpChangeAnswer });
    if (answer === 'ERROR' || answer.status === 'ERROR') throw signUpFailure();
    return this.signUpForm(eid);
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----

const signUp = (action: string) => `${V2}/pharmacies/{eid}/sign-up-form/${action}`;

export const pharmacyConfigApiCalls: readonly ApiCall[] = [
  { name: 'pharmacyConfig.settings', service: 'api', method: 'GET', path: `${V2}/getSettings/{eid}`, summary: "A pharmacy's settings, landing and transactional keys (spec 3 §7)", response: settingsAnswer },
  { name: 'pharmacyConfig.saveProfile', service: 'api', method: 'PUT', path: `${V2}/configPharmacies/{eid}`, summary: "Saves the pharmacy's data, PHARMACY_* (spec 3 §7)", request: profileBody, response: successAnswer },
  { name: 'pharmacyConfig.saveLanding', service: 'api', method: 'PUT', path: `${V2}/configLanding/{eid}`, summary: "Saves the landing's colours, fonts and links (spec 3 §7)", request: landingBody, response: successAnswer },
  { name: 'pharmacyConfig.saveTransactional', service: 'api', method: 'PUT', path: `${V2}/configTransactionalPharmacyData/{eid}`, summary: 'Saves the transactional e-mails (spec 3 §7)', request: transactionalBody, response: successAnswer },
  { name: 'pharmacyConfig.saveHealthium', service: 'api', method: 'PUT', path: `${V2}/configHealthium/{eid}`, summary: "Saves the healthcare platform's registration (spec 3 §7)", request: healthiumBody, response: successAnswer },
  { name: 'pharmacyConfig.mobileData', service: 'api', method: 'GET', path: `${V2}/pharmacies/{eid}/mobileData`, summary: "The pharmacy's mobile app data (spec 3 §7)", response: mobileDataAnswer },
  { name: 'pharmacyConfig.saveMobileData', service: 'api', method: 'PUT', path: `${V2}/pharmacies/{eid}/mobileData`, summary: "Saves the pharmacy's mobile app data (spec 3 §7)", request: mobileDataBody, response: successAnswer },
  { name: 'pharmacyConfig.servicesConfig', service: 'api', method: 'GET', path: `${V2}/getServicesConfig`, summary: 'The OrderExpress configuration of the pharmacy (spec 3 §7)', query: servicesConfigQuery, response: servicesConfigAnswer },
  { name: 'pharmacyConfig.saveServicesConfig', service: 'api', method: 'PUT', path: `${V2}/putServicesConfig`, summary: 'Saves the OrderExpress configuration; orderExpressEnabled as 0 or 1 (spec 3 §7)', request: servicesConfigBody, response: successAnswer },
  { name: 'pharmacyConfig.activateShopPlugin', service: 'shop', method: 'POST', path: SHOP_PLUGIN_ACTIVATION_PATH, summary: "Activates the shop's plugin with its username and password (spec 3 §7, path not shown)", request: pluginActivationBody },
  { name: 'pharmacyConfig.signUpForm', service: 'api', method: 'GET', path: signUp('info'), summary: "The pharmacy's sign-up form: status, destination, links, type (spec 3 §7)", response: signUpAnswer },
  { name: 'pharmacyConfig.generateSignUpForm', service: 'api', method: 'POST', path: signUp('generate'), summary: 'Generates a sign-up link; answers the links and status, or ERROR (spec 3 §7)', request: signUpSaveBody, response: signUpChangeAnswer },
  { name: 'pharmacyConfig.saveSignUpForm', service: 'api', method: 'POST', path: signUp('save'), summary: "Saves the sign-up form's type; answers the status, or ERROR (spec 3 §7)", request: signUpSaveBody, response: signUpChangeAnswer },
  { name: 'pharmacyConfig.sendSignUpForm', service: 'api', method: 'POST', path: signUp('send'), summary: 'Sends the sign-up form to an e-mail; answers the status, or ERROR (spec 3 §7)', request: signUpSendBody, response: signUpChangeAnswer },
  { name: 'pharmacyConfig.approveSignUpForm', service: 'api', method: 'POST', path: signUp('approve'), summary: 'Approves a completed sign-up form, irreversibly; answers the status, or ERROR (spec 3 §7)', response: signUpChangeAnswer },
];
