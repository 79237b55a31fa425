import type { WizardFieldError } from './wizard-fields';

/** The longest username allowed (spec 3 §5 "Username 1 to 15 characters"). */
export const USERNAME_MAX_LENGTH = 15;

/** The shortest password allowed (spec 3 §5). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * A username has 1 to 15 characters and must be available, which the server tells (spec 3 §5):
 * empty is REQUIRED, longer is INVALID, a name the server reported taken (`available` false) is
 * USERNAME_TAKEN. `available` is `undefined` while the server has not answered.
 */
export function usernameError(username: string, available: boolean | undefined): WizardFieldError | undefined {
  if (username === '') return 'REQUIRED';
  if (username.length > USERNAME_MAX_LENGTH) return 'INVALID';
  if (available === false) return 'USERNAME_TAKEN';
  return undefined;
}

/**
 * A password has at least 8 characters with a lowercase letter, an uppercase letter (Ñ counts) and a
 * digit (spec 3 §5); otherwise WEAK_PASSWORD, or REQUIRED when empty. Not in the spec: ñ counts as a
 * lowercase letter, as Ñ does as an uppercase one; letters are the unaccented Latin ones besides.
 */
export function passwordError(password: string): WizardFieldError | undefined {
  if (password === '') return 'REQUIRED';
  const strong =
    [...password].length >= PASSWORD_MIN_LENGTH && /[a-zñ]/.test(password) && /[A-ZÑ]/.test(password) && /\d/.test(password);
  return strong ? undefined : 'WEAK_PASSWORD';
}

/** The repeated password must equal the password (spec 3 §5 "Repeat must match"); REQUIRED when empty. */
export function passwordRepeatError(password: string, repeat: string): WizardFieldError | undefined {
  if (repeat === '') return 'REQUIRED';
  return repeat === password ? undefined : 'PASSWORDS_DIFFERENT';
}

/** The terms must be accepted (spec 3 §5 "Terms acceptance required"). */
export function termsError(accepted: boolean): WizardFieldError | undefined {
  return accepted ? undefined : 'REQUIRED';
}
