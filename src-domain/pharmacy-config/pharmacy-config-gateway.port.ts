import { portMethods, token } from '@domain/shared-kernel';
import type { HealthiumRegistration, HealthiumResult } from './healthcare-platform';
import type { MobileAppData } from './mobile-app';
import type { ModularServiceConfig } from './modular-services';
import type { LandingConfig, PharmacyProfile, PharmacySettings, TransactionalConfig } from './pharmacy-settings';
import type { SignUpForm, SignUpType } from './sign-up-form';

/**
 * A pharmacy's configuration (spec 3 §7 "Pharmacy configuration" and "Sign-up form"). Every method
 * takes the pharmacy's eid; a failed call rejects with an ApiError, and a sign-up answer of 'ERROR' is a
 * failure (a server-message ApiError).
 */
export interface PharmacyConfigGateway {
  /** GET /api/v2/getSettings/{eid}. */
  settings(eid: number): Promise<PharmacySettings>;
  /** PUT /api/v2/configPharmacies/{eid}. */
  saveProfile(eid: number, profile: PharmacyProfile): Promise<void>;
  /** PUT /api/v2/configLanding/{eid}. */
  saveLanding(eid: number, landing: LandingConfig): Promise<void>;
  /** PUT /api/v2/configTransactionalPharmacyData/{eid}. */
  saveTransactional(eid: number, transactional: TransactionalConfig): Promise<void>;
  /** PUT /api/v2/configHealthium/{eid}: the healthcare platform's registration. */
  saveHealthium(eid: number, result: HealthiumResult): Promise<void>;
  /** GET /api/v2/pharmacies/{eid}/mobileData. */
  mobileData(eid: number): Promise<MobileAppData>;
  /** PUT /api/v2/pharmacies/{eid}/mobileData. */
  saveMobileData(eid: number, data: MobileAppData): Promise<void>;
  /** GET /api/v2/getServicesConfig?pharmacyId&serviceName=OrderExpress. */
  servicesConfig(eid: number): Promise<ModularServiceConfig>;
  /** PUT /api/v2/putServicesConfig. */
  saveServicesConfig(eid: number, config: ModularServiceConfig): Promise<void>;
  /** POST to pharmacy `eid`'s shop, at its base URL, activating its plugin with its username and password (spec 3 §7). */
  activateShopPlugin(eid: number, config: ModularServiceConfig): Promise<void>;
  /** GET /api/v2/pharmacies/{eid}/sign-up-form/info. */
  signUpForm(eid: number): Promise<SignUpForm>;
  /** POST …/sign-up-form/generate: a new link; answers the form with its new status. */
  generateSignUpForm(eid: number, type: SignUpType): Promise<SignUpForm>;
  /** POST …/sign-up-form/save {type}. */
  saveSignUpForm(eid: number, type: SignUpType): Promise<SignUpForm>;
  /** POST …/sign-up-form/send {email, type}. */
  sendSignUpForm(eid: number, email: string, type: SignUpType): Promise<SignUpForm>;
  /** POST …/sign-up-form/approve: irreversible. */
  approveSignUpForm(eid: number): Promise<SignUpForm>;
}

/** Token of the {@link PharmacyConfigGateway} port. */
export const PharmacyConfigGateway = token<PharmacyConfigGateway>('pharmacy-config.PharmacyConfigGateway');

/** Every call of the {@link PharmacyConfigGateway} port. */
export const PharmacyConfigGatewayMethods = portMethods<PharmacyConfigGateway>()(
  'settings',
  'saveProfile',
  'saveLanding',
  'saveTransactional',
  'saveHealthium',
  'mobileData',
  'saveMobileData',
  'servicesConfig',
  'saveServicesConfig',
  'activateShopPlugin',
  'signUpForm',
  'generateSignUpForm',
  'saveSignUpForm',
  'sendSignUpForm',
  'approveSignUpForm',
);

/**
 * The third-party healthcare platform (Healthium), which registers a pharmacy after its landing is saved
 * (spec 3 §7): an administrator login, then the pharmacy's registration. Simulated in the memory profile.
 */
export interface HealthcarePlatform {
  registerPharmacy(registration: HealthiumRegistration): Promise<HealthiumResult>;
}

/** Token of the {@link HealthcarePlatform} port. */
export const HealthcarePlatform = token<HealthcarePlatform>('pharmacy-config.HealthcarePlatform');

/** Every call of the {@link HealthcarePlatform} port. */
export const HealthcarePlatformMethods = portMethods<HealthcarePlatform>()('registerPharmacy');
