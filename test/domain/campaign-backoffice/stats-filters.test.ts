import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  defaultStatsPeriod,
  isStatsDay,
  monthOfInstant,
  parseEntityId,
  statsPeriodBounds,
  statsPeriodMonths,
  validateStatsFilters,
} from '@domain/campaign-backoffice';

/** 21/11/2026 10:00 in Madrid. */
const NOW = Date.UTC(2026, 10, 21, 9);

/**
 * A day of the calendar from 2016 to 2035, as 'YYYY-MM-DD': the statistics' periods of a decade around
 * today and longer, up to twenty years (240 months), with leap days and every month's end.
 */
const aDay = fc.date({ min: new Date(Date.UTC(2016, 0, 1)), max: new Date(Date.UTC(2035, 11, 31)), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

/** The month after 'YYYY-MM'. */
function monthAfter(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

describe('defaultStatsPeriod', () => {
  it('covers this month and the eleven before it, up to today in Madrid', () => {
    expect(defaultStatsPeriod(NOW)).toEqual({ dateMin: '2025-12-01', dateMax: '2026-11-21' });
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    expect(defaultStatsPeriod(Date.UTC(2026, 11, 31, 23, 30))).toEqual({ dateMin: '2026-02-01', dateMax: '2027-01-01' });
  });
});

describe('validateStatsFilters', () => {
  it('takes the default period, every pharmacy and both channels when nothing is given', () => {
    expect(validateStatsFilters({}, NOW)).toEqual({ ok: true, value: { dateMin: '2025-12-01', dateMax: '2026-11-21', eid: undefined, subtype: 'all' } });
    expect(validateStatsFilters({ dateMin: ' ', dateMax: '', entity: '  ', subtype: '' }, NOW)).toEqual(validateStatsFilters({}, NOW));
  });

  it('keeps the days, the pharmacy and the channel given, trimmed', () => {
    expect(validateStatsFilters({ dateMin: ' 2026-01-01', dateMax: '2026-03-31 ', entity: ' 500 ', subtype: 'sms' }, NOW)).toEqual({
      ok: true,
      value: { dateMin: '2026-01-01', dateMax: '2026-03-31', eid: 500, subtype: 'sms' },
    });
    expect(validateStatsFilters({ dateMin: '2026-02-10', dateMax: '2026-02-10' }, NOW).ok).toBe(true);
  });

  it('refuses a day that is not a date of the calendar, or not written YYYY-MM-DD', () => {
    expect(validateStatsFilters({ dateMin: '2026-02-29' }, NOW)).toEqual({ ok: false, error: { dateMin: 'INVALID_DATE' } });
    expect(validateStatsFilters({ dateMax: '21/11/2026' }, NOW)).toEqual({ ok: false, error: { dateMax: 'INVALID_DATE' } });
    expect(validateStatsFilters({ dateMin: '2026-13-01', dateMax: 'mañana' }, NOW)).toEqual({ ok: false, error: { dateMin: 'INVALID_DATE', dateMax: 'INVALID_DATE' } });
  });

  it('refuses a first day after the last, a pharmacy that is not a positive whole number and an unknown channel', () => {
    expect(validateStatsFilters({ dateMin: '2026-05-02', dateMax: '2026-05-01' }, NOW)).toEqual({ ok: false, error: { dateMax: 'MIN_AFTER_MAX' } });
    for (const entity of ['-1', '0', '5.5', 'abc', '1e3']) expect(validateStatsFilters({ entity }, NOW)).toEqual({ ok: false, error: { entity: 'INVALID_ENTITY' } });
    expect(validateStatsFilters({ subtype: 'fax', entity: 'x' }, NOW)).toEqual({ ok: false, error: { entity: 'INVALID_ENTITY', subtype: 'INVALID_SUBTYPE' } });
  });

  it('accepts any two days in order and refuses them the other way round', () => {
    fc.assert(
      fc.property(aDay, aDay, (a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(validateStatsFilters({ dateMin: min, dateMax: max }, NOW)).toEqual({ ok: true, value: { dateMin: min, dateMax: max, eid: undefined, subtype: 'all' } });
        if (min !== max) expect(validateStatsFilters({ dateMin: max, dateMax: min }, NOW)).toEqual({ ok: false, error: { dateMax: 'MIN_AFTER_MAX' } });
      }),
      { numRuns: 300 },
    );
  });
});

describe('isStatsDay and parseEntityId', () => {
  it('know a day and a pharmacy id', () => {
    expect(isStatsDay('2024-02-29')).toBe(true);
    expect(isStatsDay(' 2026-11-21 ')).toBe(true);
    expect(isStatsDay('2026-2-1')).toBe(false);
    expect(parseEntityId(' 512 ')).toBe(512);
    expect(parseEntityId('')).toBeUndefined();
    expect(parseEntityId('1234567890')).toBeUndefined();
  });
});

describe('statsPeriodBounds', () => {
  it('runs from the start of the first day to the start of the day after the last, in Madrid time', () => {
    expect(statsPeriodBounds({ dateMin: '2026-03-01', dateMax: '2026-03-31' })).toEqual({ from: Date.UTC(2026, 1, 28, 23), until: Date.UTC(2026, 2, 31, 22) });
    expect(statsPeriodBounds({ dateMin: 'x', dateMax: '2026-03-31' })).toEqual({ from: 0, until: 0 });
  });
});

describe('statsPeriodMonths', () => {
  it('lists every month the period touches, oldest first, none for a period that is not one', () => {
    expect(statsPeriodMonths({ dateMin: '2025-11-30', dateMax: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(statsPeriodMonths({ dateMin: '2026-02-01', dateMax: '2026-01-31' })).toEqual([]);
    expect(statsPeriodMonths({ dateMin: '2026-02-30', dateMax: '2026-03-31' })).toEqual([]);
  });

  it('has one month more than the months between its days, each the next', () => {
    fc.assert(
      fc.property(aDay, aDay, (a, b) => {
        const [dateMin, dateMax] = a <= b ? [a, b] : [b, a];
        const months = statsPeriodMonths({ dateMin, dateMax });
        const [min, max] = [DateTime.fromISO(dateMin), DateTime.fromISO(dateMax)];
        expect(months).toHaveLength((max.year - min.year) * 12 + max.month - min.month + 1);
        expect(months[0]).toBe(dateMin.slice(0, 7));
        expect(months.at(-1)).toBe(dateMax.slice(0, 7));
        expect(months.slice(1)).toEqual(months.slice(0, -1).map(monthAfter));
      }),
      { numRuns: 200 },
    );
  });
});

describe('monthOfInstant', () => {
  it('reads the month in Madrid time', () => {
    expect(monthOfInstant(Date.UTC(2026, 9, 31, 23, 30))).toBe('2026-11');
    expect(monthOfInstant(Date.UTC(2026, 9, 31, 22, 30))).toBe('2026-10');
  });
});
