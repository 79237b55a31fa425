import { isValidEmail } from '@domain/shared-kernel';
import { isValidNif } from '@domain/tax-ids';

/**
 * The pharmacy's own data of its settings (spec 3 §3 "Pharmacy settings (read)", the PHARMACY_* keys):
 * what the configuration's "Ajustes" section edits and PUT /api/v2/configPharmacies/{eid} saves.
 */
export interface PharmacyProfile {
  readonly commercialName: string;
  readonly socialName: string;
  readonly nif: string;
  readonly address: string;
  readonly city: string;
  readonly phone: string;
  readonly mobilePhone: string;
  readonly email: string;
  readonly mainEmail: string;
  readonly ordersEmail: string;
  readonly schedule: string;
  readonly domain: string;
  readonly logo: string;
  readonly socialNetworks: string;
  readonly legalPhone: string;
  readonly legalEmail: string;
  readonly legalAddress: string;
  readonly commercialRecord: string;
  readonly activateSanitaryCampaigns: boolean;
}

/** The landing's look and links (spec 3 §3: PHARMACY_COLOR_1-3, font and font import, the LANDING_* keys). */
export interface LandingConfig {
  readonly color1: string;
  readonly color2: string;
  readonly color3: string;
  readonly font: string;
  readonly fontImport: string;
  readonly healthiumLink: string;
  readonly healthiumActive: boolean;
  readonly fidelizationLink: string;
  readonly fidelizationActive: boolean;
  readonly reviewLink: string;
  readonly reviewActive: boolean;
  readonly qrLogo: string;
}

/** The transactional e-mails (spec 3 §3: TRANSACTIONAL_* and TRANSACTIONALS_POINTS_VALUE). */
export interface TransactionalConfig {
  readonly afterPurchase: boolean;
  readonly monthlyReminder: boolean;
  readonly returnBack: boolean;
  /** Euros one loyalty point is worth. */
  readonly pointsValue: number;
}

/** Everything GET /api/v2/getSettings/{eid} gives the configuration (spec 3 §3). */
export interface PharmacySettings {
  readonly eid: number;
  readonly status: string;
  readonly qrIdentifier: string;
  readonly profile: PharmacyProfile;
  readonly landing: LandingConfig;
  readonly transactional: TransactionalConfig;
}

/** Why a configuration field is refused. */
export type ConfigFieldError = 'REQUIRED' | 'INVALID_EMAIL' | 'INVALID_PHONE' | 'INVALID_TAX_ID' | 'INVALID_COLOUR' | 'INVALID_URL' | 'INVALID_NUMBER' | 'INVALID_BUNDLE_ID';

/** The refused fields of a section, each with its first error; empty when the section can be saved. */
export type ConfigFieldErrors<F extends string> = Partial<Record<F, ConfigFieldError>>;

/** Whether a section's errors let it be saved. */
export function hasConfigErrors<F extends string>(errors: ConfigFieldErrors<F>): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * A phone of the configuration: 9 to 15 digits, optionally after '+', spaces allowed between them. Not in
 * the spec (it shows no rule for the settings' phones; the wizard's stricter one is for its own fields).
 */
export function isPlausiblePhone(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  return /^\+?\d{9,15}$/.test(digits) && !/^\s|\s$/.test(value);
}

/** A colour as the landing stores it: '#' and six hexadecimal digits (or three). Not in the spec. */
export function isHexColour(value: string): boolean {
  return /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value);
}

/** An http or https address with a host. Not in the spec: the links and images the configuration stores. */
export function isWebAddress(value: string): boolean {
  const host = /^https?:\/\/([^\s/?#]+)[^\s]*$/i.exec(value)?.[1];
  return host !== undefined && /^[a-z0-9.-]+(:\d+)?$/i.test(host) && host.includes('.');
}

/**
 * The domain as the configuration keeps it: the protocol prefix and trailing slashes removed, spaces
 * trimmed (spec 3 §5 "Domain input is cleaned of the protocol prefix and trailing slash").
 */
export function cleanDomain(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
}

type Check = (value: string) => ConfigFieldError | undefined;
const required: Check = (value) => (value.trim() === '' ? 'REQUIRED' : undefined);
const optional =
  (rule: (value: string) => boolean, error: ConfigFieldError): Check =>
  (value) =>
    value.trim() === '' || rule(value.trim()) ? undefined : error;
const requiredAnd =
  (rule: (value: string) => boolean, error: ConfigFieldError): Check =>
  (value) =>
    required(value) ?? (rule(value.trim()) ? undefined : error);

/** Collects the first error of each field whose check fails. */
function collect<F extends string>(values: Readonly<Record<F, string>>, checks: Readonly<Partial<Record<F, Check>>>): ConfigFieldErrors<F> {
  const errors: ConfigFieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const error = checks[field]?.(values[field]);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/** The text fields of {@link PharmacyProfile}. */
export type ProfileField = Exclude<keyof PharmacyProfile, 'activateSanitaryCampaigns'>;

/**
 * The settings section's rules. Not in the spec (it shows the fields, not their rules): the commercial
 * name and the main e-mail are required; e-mails, phones, the NIF (DNI, NIE or CIF checksum, as the
 * wizard's tax ids) and the logo's address are checked when given.
 */
export function profileErrors(profile: PharmacyProfile): ConfigFieldErrors<ProfileField> {
  const email = optional(isValidEmail, 'INVALID_EMAIL');
  const phone = optional(isPlausiblePhone, 'INVALID_PHONE');
  return collect<ProfileField>(profile, {
    commercialName: required,
    mainEmail: requiredAnd(isValidEmail, 'INVALID_EMAIL'),
    email,
    ordersEmail: email,
    legalEmail: email,
    phone,
    mobilePhone: phone,
    legalPhone: phone,
    nif: optional(isValidNif, 'INVALID_TAX_ID'),
    logo: optional(isWebAddress, 'INVALID_URL'),
  });
}

/** The text fields of {@link LandingConfig}. */
export type LandingField = 'color1' | 'color2' | 'color3' | 'font' | 'fontImport' | 'healthiumLink' | 'fidelizationLink' | 'reviewLink' | 'qrLogo';

/**
 * The landing's rules. Not in the spec: the three colours are required hex colours; the font import,
 * the QR logo and the links are web addresses when given, and an active link needs its address (the
 * Healthium link is filled by the registration, so it may stay empty).
 */
export function landingErrors(landing: LandingConfig): ConfigFieldErrors<LandingField> {
  const colour = requiredAnd(isHexColour, 'INVALID_COLOUR');
  const web = optional(isWebAddress, 'INVALID_URL');
  const activeLink = (active: boolean): Check => (active ? requiredAnd(isWebAddress, 'INVALID_URL') : web);
  return collect<LandingField>(landing, {
    color1: colour,
    color2: colour,
    color3: colour,
    fontImport: web,
    qrLogo: web,
    healthiumLink: web,
    fidelizationLink: activeLink(landing.fidelizationActive),
    reviewLink: activeLink(landing.reviewActive),
  });
}

/** The transactional section as typed: the points' value is text until it is saved. */
export interface TransactionalForm {
  readonly afterPurchase: boolean;
  readonly monthlyReminder: boolean;
  readonly returnBack: boolean;
  readonly pointsValue: string;
}

/** The form of a stored transactional configuration. */
export function transactionalFormOf(config: TransactionalConfig): TransactionalForm {
  return { ...config, pointsValue: String(config.pointsValue) };
}

/**
 * The points' value typed: a number of euros from 0 to 1,000 with up to two decimals, comma or point
 * (not in the spec). Undefined when it is not one.
 */
export function parsePointsValue(text: string): number | undefined {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(normalised)) return undefined;
  const value = Number(normalised);
  return value <= 1000 ? value : undefined;
}

/** The transactional section's rule: the points' value is required and a valid amount. */
export function transactionalErrors(form: TransactionalForm): ConfigFieldErrors<'pointsValue'> {
  if (form.pointsValue.trim() === '') return { pointsValue: 'REQUIRED' };
  return parsePointsValue(form.pointsValue) === undefined ? { pointsValue: 'INVALID_NUMBER' } : {};
}

/** The transactional configuration to save, or undefined while the form has errors. */
export function transactionalFromForm(form: TransactionalForm): TransactionalConfig | undefined {
  const pointsValue = parsePointsValue(form.pointsValue);
  if (pointsValue === undefined) return undefined;
  return { afterPurchase: form.afterPurchase, monthlyReminder: form.monthlyReminder, returnBack: form.returnBack, pointsValue };
}

/** The profile to save: text trimmed, the domain cleaned (spec 3 §5). */
export function profileForSave(profile: PharmacyProfile): PharmacyProfile {
  const trimmed = Object.fromEntries(Object.entries(profile).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as unknown as PharmacyProfile;
  return { ...trimmed, domain: cleanDomain(profile.domain) };
}

/** The landing to save: text trimmed, colours in lower case. */
export function landingForSave(landing: LandingConfig): LandingConfig {
  const trimmed = Object.fromEntries(Object.entries(landing).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as unknown as LandingConfig;
  return { ...trimmed, color1: trimmed.color1.toLowerCase(), color2: trimmed.color2.toLowerCase(), color3: trimmed.color3.toLowerCase() };
}
