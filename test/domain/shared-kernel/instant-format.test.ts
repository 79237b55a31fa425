import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDateTime, formatInstantDateTime, madridCalendarDay } from '@domain/shared-kernel';

/** The calendar rules' format, through the date library: what the runtime's calendar must equal. */
const withLuxon = (epochMs: number): string => DateTime.fromMillis(epochMs, { zone: 'utc' }).setZone('Europe/Madrid').toFormat('dd/MM/yyyy HH:mm');

describe('formatInstantDateTime', () => {
  it('shows epoch milliseconds as dd/mm/yyyy HH:mm in Madrid time, on either side of a change of time', () => {
    expect(formatInstantDateTime(Date.UTC(2026, 6, 1, 16, 5))).toBe('01/07/2026 18:05');
    expect(formatInstantDateTime(Date.UTC(2026, 9, 31, 23, 30))).toBe('01/11/2026 00:30');
    // The last Sunday of March: 01:59 UTC is 03:59 in Madrid, 00:59 UTC was 01:59.
    expect(formatInstantDateTime(Date.UTC(2026, 2, 29, 0, 59))).toBe('29/03/2026 01:59');
    expect(formatInstantDateTime(Date.UTC(2026, 2, 29, 1, 0))).toBe('29/03/2026 03:00');
    // Before time zones, Madrid's mean solar time: 14 minutes and 44 seconds behind UTC.
    expect(formatInstantDateTime(Date.UTC(1024, 0, 2, 12))).toBe('02/01/1024 11:45');
  });

  it('shows nothing for a value that is no instant of a four-digit year', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -8.64e15, 8.64e15, Date.UTC(999, 11, 31), Date.UTC(10000, 0, 2)]) {
      expect(formatInstantDateTime(value)).toBe('');
    }
  });

  it('gives the text of the calendar rules for any instant it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 2), max: Date.UTC(9999, 11, 30) }), (epochMs) => {
        expect(formatInstantDateTime(epochMs)).toBe(withLuxon(epochMs));
        expect(formatDateTime(epochMs)).toBe(withLuxon(epochMs));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves the calendar rules to the date library outside those years', () => {
    expect(formatDateTime(Date.UTC(500, 5, 1, 10))).toBe(withLuxon(Date.UTC(500, 5, 1, 10)));
  });
});

describe('madridCalendarDay', () => {
  it('gives the day in Madrid, which is not the day in UTC late in the evening', () => {
    expect(madridCalendarDay(Date.UTC(2026, 10, 22, 22, 59))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(madridCalendarDay(Date.UTC(2026, 10, 22, 23, 0))).toEqual({ year: 2026, month: 11, day: 23 });
    // Summer time: midnight in Madrid is 22:00 UTC.
    expect(madridCalendarDay(Date.UTC(2026, 6, 31, 21, 59))).toEqual({ year: 2026, month: 7, day: 31 });
    expect(madridCalendarDay(Date.UTC(2026, 6, 31, 22, 0))).toEqual({ year: 2026, month: 8, day: 1 });
    expect(madridCalendarDay(Date.UTC(2026, 11, 31, 23, 0))).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('gives nothing for a value that is no instant of a four-digit year', () => {
    for (const value of [Number.NaN, Number.NEGATIVE_INFINITY, Date.UTC(999, 11, 31), Date.UTC(10000, 0, 2)]) {
      expect(madridCalendarDay(value)).toBeUndefined();
    }
  });

  it('is the day of the date library in Madrid for any instant it reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 2), max: Date.UTC(9999, 11, 30) }), (epochMs) => {
        const madrid = DateTime.fromMillis(epochMs, { zone: 'Europe/Madrid' });
        expect(madridCalendarDay(epochMs)).toEqual({ year: madrid.year, month: madrid.month, day: madrid.day });
      }),
      { numRuns: 2000 },
    );
  });
});
