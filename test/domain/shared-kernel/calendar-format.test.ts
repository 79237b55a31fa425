import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatDateTime, monthName, parseDate } from '@domain/shared-kernel';

describe('formatDate', () => {
  it('shows an instant as dd/mm/yyyy in Madrid time', () => {
    expect(formatDate('2026-10-31T23:30:00Z')).toBe('01/11/2026');
    expect(formatDate(Date.UTC(2026, 0, 5, 10))).toBe('05/01/2026');
  });

  it('shows nothing for an unreadable instant', () => {
    expect(formatDate('no es una fecha')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the 24-hour Madrid time', () => {
    expect(formatDateTime('2026-07-01T16:05:00Z')).toBe('01/07/2026 18:05');
    expect(formatDateTime('')).toBe('');
  });
});

describe('parseDate', () => {
  it('reads dd/mm/yyyy as the start of that day in Madrid', () => {
    const parsed = parseDate('01/11/2026');
    expect(parsed).toEqual({ ok: true, value: Date.UTC(2026, 9, 31, 23) });
    expect(parseDate(' 5/1/2026 ')).toEqual({ ok: true, value: Date.UTC(2026, 0, 4, 23) });
  });

  it.each([
    ['', 'EMPTY'],
    ['2026-11-01', 'BAD_FORMAT'],
    ['1/11/26', 'BAD_FORMAT'],
    ['31/02/2026', 'NOT_A_DATE'],
    ['00/01/2026', 'NOT_A_DATE'],
  ])('refuses %j as %s', (text, error) => {
    expect(parseDate(text)).toEqual({ ok: false, error });
  });

  it('round-trips every formatted date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (date) => {
        const shown = formatDate(date.getTime());
        const parsed = parseDate(shown);
        expect(parsed.ok && formatDate(parsed.value)).toBe(shown);
      }),
      { numRuns: 300 },
    );
  });
});

describe('monthName', () => {
  it('names months in Spanish by default and in English on request', () => {
    expect(monthName(1)).toBe('enero');
    expect(monthName(9)).toBe('septiembre');
    expect(monthName(12, 'en')).toBe('December');
  });

  it.each([0, 13, 1.5, Number.NaN])('has no name for %s', (month) => {
    expect(monthName(month)).toBeUndefined();
  });
});
