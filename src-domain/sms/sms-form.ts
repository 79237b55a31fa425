import { measureSms, SMS_MAX_UNITS } from './sms-measure';
import { isValidSmsRecipient, smsSenderName } from './sms-recipients';

/** Why an SMS text and its sender cannot be sent (spec 2 §5). */
export type SmsMessageError = 'MISSING_SENDER' | 'EMPTY_CONTENT' | 'INVALID_CHARACTERS' | 'TOO_LONG';

/** Why an SMS send cannot start: the message errors plus its recipients (spec 2 §5). */
export type SmsSendingError = SmsMessageError | 'INVALID_RECIPIENTS';

/** The SMS form of a campaign: the sender display name and the text. */
export interface SmsMessage {
  readonly senderName: string;
  readonly text: string;
}

/** An SMS message with the numbers it goes to. */
export interface SmsSending extends SmsMessage {
  readonly recipients: readonly string[];
}

/**
 * The SMS form is valid with a sender display name, content and only valid characters (spec 2 §5), within
 * the 306-unit maximum (spec 2 §9). Not in the spec: a name or text of only white space counts as empty.
 */
export function smsMessageErrors(message: SmsMessage): SmsMessageError[] {
  const errors: SmsMessageError[] = [];
  if (smsSenderName(message.senderName).trim() === '') errors.push('MISSING_SENDER');
  if (message.text.trim() === '') errors.push('EMPTY_CONTENT');
  const measure = measureSms(message.text);
  if (measure.invalidCharacters.length > 0) errors.push('INVALID_CHARACTERS');
  if (measure.units > SMS_MAX_UNITS) errors.push('TOO_LONG');
  return errors;
}

/**
 * Sending requires a sender display name, valid recipients, content and only valid characters (spec 2 §5).
 * Not in the spec: "valid recipients" means at least one, each 9 digits starting with 6 or 7.
 */
export function smsSendingErrors(sending: SmsSending): SmsSendingError[] {
  const errors: SmsSendingError[] = smsMessageErrors(sending);
  if (sending.recipients.length === 0 || !sending.recipients.every(isValidSmsRecipient)) errors.push('INVALID_RECIPIENTS');
  return errors;
}
