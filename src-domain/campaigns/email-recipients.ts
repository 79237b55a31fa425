import { err, isValidEmail, ok, type Result } from '@domain/shared-kernel';

/** Why an email recipient field is shown invalid. */
export type EmailRecipientError = 'REQUIRED' | 'INVALID_EMAIL';

/**
 * An email recipient field (spec 2 §5): a value must match the email pattern (`isValidEmail` of the
 * shared kernel); an empty first recipient (`position` 0) is invalid once a submit was attempted. Other
 * empty fields are not errors. Not in the spec: the value is trimmed.
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
