import * as v from 'valibot';
import {
  MOBILE_MODULES,
  MODULAR_SERVICE_NAME,
  SIGN_UP_ERROR_VALUE,
  parseSignUpStatus,
  parseSignUpType,
  type HealthiumResult,
  type LandingConfig,
  type MobileAppData,
  type ModularServiceConfig,
  type PharmacyProfile,
  type PharmacySettings,
  type SignUpForm,
  type TransactionalConfig,
} from '@domain/pharmacy-config';
import { envelope, flag, numeric } from '@adapters/shared';

const text = v.optional(v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform((value) => (value === null ? '' : String(value)))), '');
const yesNo = v.optional(v.pipe(v.nullable(flag), v.transform((value) => value === true)), false);

/** The keys of the pharmacy's data (spec 3 §3 "Pharmacy settings (read)", PHARMACY_*), by profile field. */
const PROFILE_KEYS = {
  commercialName: 'PHARMACY_COMMERCIAL_NAME',
  socialName: 'PHARMACY_SOCIAL_NAME',
  nif: 'PHARMACY_NIF',
  address: 'PHARMACY_ADDRESS',
  city: 'PHARMACY_CITY',
  phone: 'PHARMACY_PHONE',
  mobilePhone: 'PHARMACY_MOBILE_PHONE',
  email: 'PHARMACY_EMAIL',
  mainEmail: 'PHARMACY_MAIN_EMAIL',
  ordersEmail: 'PHARMACY_ORDERS_EMAIL',
  schedule: 'PHARMACY_SCHEDULE',
  domain: 'PHARMACY_DOMAIN',
  logo: 'PHARMACY_LOGO',
  socialNetworks: 'PHARMACY_SOCIAL_NETWORKS',
  legalPhone: 'PHARMACY_LEGAL_PHONE',
  legalEmail: 'PHARMACY_LEGAL_EMAIL',
  legalAddress: 'PHARMACY_LEGAL_ADDRESS',
  commercialRecord: 'PHARMACY_COMMERCIAL_RECORD',
} as const satisfies Record<Exclude<keyof PharmacyProfile, 'activateSanitaryCampaigns'>, string>;
const SANITARY_KEY = 'PHARMACY_ACTIVATE_SANITARY_CAMPAIGNS';

/** The landing's keys: the colours and fonts (PHARMACY_*) and the LANDING_* links and flags. */
const LANDING_TEXT_KEYS = {
  color1: 'PHARMACY_COLOR_1',
  color2: 'PHARMACY_COLOR_2',
  color3: 'PHARMACY_COLOR_3',
  font: 'PHARMACY_FONT',
  fontImport: 'PHARMACY_FONT_IMPORT',
  healthiumLink: 'LANDING_HEALTHIUM_LINK',
  fidelizationLink: 'LANDING_FIDELIZATION_LINK',
  reviewLink: 'LANDING_REVIEW_LINK',
  qrLogo: 'LANDING_QR_LOGO',
} as const;
const LANDING_FLAG_KEYS = { healthiumActive: 'LANDING_HEALTHIUM_ACTIVE', fidelizationActive: 'LANDING_FIDELIZATION_ACTIVE', reviewActive: 'LANDING_REVIEW_ACTIVE' } as const;
const TRANSACTIONAL_KEYS = { afterPurchase: 'TRANSACTIONAL_AFTER_PURCHASE', monthlyReminder: 'TRANSACTIONAL_MONTHLY_REMAINDER', returnBack: 'TRANSACTIONAL_RETURN_BACK' } as const;
const POINTS_KEY = 'TRANSACTIONALS_POINTS_VALUE';

const textEntries = <K extends string>(keys: Record<string, K>) => Object.fromEntries(Object.values(keys).map((key) => [key, text])) as Record<K, typeof text>;
const flagEntries = <K extends string>(keys: Record<string, K>) => Object.fromEntries(Object.values(keys).map((key) => [key, yesNo])) as Record<K, typeof yesNo>;

/** GET /api/v2/getSettings/{eid}: the settings as flat keys (spec 3 §3). Unknown keys are kept by the server and ignored here. */
const settingsDto = v.looseObject({
  status: text,
  qrIdentifier: text,
  ...textEntries(PROFILE_KEYS),
  [SANITARY_KEY]: yesNo,
  ...textEntries(LANDING_TEXT_KEYS),
  ...flagEntries(LANDING_FLAG_KEYS),
  ...flagEntries(TRANSACTIONAL_KEYS),
  [POINTS_KEY]: v.optional(v.nullable(numeric), 0),
});
export const settingsAnswer = envelope(settingsDto);

type SettingsDto = v.InferOutput<typeof settingsDto>;
const pick = <F extends string>(dto: Record<string, unknown>, keys: Record<F, string>): Record<F, string> =>
  Object.fromEntries(Object.entries<string>(keys).map(([field, key]) => [field, typeof dto[key] === 'string' ? dto[key] : ''])) as Record<F, string>;
const pickFlags = <F extends string>(dto: Record<string, unknown>, keys: Record<F, string>): Record<F, boolean> =>
  Object.fromEntries(Object.entries<string>(keys).map(([field, key]) => [field, dto[key] === true])) as Record<F, boolean>;

/** The settings of pharmacy `eid` from the API's keys. */
export function settingsFromDto(eid: number, dto: SettingsDto): PharmacySettings {
  const record = dto as Record<string, unknown>;
  return {
    eid,
    status: dto.status,
    qrIdentifier: dto.qrIdentifier,
    profile: { ...pick(record, PROFILE_KEYS), activateSanitaryCampaigns: dto[SANITARY_KEY] },
    landing: { ...pick(record, LANDING_TEXT_KEYS), ...pickFlags(record, LANDING_FLAG_KEYS) },
    transactional: { ...pickFlags(record, TRANSACTIONAL_KEYS), pointsValue: dto[POINTS_KEY] ?? 0 },
  };
}

const put = <F extends string>(value: NoInfer<Readonly<Record<F, unknown>>>, keys: Record<F, string>): Record<string, unknown> => Object.fromEntries(Object.entries<string>(keys).map(([field, key]) => [key, value[field as F]]));

/** PUT configPharmacies: the pharmacy's data as its keys. */
export const profileBody = v.object({ ...Object.fromEntries(Object.values(PROFILE_KEYS).map((key) => [key, v.string()])), [SANITARY_KEY]: v.boolean() });
export function profileToDto(profile: PharmacyProfile): Record<string, unknown> {
  return { ...put(profile, PROFILE_KEYS), [SANITARY_KEY]: profile.activateSanitaryCampaigns };
}

/** PUT configLanding: the colours, fonts and LANDING_* keys. */
export const landingBody = v.object({ ...Object.fromEntries(Object.values(LANDING_TEXT_KEYS).map((key) => [key, v.string()])), ...Object.fromEntries(Object.values(LANDING_FLAG_KEYS).map((key) => [key, v.boolean()])) });
export function landingToDto(landing: LandingConfig): Record<string, unknown> {
  return { ...put(landing, LANDING_TEXT_KEYS), ...put(landing, LANDING_FLAG_KEYS) };
}

/** PUT configTransactionalPharmacyData: the TRANSACTIONAL_* keys and the points' value. */
export const transactionalBody = v.object({ ...Object.fromEntries(Object.values(TRANSACTIONAL_KEYS).map((key) => [key, v.boolean()])), [POINTS_KEY]: v.number() });
export function transactionalToDto(config: TransactionalConfig): Record<string, unknown> {
  return { ...put(config, TRANSACTIONAL_KEYS), [POINTS_KEY]: config.pointsValue };
}

/** PUT configHealthium: the platform's id of the pharmacy and its page, the landing's Healthium link. */
export const healthiumBody = v.object({ healthiumId: v.string(), LANDING_HEALTHIUM_LINK: v.string() });
export function healthiumToDto(result: HealthiumResult): v.InferOutput<typeof healthiumBody> {
  return { healthiumId: result.healthiumId, LANDING_HEALTHIUM_LINK: result.link };
}

/** The answer of a call that only says it succeeded. */
export const successAnswer = v.object({ success: v.literal(true) });

// ---- Mobile app data ----

const moduleEntries = Object.fromEntries(MOBILE_MODULES.map((module) => [module, yesNo])) as Record<(typeof MOBILE_MODULES)[number], typeof yesNo>;

/** GET and PUT /api/v2/pharmacies/{eid}/mobileData (spec 3 §3 "Mobile app data"). */
const mobileDataDto = v.looseObject({
  mobileIconURL: text,
  bundleID: text,
  isOnlineStore: yesNo,
  mobileURL: text,
  modules: v.optional(v.nullable(v.looseObject(moduleEntries)), {}),
  expressOrder: v.optional(v.nullable(v.looseObject({ phone: text, whatsapp: text, form: yesNo })), {}),
  images: v.optional(
    v.nullable(
      v.looseObject({
        loginBackground: text,
        lateralMenu: text,
        principalMenu: text,
        carousel: v.optional(v.nullable(v.array(v.looseObject({ image: text, isEnabled: yesNo }))), []),
      }),
    ),
    {},
  ),
  aboutUsURL: text,
  mapsURL: text,
});
export const mobileDataAnswer = envelope(v.pipe(v.nullable(mobileDataDto), v.transform((dto) => dto ?? v.parse(mobileDataDto, {}))));

export function mobileDataFromDto(dto: v.InferOutput<typeof mobileDataDto>): MobileAppData {
  const modules = dto.modules ?? {};
  const express = dto.expressOrder ?? { phone: '', whatsapp: '', form: false };
  const images = dto.images ?? { loginBackground: '', lateralMenu: '', principalMenu: '', carousel: [] };
  return {
    mobileIconUrl: dto.mobileIconURL,
    bundleId: dto.bundleID,
    isOnlineStore: dto.isOnlineStore,
    mobileUrl: dto.mobileURL,
    modules: Object.fromEntries(MOBILE_MODULES.map((module) => [module, (modules as Record<string, unknown>)[module] === true])) as MobileAppData['modules'],
    expressOrderPhone: express.phone ?? '',
    expressOrderWhatsapp: express.whatsapp ?? '',
    expressOrderForm: express.form === true,
    loginBackground: images.loginBackground ?? '',
    lateralMenu: images.lateralMenu ?? '',
    principalMenu: images.principalMenu ?? '',
    carousel: (images.carousel ?? []).map((item) => ({ image: item.image, isEnabled: item.isEnabled })),
    aboutUsUrl: dto.aboutUsURL,
    mapsUrl: dto.mapsURL,
  };
}

export const mobileDataBody = v.object({
  mobileIconURL: v.string(),
  bundleID: v.string(),
  isOnlineStore: v.boolean(),
  mobileURL: v.string(),
  modules: v.object(Object.fromEntries(MOBILE_MODULES.map((module) => [module, v.boolean()]))),
  expressOrder: v.object({ phone: v.string(), whatsapp: v.string(), form: v.boolean() }),
  images: v.object({ loginBackground: v.string(), lateralMenu: v.string(), principalMenu: v.string(), carousel: v.array(v.object({ image: v.string(), isEnabled: v.boolean() })) }),
  aboutUsURL: v.string(),
  mapsURL: v.string(),
});
export function mobileDataToDto(data: MobileAppData): v.InferOutput<typeof mobileDataBody> {
  return {
    mobileIconURL: data.mobileIconUrl,
    bundleID: data.bundleId,
    isOnlineStore: data.isOnlineStore,
    mobileURL: data.mobileUrl,
    modules: { ...data.modules },
    expressOrder: { phone: data.expressOrderPhone, whatsapp: data.expressOrderWhatsapp, form: data.expressOrderForm },
    images: { loginBackground: data.loginBackground, lateralMenu: data.lateralMenu, principalMenu: data.principalMenu, carousel: data.carousel.map((item) => ({ ...item })) },
    aboutUsURL: data.aboutUsUrl,
    mapsURL: data.mapsUrl,
  };
}

// ---- Modular services ----

/** GET /api/v2/getServicesConfig: base_URL, username, password and the flags (spec 3 §7). */
export const servicesConfigAnswer = envelope(
  v.looseObject({ base_URL: text, username: text, password: text, orderExpressEnabled: yesNo, spdEnabled: yesNo, citaPreviaEnabled: yesNo, pharmacyLegacyId: text }),
);
export function servicesConfigFromDto(dto: v.InferOutput<typeof servicesConfigAnswer>): ModularServiceConfig {
  return {
    orderExpressEnabled: dto.orderExpressEnabled,
    spdEnabled: dto.spdEnabled,
    citaPreviaEnabled: dto.citaPreviaEnabled,
    pharmacyLegacyId: dto.pharmacyLegacyId,
    username: dto.username,
    password: dto.password,
    baseUrl: dto.base_URL,
  };
}
export const servicesConfigQuery = v.object({ pharmacyId: v.number(), serviceName: v.string() });

/** PUT /api/v2/putServicesConfig: orderExpressEnabled as 0 or 1 (spec 3 §7). */
export const servicesConfigBody = v.object({
  pharmacyId: v.number(),
  serviceName: v.literal(MODULAR_SERVICE_NAME),
  spdEnabled: v.boolean(),
  citaPreviaEnabled: v.boolean(),
  pharmacyLegacyId: v.string(),
  orderExpressEnabled: v.picklist([0, 1]),
  base_URL: v.string(),
  username: v.string(),
  password: v.string(),
});
export function servicesConfigToDto(eid: number, config: ModularServiceConfig): v.InferOutput<typeof servicesConfigBody> {
  return {
    pharmacyId: eid,
    serviceName: MODULAR_SERVICE_NAME,
    spdEnabled: config.spdEnabled,
    citaPreviaEnabled: config.citaPreviaEnabled,
    pharmacyLegacyId: config.pharmacyLegacyId,
    orderExpressEnabled: config.orderExpressEnabled ? 1 : 0,
    base_URL: config.baseUrl,
    username: config.username,
    password: config.password,
  };
}

/** The shop plugin's activation body: the shop's credentials, as the shop's other calls send them. */
export const pluginActivationBody = v.object({ Username: v.string(), Password: v.string() });

// ---- Sign-up form ----

/** A sign-up answer: the form's fields, or 'ERROR' (spec 3 §7), which the adapter turns into a failure. */
const signUpDto = v.looseObject({
  status: v.string(),
  destinationMail: text,
  formLink: text,
  previewFormLink: text,
  type: text,
  isApproved: yesNo,
});
export const signUpAnswer = envelope(v.union([v.literal(SIGN_UP_ERROR_VALUE), signUpDto]));

export function signUpFromDto(dto: v.InferOutput<typeof signUpDto>): SignUpForm | undefined {
  const status = parseSignUpStatus(dto.status);
  if (status === undefined) return undefined;
  return {
    type: parseSignUpType(dto.type),
    status,
    isApproved: dto.isApproved || status === 'approved',
    formLink: dto.formLink,
    previewFormLink: dto.previewFormLink,
    destinationMail: dto.destinationMail,
  };
}

/** A sign-up call's answer: the new status (and, for generate, the links), or 'ERROR'. */
export const signUpChangeAnswer = envelope(v.union([v.literal(SIGN_UP_ERROR_VALUE), v.looseObject({ status: v.string(), formLink: v.optional(v.string()), previewFormLink: v.optional(v.string()) })]));

export const signUpSaveBody = v.object({ type: v.string() });
export const signUpSendBody = v.object({ email: v.string(), type: v.string() });
