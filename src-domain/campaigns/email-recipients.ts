import { err, ok, type Result } from '@domain/shared-kernel';

/**
 * The email pattern (spec 2 §5 "{email}", which the spec does not show): the browser's `type=email` rule
 * (WHATWG HTML) with, not in the spec, at least one dot in the domain.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Whether `text` is an email address by {@link EMAIL_PATTERN}. */
export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/** Why an email recipient field is shown invalid. */
export type EmailRecipientError = 'REQUIRED' | 'INVALID_EMAIL';

/**
 * An email recipient field (spec 2 §5): a value must match the email pattern; an empty first recipient
 * (`position` 0) is invalid once a submit was attempted. Other empty fields are not errors.
 * Not in the spec: the value is trimmed.
 */
export function emailRecipientError(value: string, position: number, submitted: boolean): EmailRecipientError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return position === 0 && submitted ? 'REQUIRED' : undefined;
  return isValidEmail(trimmed) ? undefined : 'INVALID_EMAIL';
}

/** Why the addresses of an email test were refused. */
export type TestEmailsError = 'NO_RECIPIENTS' | 'INVALID_EMAIL';

/**
 * Reads the email test prompt: one or more addresses separated by commas, each matching the email
 * pattern (spec 2 §2, §5). Not in the spec: addresses are trimmed and empty ones (a trailing comma) skipped.
 */
export function parseTestEmails(text: string): Result<readonly string[], TestEmailsError> {
  const addresses = text
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  if (addresses.length === 0) return err('NO_RECIPIENTS');
  return addresses.every(isValidEmail) ? ok(addresses) : err('INVALID_EMAIL');
}
