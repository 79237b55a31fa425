import { isValidEmail } from '@domain/shared-kernel';
import { isValidDni, isValidNie, isValidNif } from '@domain/tax-ids';
import { isValidPhone } from './contact-patterns';

/** A format a wizard field must have besides its length (spec 3 §5 "Wizard"). */
export type WizardFieldFormat = 'phone' | 'email' | 'dniOrNie' | 'nif';

/** The rule of one text field of the wizard. */
export interface WizardTextFieldRule {
  readonly section: 'section1' | 'section2' | 'section3';
  /** The most characters allowed; no limit when absent. */
  readonly maxLength?: number;
  /** A field that may be left empty; fields are required unless noted. */
  readonly optional?: boolean;
  readonly format?: WizardFieldFormat;
}

/**
 * The rules of the wizard's text fields (spec 3 §5 "Wizard", all required unless noted): section 1 the
 * owner and the pharmacy, section 2 the administrative data, section 3 the IT data.
 * Not in the spec: the administrative number, floor, door, postal code, location, province and country
 * have no stated limits and take those of the pharmacy's address; the phone pattern applies to every
 * phone field, on top of its length; the owner's e-mail and phone have no length limit but their pattern.
 */
export const WIZARD_TEXT_FIELD_RULES = {
  ownerName: { section: 'section1', maxLength: 50 },
  ownerSurname: { section: 'section1', maxLength: 50 },
  ownerDni: { section: 'section1', format: 'dniOrNie' },
  ownerColegiado: { section: 'section1', maxLength: 50 },
  ownerMail: { section: 'section1', format: 'email' },
  ownerPhone: { section: 'section1', format: 'phone' },
  pharmacyName: { section: 'section1', maxLength: 100 },
  address: { section: 'section1', maxLength: 55 },
  number: { section: 'section1', maxLength: 15 },
  floor: { section: 'section1', maxLength: 15, optional: true },
  door: { section: 'section1', maxLength: 15, optional: true },
  postalCode: { section: 'section1', maxLength: 25 },
  location: { section: 'section1', maxLength: 28 },
  province: { section: 'section1', maxLength: 28 },
  country: { section: 'section1', maxLength: 19 },
  pharmacyPhone: { section: 'section1', maxLength: 40, format: 'phone' },
  secondPhone: { section: 'section1', maxLength: 40, optional: true, format: 'phone' },
  pharmacyMail: { section: 'section1', maxLength: 100, format: 'email' },
  contact: { section: 'section1', maxLength: 100 },
  fiscalName: { section: 'section2', maxLength: 60 },
  fiscalId: { section: 'section2', format: 'nif' },
  adminAddress: { section: 'section2', maxLength: 60 },
  adminNumber: { section: 'section2', maxLength: 15 },
  adminFloor: { section: 'section2', maxLength: 15, optional: true },
  adminDoor: { section: 'section2', maxLength: 15, optional: true },
  adminPostalCode: { section: 'section2', maxLength: 25 },
  adminLocation: { section: 'section2', maxLength: 28 },
  adminProvince: { section: 'section2', maxLength: 28 },
  adminCountry: { section: 'section2', maxLength: 19 },
  adminPhone: { section: 'section2', maxLength: 45, format: 'phone' },
  adminMail: { section: 'section2', maxLength: 55, format: 'email' },
  adminContact: { section: 'section2', maxLength: 60 },
  erp: { section: 'section3' },
  kam: { section: 'section3' },
} as const satisfies Record<string, WizardTextFieldRule>;

/** A text field of the wizard. */
export type WizardTextField = keyof typeof WIZARD_TEXT_FIELD_RULES;

/**
 * Why a wizard field is refused (spec 3 §5 "Wizard"): REQUIRED for a missing value, INVALID for a value
 * that is too long or has the wrong format, and the login-data errors.
 */
export type WizardFieldError = 'REQUIRED' | 'INVALID' | 'USERNAME_TAKEN' | 'WEAK_PASSWORD' | 'PASSWORDS_DIFFERENT';

/** Verbatim texts of the wizard's field errors (spec 3 §5 "Wizard"). */
export const WIZARD_FIELD_MESSAGES = {
  REQUIRED: '* este campo es obligatorio',
  INVALID: 'Comprueba valor',
  USERNAME_TAKEN: 'Nombre de usuario no disponible',
  WEAK_PASSWORD: 'Debe contener al menos una mayúscula, minúscula y número. Debe tener una longitud mínima de 8 caracteres.',
  PASSWORDS_DIFFERENT: 'Las contraseñas no coinciden',
} as const satisfies Record<WizardFieldError, string>;

const FORMAT_CHECKS: Readonly<Record<WizardFieldFormat, (value: string) => boolean>> = {
  phone: isValidPhone,
  email: isValidEmail,
  dniOrNie: (value) => isValidDni(value) || isValidNie(value),
  nif: isValidNif,
};

/**
 * The error of a wizard text field, `undefined` when the value is accepted (spec 3 §5 "Wizard"): a
 * blank required field is REQUIRED, an empty optional one is accepted, a value longer than the limit
 * or not of its format is INVALID. Not in the spec: a value of only spaces counts as blank.
 */
export function wizardTextFieldError(field: WizardTextField, value: string): WizardFieldError | undefined {
  const rule: WizardTextFieldRule = WIZARD_TEXT_FIELD_RULES[field];
  if (value.trim() === '') return rule.optional === true ? undefined : 'REQUIRED';
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return 'INVALID';
  if (rule.format !== undefined && !FORMAT_CHECKS[rule.format](value)) return 'INVALID';
  return undefined;
}
