import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compareLocalDateTimes,
  fromUtcInstant,
  isExistingLocalTime,
  parseLocalDate,
  parseLocalTime,
  toUtcInstant,
} from '@domain/timetables';
import { ZONES, at, day, localArb, timeOf, wallMinutes, zoneArb } from '../../support/builders/timetables.builder';

describe('parseLocalDate', () => {
  it.each(['2026-03-29', '2024-02-29', '0001-01-01'])('accepts the day %s', (text) => {
    expect(parseLocalDate(text)).toEqual({ ok: true, value: text });
  });

  it.each(['', '2026-02-30', '2025-02-29', '2026-13-01', '29/03/2026', '2026-3-29', ' 2026-03-29'])('refuses %j as INVALID_DATE', (text) => {
    expect(parseLocalDate(text)).toEqual({ ok: false, error: 'INVALID_DATE' });
  });
});

describe('parseLocalTime', () => {
  it.each(['00:00', '09:00', '23:59'])('accepts the time %s', (text) => {
    expect(parseLocalTime(text)).toEqual({ ok: true, value: text });
  });

  it.each(['', '24:00', '9:00', '09:60', '09:00:00', '9h'])('refuses %j as INVALID_TIME', (text) => {
    expect(parseLocalTime(text)).toEqual({ ok: false, error: 'INVALID_TIME' });
  });
});

describe('toUtcInstant', () => {
  it.each([
    ['2026-03-29 09:00', 'Europe/Madrid', '2026-03-29T07:00:00.000Z'],
    ['2026-03-28 09:00', 'Europe/Madrid', '2026-03-28T08:00:00.000Z'],
    ['2026-03-29 15:00', 'Europe/Madrid', '2026-03-29T13:00:00.000Z'],
    ['2026-03-28 15:00', 'Europe/Madrid', '2026-03-28T14:00:00.000Z'],
    ['2026-10-25 09:00', 'Europe/Madrid', '2026-10-25T08:00:00.000Z'],
    ['2026-10-24 09:00', 'Europe/Madrid', '2026-10-24T07:00:00.000Z'],
    ['2026-03-29 09:00', 'Europe/Lisbon', '2026-03-29T08:00:00.000Z'],
    ['2026-03-28 09:00', 'Europe/Lisbon', '2026-03-28T09:00:00.000Z'],
    ['2026-07-01 09:00', 'Atlantic/Canary', '2026-07-01T08:00:00.000Z'],
    ['2026-12-01 09:00', 'Atlantic/Canary', '2026-12-01T09:00:00.000Z'],
  ] as const)('places %s in %s at %s', (local, zone, utc) => {
    expect(new Date(toUtcInstant(at(local), zone)).toISOString()).toBe(utc);
  });

  it('moves a time skipped by the spring change forward by the gap', () => {
    expect(new Date(toUtcInstant(at('2026-03-29 02:30'), 'Europe/Madrid')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('reads a time repeated by the autumn change in winter time', () => {
    expect(new Date(toUtcInstant(at('2026-10-25 02:30'), 'Europe/Madrid')).toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(new Date(toUtcInstant(at('2026-10-25 01:30'), 'Europe/Lisbon')).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });
});

describe('fromUtcInstant', () => {
  it('shows an instant as wall-clock time in each zone', () => {
    const instant = Date.UTC(2026, 2, 29, 7, 0, 59);
    expect(fromUtcInstant(instant, 'Europe/Madrid')).toEqual({ ok: true, value: at('2026-03-29 09:00') });
    expect(fromUtcInstant(instant, 'Europe/Lisbon')).toEqual({ ok: true, value: at('2026-03-29 08:00') });
    expect(fromUtcInstant(instant, 'Atlantic/Canary')).toEqual({ ok: true, value: at('2026-03-29 08:00') });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 8.64e15, Date.UTC(-5, 0, 1)])('refuses the instant %s as INVALID_INSTANT', (instant) => {
    expect(fromUtcInstant(instant, 'Europe/Madrid')).toEqual({ ok: false, error: 'INVALID_INSTANT' });
  });

  it('round-trips every existing wall-clock value through UTC in all three zones, across daylight-saving days', () => {
    fc.assert(
      fc.property(localArb, zoneArb, (local, zone) => {
        fc.pre(isExistingLocalTime(local, zone));
        expect(fromUtcInstant(toUtcInstant(local, zone), zone)).toEqual({ ok: true, value: local });
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips every minute-aligned instant, except the first pass through a repeated hour, which comes back one hour later', () => {
    fc.assert(
      fc.property(fc.integer({ min: 25_000_000, max: 35_000_000 }), zoneArb, (minutes, zone) => {
        const instant = minutes * 60_000;
        const local = fromUtcInstant(instant, zone);
        expect(local.ok).toBe(true);
        if (!local.ok) return;
        expect([0, 3_600_000]).toContain(toUtcInstant(local.value, zone) - instant);
      }),
      { numRuns: 500 },
    );
  });
});

describe('isExistingLocalTime', () => {
  it.each([
    ['2026-03-29 02:00', 'Europe/Madrid', false],
    ['2026-03-29 02:59', 'Europe/Madrid', false],
    ['2026-03-29 01:59', 'Europe/Madrid', true],
    ['2026-03-29 03:00', 'Europe/Madrid', true],
    ['2026-03-29 01:30', 'Europe/Lisbon', false],
    ['2026-03-29 01:30', 'Atlantic/Canary', false],
    ['2026-03-29 02:30', 'Atlantic/Canary', true],
    ['2026-10-25 02:30', 'Europe/Madrid', true],
    ['2026-03-28 02:30', 'Europe/Madrid', true],
  ] as const)('says %s in %s exists: %s', (local, zone, exists) => {
    expect(isExistingLocalTime(at(local), zone)).toBe(exists);
  });

  it('finds exactly sixty skipped minutes on each spring change day in every zone', () => {
    for (const zone of ZONES) {
      const skipped = Array.from({ length: 1440 }, (_, minute) => minute).filter(
        (minute) => !isExistingLocalTime({ date: day('2026-03-29'), time: timeOf(minute) }, zone),
      );
      expect(skipped).toHaveLength(60);
    }
  });
});

describe('compareLocalDateTimes', () => {
  it('agrees with comparing minutes since the epoch', () => {
    fc.assert(
      fc.property(localArb, localArb, (a, b) => {
        expect(Math.sign(compareLocalDateTimes(a, b))).toBe(Math.sign(wallMinutes(a) - wallMinutes(b)));
      }),
      { numRuns: 300 },
    );
  });
});

