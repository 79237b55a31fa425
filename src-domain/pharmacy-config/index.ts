export { CONFIG_SECTIONS, PHARMACY_CONFIG_MESSAGES, betaPanelPath, configSectionOf, isLegacyConfigurationEnabled, legacyConfigurationPath } from './config-sections';
export type { ConfigSection, PharmacyConfigMessage } from './config-sections';
export { healthiumRegistrationOf, needsHealthiumRegistration, postalCodeOf } from './healthcare-platform';
export type { HealthiumRegistration, HealthiumResult } from './healthcare-platform';
export { CAROUSEL_LIMIT, MOBILE_MODULES, isBundleId, mobileAppErrors, mobileAppForSave } from './mobile-app';
export type { CarouselItem, MobileAppData, MobileField, MobileModule } from './mobile-app';
export { MODULAR_SERVICE_NAME, modularErrors, modularForSave, needsPluginActivation } from './modular-services';
export type { ModularField, ModularServiceConfig } from './modular-services';
export {
  cleanDomain,
  hasConfigErrors,
  isHexColour,
  isPlausiblePhone,
  isWebAddress,
  landingErrors,
  landingForSave,
  parsePointsValue,
  profileErrors,
  profileForSave,
  transactionalErrors,
  transactionalFormOf,
  transactionalFromForm,
} from './pharmacy-settings';
export type {
  ConfigFieldError,
  ConfigFieldErrors,
  LandingConfig,
  LandingField,
  PharmacyProfile,
  PharmacySettings,
  ProfileField,
  TransactionalConfig,
  TransactionalForm,
} from './pharmacy-settings';
export { HealthcarePlatform, HealthcarePlatformMethods, PharmacyConfigGateway, PharmacyConfigGatewayMethods } from './pharmacy-config-gateway.port';
export {
  DEFAULT_SIGN_UP_TYPE,
  SIGN_UP_ERROR_VALUE,
  SIGN_UP_STATUSES,
  SIGN_UP_TYPES,
  canApproveSignUp,
  isAwaitingPharmacy,
  isSignUpErrorAnswer,
  parseSignUpStatus,
  parseSignUpType,
  signUpSendError,
} from './sign-up-form';
export type { SignUpForm, SignUpSendError, SignUpStatus, SignUpType } from './sign-up-form';
