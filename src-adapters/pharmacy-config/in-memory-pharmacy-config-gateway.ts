import {
  PHARMACY_CONFIG_MESSAGES,
  canApproveSignUp,
  isWebAddress,
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
import { ApiError, isValidEmail, type Clock } from '@domain/shared-kernel';
import { signUpStatusAt, type DemoDatabase } from '@adapters/demo';
import { demoSignUpLinks, pharmacyConfigDemo, type DemoPharmacyConfig, type PharmacyConfigDemo } from './pharmacy-config-demo-data';

/** What the demo shop answers when its plugin cannot be activated with the credentials given. */
export const PLUGIN_REFUSED_MESSAGE = 'La tienda no ha aceptado el usuario o la contraseña del plugin';

const notFound = (eid: number): ApiError => new ApiError('not-found', 404, `Farmacia ${eid} no encontrada`);
/** A sign-up call answered 'ERROR' (spec 3 §7): a failure with the product's generic message. */
const signUpFailure = (): ApiError => new ApiError('server-message', 200, PHARMACY_CONFIG_MESSAGES.GENERIC_FAILURE, PHARMACY_CONFIG_MESSAGES.GENERIC_FAILURE);

/**
 * The pharmacy configuration of the demo: each pharmacy's settings, landing, transactional e-mails,
 * mobile app, OrderExpress configuration and sign-up form, generated from the seed and saved over it.
 * A sign-up form sent is completed by the pharmacy {@link SIGN_UP_COMPLETION_MS} later on the injected
 * clock; approving one that is not completed, or sending without a link or to a wrong address, answers
 * 'ERROR' as the server does. The shop's plugin is activated when the shop has an https address and
 * the credentials saved for it.
 */
export class InMemoryPharmacyConfigGateway implements PharmacyConfigGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;

  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock }) {
    this.db = options.db;
    this.clock = options.clock;
  }

  private get demo(): PharmacyConfigDemo {
    return pharmacyConfigDemo(this.db);
  }

  private find(eid: number): DemoPharmacyConfig {
    const record = this.demo.get(eid);
    if (record === undefined) throw notFound(eid);
    return record;
  }

  private change(eid: number, update: (record: DemoPharmacyConfig) => DemoPharmacyConfig): DemoPharmacyConfig {
    const next = update(this.find(eid));
    this.demo.put(next);
    return next;
  }

  async settings(eid: number): Promise<PharmacySettings> {
    return this.find(eid).settings;
  }

  async saveProfile(eid: number, profile: PharmacyProfile): Promise<void> {
    this.change(eid, (record) => ({ ...record, settings: { ...record.settings, profile: { ...profile } } }));
    // The entity list shows the profile's e-mail as the pharmacy's contact e-mail.
    const pharmacy = this.db.read().pharmacies.find((candidate) => candidate.eid === eid);
    if (pharmacy !== undefined && pharmacy.contactEmail !== profile.email) this.db.savePharmacy({ ...pharmacy, contactEmail: profile.email });
  }

  async saveLanding(eid: number, landing: LandingConfig): Promise<void> {
    this.change(eid, (record) => ({ ...record, settings: { ...record.settings, landing: { ...landing } } }));
  }

  async saveTransactional(eid: number, transactional: TransactionalConfig): Promise<void> {
    this.change(eid, (record) => ({ ...record, settings: { ...record.settings, transactional: { ...transactional } } }));
  }

  async saveHealthium(eid: number, result: HealthiumResult): Promise<void> {
    this.change(eid, (record) => ({ ...record, healthium: { ...result }, settings: { ...record.settings, landing: { ...record.settings.landing, healthiumLink: result.link } } }));
  }

  async mobileData(eid: number): Promise<MobileAppData> {
    return this.find(eid).mobile;
  }

  async saveMobileData(eid: number, data: MobileAppData): Promise<void> {
    this.change(eid, (record) => ({ ...record, mobile: { ...data, modules: { ...data.modules }, carousel: data.carousel.map((item) => ({ ...item })) } }));
  }

  async servicesConfig(eid: number): Promise<ModularServiceConfig> {
    return this.find(eid).services;
  }

  async saveServicesConfig(eid: number, config: ModularServiceConfig): Promise<void> {
    this.change(eid, (record) => ({ ...record, services: { ...config }, pluginActive: record.pluginActive && record.services.username === config.username && record.services.password === config.password && record.services.baseUrl === config.baseUrl }));
    // The dashboard and the express orders read the same configuration.
    const pharmacy = this.db.read().pharmacies.find((candidate) => candidate.eid === eid);
    if (pharmacy !== undefined) {
      const { username: _username, password: _password, ...services } = config;
      this.db.savePharmacy({ ...pharmacy, services });
    }
  }

  async activateShopPlugin(eid: number, config: ModularServiceConfig): Promise<void> {
    const record = this.find(eid);
    if (!/^https:\/\//i.test(config.baseUrl) || !isWebAddress(config.baseUrl)) throw new ApiError('network', -1, `No se ha podido conectar con la tienda ${config.baseUrl}`);
    if (config.username.trim() === '' || config.password === '') throw new ApiError('server-message', 200, PLUGIN_REFUSED_MESSAGE, PLUGIN_REFUSED_MESSAGE);
    this.demo.put({ ...record, pluginActive: true });
  }

  async signUpForm(eid: number): Promise<SignUpForm> {
    return this.current(this.find(eid)).signUp;
  }

  async generateSignUpForm(eid: number, type: SignUpType): Promise<SignUpForm> {
    const record = this.current(this.find(eid));
    if (record.signUp.isApproved) throw signUpFailure();
    const serial = record.signUpLinks + 1;
    const next = { ...record, signUpLinks: serial, signUpSentAt: undefined, signUp: { ...record.signUp, type, status: 'open' as const, ...demoSignUpLinks(eid, serial) } };
    this.demo.put(next);
    return next.signUp;
  }

  async saveSignUpForm(eid: number, type: SignUpType): Promise<SignUpForm> {
    const record = this.current(this.find(eid));
    if (record.signUp.isApproved) throw signUpFailure();
    const next = { ...record, signUp: { ...record.signUp, type } };
    this.demo.put(next);
    return next.signUp;
  }

  async sendSignUpForm(eid: number, email: string, type: SignUpType): Promise<SignUpForm> {
    const record = this.current(this.find(eid));
    if (record.signUp.isApproved || record.signUp.formLink === '' || !isValidEmail(email)) throw signUpFailure();
    const next = { ...record, signUpSentAt: this.clock.now(), signUp: { ...record.signUp, type, status: 'sent' as const, destinationMail: email } };
    this.demo.put(next);
    return next.signUp;
  }

  async approveSignUpForm(eid: number): Promise<SignUpForm> {
    const record = this.current(this.find(eid));
    if (!canApproveSignUp(record.signUp)) throw signUpFailure();
    const next = { ...record, signUp: { ...record.signUp, status: 'approved' as const, isApproved: true } };
    this.demo.put(next);
    return next.signUp;
  }

  /** The record as it is now: a form sent long enough ago has been completed by the pharmacy. */
  private current(record: DemoPharmacyConfig): DemoPharmacyConfig {
    const status = signUpStatusAt(record, this.clock.now());
    if (status === record.signUp.status) return record;
    const next = { ...record, signUp: { ...record.signUp, status } };
    this.demo.put(next);
    return next;
  }
}
