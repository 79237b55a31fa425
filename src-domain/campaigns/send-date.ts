import { DateTime } from 'luxon';
import { err, ok, PRODUCT_TIME_ZONE, type Result } from '@domain/shared-kernel';
import type { CampaignSchedule } from './campaign';

/** The send date picker's format, YYYY-MM-DD HH:mm in Madrid time (spec 2 §5), as a luxon pattern. */
export const SEND_DATE_FORMAT = 'yyyy-MM-dd HH:mm';

/** Why a send date was refused (spec 2 §5). */
export type SendDateError = 'DATE_IN_PAST' | 'INVALID_DATE';

/** Reads a picker text (YYYY-MM-DD HH:mm, Madrid time) as epoch milliseconds, else INVALID_DATE (spec 2 §5). */
export function parseSendDate(text: string): Result<number, 'INVALID_DATE'> {
  const dateTime = DateTime.fromFormat(text.trim(), SEND_DATE_FORMAT, { zone: PRODUCT_TIME_ZONE });
  return dateTime.isValid ? ok(dateTime.toMillis()) : err('INVALID_DATE');
}

/** Shows an instant in the picker's format in Madrid time; '' for a non-finite instant. */
export function formatSendDate(instant: number): string {
  return Number.isFinite(instant) ? DateTime.fromMillis(instant, { zone: PRODUCT_TIME_ZONE }).toFormat(SEND_DATE_FORMAT) : '';
}

/**
 * The schedule of a campaign from the finish step (spec 2 §5): when not sending now the date must be a
 * valid picker text (else INVALID_DATE) in the future of `now` (else DATE_IN_PAST). Not in the spec:
 * sending now schedules at `now`, whatever the date field holds.
 */
export function validateSendDate(input: { sendNow: boolean; date: string }, now: number): Result<CampaignSchedule, SendDateError> {
  if (input.sendNow) return ok({ sendNow: true, scheduled: now });
  const parsed = parseSendDate(input.date);
  if (!parsed.ok) return parsed;
  return parsed.value > now ? ok({ sendNow: false, scheduled: parsed.value }) : err('DATE_IN_PAST');
}
