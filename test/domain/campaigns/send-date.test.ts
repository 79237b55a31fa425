import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SEND_DATE_FORMAT, formatSendDate, parseSendDate, validateSendDate } from '@domain/campaigns';

const now = Date.UTC(2026, 5, 15, 10, 0, 30); // 15/06/2026 12:00:30 in Madrid (CEST)

describe('parseSendDate', () => {
  it('reads YYYY-MM-DD HH:mm in Madrid time', () => {
    expect(SEND_DATE_FORMAT).toBe('yyyy-MM-dd HH:mm');
    expect(parseSendDate('2026-06-15 12:01')).toEqual({ ok: true, value: Date.UTC(2026, 5, 15, 10, 1) });
    expect(parseSendDate('2026-01-15 12:01')).toEqual({ ok: true, value: Date.UTC(2026, 0, 15, 11, 1) });
  });

  it.each(['', '15/06/2026 12:00', '2026-06-15', '2026-02-30 10:00', '2026-06-15 25:00', 'mañana'])('refuses %j as INVALID_DATE', (text) => {
    expect(parseSendDate(text)).toEqual({ ok: false, error: 'INVALID_DATE' });
  });
});

describe('formatSendDate', () => {
  it('shows an instant in the picker format in Madrid time', () => {
    expect(formatSendDate(Date.UTC(2026, 11, 31, 23, 30))).toBe('2027-01-01 00:30');
    expect(formatSendDate(Number.NaN)).toBe('');
  });

  it('round-trips with parseSendDate at minute precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 / 60_000 }), (minutes) => {
        const text = formatSendDate(minutes * 60_000);
        const parsed = parseSendDate(text);
        expect(parsed.ok && formatSendDate(parsed.value)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});

describe('validateSendDate', () => {
  it('schedules a future date', () => {
    expect(validateSendDate({ sendNow: false, date: '2026-06-15 12:01' }, now)).toEqual({
      ok: true,
      value: { sendNow: false, scheduled: Date.UTC(2026, 5, 15, 10, 1) },
    });
  });

  it.each(['2026-06-15 12:00', '2026-06-14 18:00'])('refuses %j, not in the future, as DATE_IN_PAST', (date) => {
    expect(validateSendDate({ sendNow: false, date }, now)).toEqual({ ok: false, error: 'DATE_IN_PAST' });
  });

  it('refuses an unreadable date as INVALID_DATE', () => {
    expect(validateSendDate({ sendNow: false, date: '' }, now)).toEqual({ ok: false, error: 'INVALID_DATE' });
  });

  it('sends now whatever the date field holds', () => {
    expect(validateSendDate({ sendNow: true, date: '' }, now)).toEqual({ ok: true, value: { sendNow: true, scheduled: now } });
  });

  it('accepts a date exactly when it is after now', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (offsetMinutes) => {
        const date = formatSendDate(now + offsetMinutes * 60_000);
        const scheduled = parseSendDate(date);
        const result = validateSendDate({ sendNow: false, date }, now);
        expect(result.ok).toBe(scheduled.ok && scheduled.value > now);
      }),
      { numRuns: 100 },
    );
  });
});
