import type { SmsSendingError } from './sms-form';
import type { SmsTestNumbersError } from './sms-recipients';

/** Every code an SMS rule returns. */
export type SmsErrorCode = SmsTestNumbersError | SmsSendingError;

/**
 * What the SMS form says for each code. INVALID_PHONE_NUMBER is verbatim from spec 2 §5 and §8. Not in
 * the spec: the other texts (the spec states those rules without words for them).
 */
export const SMS_MESSAGES = {
  INVALID_PHONE_NUMBER: 'número de teléfono incorrecto',
  MISSING_SENDER: 'Falta el nombre del remitente del SMS',
  EMPTY_CONTENT: 'El SMS no tiene contenido',
  INVALID_CHARACTERS: 'El SMS contiene caracteres no válidos',
  TOO_LONG: 'El SMS supera los 306 caracteres',
  INVALID_RECIPIENTS: 'Hay números de teléfono no válidos',
} as const satisfies Record<SmsErrorCode, string>;
