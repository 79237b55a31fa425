import { smsMessageErrors, type SmsMessageError } from '@domain/sms';
import type { CalendarEntryType } from './calendar-entry';

/** Why an entry's content cannot be saved: an empty email design, or an SMS text the composer refuses. */
export type CalendarContentError = 'EMPTY_DESIGN' | Exclude<SmsMessageError, 'MISSING_SENDER'>;

/**
 * What stops an entry's content from being saved (spec 2 "Backoffice calendar campaigns", template
 * editor): an email needs a design; an SMS a text of valid characters within the SMS limits (spec 2 §9).
 * The sender is each pharmacy's own (the chooser only lets pharmacies with one be chosen), so it is not
 * checked here.
 */
export function calendarContentErrors(type: CalendarEntryType, content: string): readonly CalendarContentError[] {
  if (type === 'email') return content.trim() === '' ? ['EMPTY_DESIGN'] : [];
  return smsMessageErrors({ senderName: 'x', text: content }).flatMap((error): CalendarContentError[] => (error === 'MISSING_SENDER' ? [] : [error]));
}
