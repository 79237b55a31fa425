import { err, ok, type Result } from '@domain/shared-kernel';

/** The longest SMS sender display name (spec 2 §5, §9: 11 characters). */
export const SMS_SENDER_MAX_LENGTH = 11;

/** Why a list of test numbers was refused (spec 2 §5). */
export type SmsTestNumbersError = 'INVALID_PHONE_NUMBER';

/** An SMS recipient is 9 digits starting with 6 or 7, a Spanish mobile number (spec 2 §5, §9). */
export function isValidSmsRecipient(phone: string): boolean {
  return /^[67]\d{8}$/.test(phone);
}

/**
 * Reads the numbers of an SMS test send (spec 2 §5): comma-separated, spaces removed, each exactly
 * 9 characters, else INVALID_PHONE_NUMBER. As the spec states, only the length is checked, not the digits.
 * Not in the spec: every kind of white space is removed, not only the space character.
 */
export function parseSmsTestNumbers(text: string): Result<readonly string[], SmsTestNumbersError> {
  const numbers = text.replace(/\s/g, '').split(',');
  return numbers.every((number) => [...number].length === 9) ? ok(numbers) : err('INVALID_PHONE_NUMBER');
}

/**
 * The SMS sender display name cut to its first 11 characters (spec 2 §5). Not in the spec: characters
 * are counted by code point, so a cut never splits one in two.
 */
export function smsSenderName(name: string): string {
  return [...name].slice(0, SMS_SENDER_MAX_LENGTH).join('');
}
