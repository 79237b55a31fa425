import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_USUAL_HOURS_FORM,
  TIMETABLE_FORM_MESSAGES,
  closedDayFromForm,
  foreignGuardFromForm,
  guardFromForm,
  isExistingLocalTime,
  openDayFromForm,
  toggleSpecialEventForm,
  usualHoursFromForm,
  type EventKind,
  type GuardForm,
  type OpenDayForm,
  type WeekDays,
} from '@domain/timetables';
import { at, day, localArb, minuteArb, time, timeOf, wallMinutes, zoneArb } from '../../support/builders/timetables.builder';

const MADRID = 'Europe/Madrid';

describe('closedDayFromForm', () => {
  it('accepts a selected day', () => {
    expect(closedDayFromForm({ date: '2026-12-25' })).toEqual({ ok: true, value: '2026-12-25' });
  });

  it.each([
    ['', 'DAY_REQUIRED'],
    ['   ', 'DAY_REQUIRED'],
    ['2026-02-30', 'INVALID_DATE'],
  ])('refuses %j with %s', (date, error) => {
    expect(closedDayFromForm({ date })).toEqual({ ok: false, error: [error] });
  });
});

describe('openDayFromForm', () => {
  const open = (overrides: Partial<OpenDayForm>): OpenDayForm => ({
    date: '2026-03-29',
    from: '09:00',
    to: '15:00',
    secondFrom: '',
    secondTo: '',
    ...overrides,
  });

  it('accepts one interval whose end is later than its start', () => {
    expect(openDayFromForm(open({}), MADRID)).toEqual({
      ok: true,
      value: { date: day('2026-03-29'), slot1: { from: time('09:00'), to: time('15:00') } },
    });
  });

  it('adds the second interval when both its times are set', () => {
    expect(openDayFromForm(open({ to: '13:30', secondFrom: '17:00', secondTo: '20:30' }), MADRID)).toEqual({
      ok: true,
      value: {
        date: day('2026-03-29'),
        slot1: { from: time('09:00'), to: time('13:30') },
        slot2: { from: time('17:00'), to: time('20:30') },
      },
    });
  });

  it.each([
    ['only its start', { secondFrom: '17:00' }],
    ['only its end', { secondTo: '20:00' }],
  ])('ignores a second interval with %s set', (_case, overrides) => {
    expect(openDayFromForm(open(overrides), MADRID)).toStrictEqual({
      ok: true,
      value: { date: day('2026-03-29'), slot1: { from: time('09:00'), to: time('15:00') } },
    });
  });

  it.each([
    ['an end equal to the start', { to: '09:00' }, ['END_NOT_AFTER_START']],
    ['an end before the start', { from: '15:00', to: '09:00' }, ['END_NOT_AFTER_START']],
    ['a second end equal to its start', { secondFrom: '17:00', secondTo: '17:00' }, ['SECOND_END_NOT_AFTER_START']],
    ['a second end before its start', { secondFrom: '20:00', secondTo: '17:00' }, ['SECOND_END_NOT_AFTER_START']],
    ['no day', { date: '' }, ['DAY_REQUIRED']],
    ['no times', { from: '', to: ' ' }, ['TIME_REQUIRED']],
    ['unreadable times', { from: '9', secondFrom: '25:00', secondTo: '26:00' }, ['INVALID_TIME']],
    ['a bad day and a reversed interval', { date: '2026-02-31', to: '08:00' }, ['INVALID_DATE', 'END_NOT_AFTER_START']],
    ['a start skipped by the spring change', { from: '02:15' }, ['NONEXISTENT_TIME']],
    ['a second end skipped by the spring change', { from: '00:30', to: '01:00', secondFrom: '01:30', secondTo: '02:30' }, ['NONEXISTENT_TIME']],
  ] as const)('refuses %s', (_case, overrides, errors) => {
    expect(openDayFromForm(open(overrides), MADRID)).toEqual({ ok: false, error: errors });
  });

  it('accepts an interval spanning the spring change, whose ends both exist', () => {
    expect(openDayFromForm(open({ from: '01:00', to: '04:00' }), MADRID).ok).toBe(true);
  });

  it('accepts exactly the intervals whose end minute is after the start minute', () => {
    fc.assert(
      fc.property(minuteArb, minuteArb, (from, to) => {
        const result = openDayFromForm(open({ date: '2026-06-15', from: timeOf(from), to: timeOf(to) }), MADRID);
        expect(result.ok).toBe(to > from);
      }),
      { numRuns: 100 },
    );
  });
});

describe('guardFromForm', () => {
  const guard = (from: string, to: string): GuardForm => {
    const [startDate = '', startTime = ''] = from.split(' ');
    const [endDate = '', endTime = ''] = to.split(' ');
    return { startDate, startTime, endDate, endTime };
  };

  it('accepts a guard across midnight', () => {
    expect(guardFromForm(guard('2026-03-28 09:00', '2026-03-29 09:00'), MADRID)).toEqual({
      ok: true,
      value: { from: at('2026-03-28 09:00'), to: at('2026-03-29 09:00') },
    });
  });

  it.each([
    ['an end equal to the start', guard('2026-05-01 09:00', '2026-05-01 09:00'), ['END_NOT_AFTER_START']],
    ['an end a day earlier', guard('2026-05-02 08:00', '2026-05-01 22:00'), ['END_NOT_AFTER_START']],
    ['missing dates and times', guard(' ', ' '), ['DAY_REQUIRED', 'TIME_REQUIRED']],
    ['an unreadable end', guard('2026-05-01 09:00', '2026-05-32 25:00'), ['INVALID_DATE', 'INVALID_TIME']],
    ['an end skipped by the spring change', guard('2026-03-28 22:00', '2026-03-29 02:30'), ['NONEXISTENT_TIME']],
  ] as const)('refuses %s', (_case, form, errors) => {
    expect(guardFromForm(form, MADRID)).toEqual({ ok: false, error: errors });
  });

  it('agrees with a reference comparison of minutes since the epoch, in every zone', () => {
    fc.assert(
      fc.property(localArb, localArb, zoneArb, (from, to, zone) => {
        fc.pre(isExistingLocalTime(from, zone) && isExistingLocalTime(to, zone));
        const form = { startDate: from.date, startTime: from.time, endDate: to.date, endTime: to.time };
        const result = guardFromForm(form, zone);
        expect(result.ok).toBe(wallMinutes(to) > wallMinutes(from));
        if (!result.ok) expect(result.error).toEqual(['END_NOT_AFTER_START']);
      }),
      { numRuns: 300 },
    );
  });
});

describe('foreignGuardFromForm', () => {
  const base = {
    name: ' Farmacia Sol ',
    phone: '912345678',
    street: 'Calle Mayor 1',
    startDate: '2026-10-24',
    startTime: '22:00',
    endDate: '2026-10-25',
    endTime: '09:00',
  };

  it('accepts a guard with name, phone and street, trimmed', () => {
    expect(foreignGuardFromForm(base, 'Europe/Lisbon')).toEqual({
      ok: true,
      value: {
        name: 'Farmacia Sol',
        phone: '912345678',
        address: 'Calle Mayor 1',
        hours: { from: at('2026-10-24 22:00'), to: at('2026-10-25 09:00') },
      },
    });
  });

  it('refuses a guard without name, phone or street', () => {
    expect(foreignGuardFromForm({ ...base, name: '', phone: ' ', street: '' }, MADRID)).toEqual({
      ok: false,
      error: ['NAME_REQUIRED', 'PHONE_REQUIRED', 'STREET_REQUIRED'],
    });
  });

  it('refuses a guard whose end is not after its start', () => {
    expect(foreignGuardFromForm({ ...base, endDate: '2026-10-24' }, MADRID)).toEqual({ ok: false, error: ['END_NOT_AFTER_START'] });
  });
});

describe('usualHoursFromForm', () => {
  const weekdays: WeekDays = [true, true, true, true, true, false, false];

  it('starts from 09:00 to 15:00 with no weekday selected', () => {
    expect(DEFAULT_USUAL_HOURS_FORM).toEqual({ days: [false, false, false, false, false, false, false], from: '09:00', to: '15:00' });
    expect(usualHoursFromForm(DEFAULT_USUAL_HOURS_FORM)).toEqual({ ok: false, error: ['NO_WEEKDAY_SELECTED'] });
  });

  it('accepts the default interval once a weekday is selected', () => {
    expect(usualHoursFromForm({ ...DEFAULT_USUAL_HOURS_FORM, days: weekdays })).toEqual({
      ok: true,
      value: { days: weekdays, from: time('09:00'), to: time('15:00') },
    });
  });

  it('accepts an overnight interval, since only equal times are refused', () => {
    expect(usualHoursFromForm({ days: weekdays, from: '22:00', to: '02:00' }).ok).toBe(true);
  });

  it.each([
    ['equal times', { days: weekdays, from: '10:00', to: '10:00' }, ['SAME_FROM_AND_TO']],
    ['no day and equal times', { ...DEFAULT_USUAL_HOURS_FORM, to: '09:00' }, ['NO_WEEKDAY_SELECTED', 'SAME_FROM_AND_TO']],
    ['an unreadable time', { days: weekdays, from: '9:00', to: '' }, ['INVALID_TIME', 'TIME_REQUIRED']],
  ] as const)('refuses %s', (_case, form, errors) => {
    expect(usualHoursFromForm(form)).toEqual({ ok: false, error: errors });
  });

  it('accepts exactly the forms with a weekday and two different times', () => {
    const daysArb = fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean());
    fc.assert(
      fc.property(daysArb, minuteArb, minuteArb, (days, from, to) => {
        expect(usualHoursFromForm({ days, from: timeOf(from), to: timeOf(to) }).ok).toBe(days.includes(true) && from !== to);
      }),
      { numRuns: 100 },
    );
  });
});

describe('toggleSpecialEventForm', () => {
  it.each([
    [undefined, 'open', 'open'],
    ['open', 'closed', 'closed'],
    ['guard', 'foreign-guard', 'foreign-guard'],
    ['closed', 'closed', undefined],
  ] as const)('with %s open, choosing %s leaves %s open', (current, chosen, result) => {
    expect(toggleSpecialEventForm(current, chosen)).toBe(result);
  });

  it('never leaves two forms open', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<EventKind>('open', 'closed', 'guard', 'foreign-guard')), (choices) => {
        const open = choices.reduce<EventKind | undefined>(toggleSpecialEventForm, undefined);
        expect(open === undefined || open === choices.at(-1)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('TIMETABLE_FORM_MESSAGES', () => {
  it('has a Spanish text for every form error', () => {
    expect(TIMETABLE_FORM_MESSAGES.END_NOT_AFTER_START).toBe('La hora de fin debe ser posterior a la de inicio.');
    expect(TIMETABLE_FORM_MESSAGES.STREET_REQUIRED).toBe('La calle es obligatoria.');
    expect(Object.keys(TIMETABLE_FORM_MESSAGES)).toHaveLength(13);
  });
});
