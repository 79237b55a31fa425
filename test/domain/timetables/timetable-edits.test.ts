import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  eventConflicts,
  guardNotes,
  openDayFromForm,
  replaceEvent,
  specialEventOf,
  timetableEvents,
  usualHoursOverlap,
  withSpecialEvent,
  withoutEvent,
  type Timetable,
  type UsualOpeningInterval,
  type WeekDays,
} from '@domain/timetables';
import { at, day, time, timeOf } from '../../support/builders/timetables.builder';

const WEEKDAYS: WeekDays = [true, true, true, true, true, false, false];

const timetable: Timetable = {
  eid: 500,
  timeZone: 'Europe/Madrid',
  openingHours: [{ days: WEEKDAYS, from: time('09:00'), to: time('14:00') }],
  holidays: [day('2026-11-01')],
  specialHours: [{ date: day('2026-10-24'), slot1: { from: time('09:30'), to: time('14:00') }, slot2: { from: time('17:00'), to: time('20:00') } }],
  guards: [{ from: at('2026-10-24 20:00'), to: at('2026-10-25 09:00') }],
  foreignGuards: [{ name: 'Farmacia Santa Ana', phone: '915 550 456', address: 'Plaza de Santa Ana 3', hours: { from: at('2026-10-25 09:00'), to: at('2026-10-26 09:00') } }],
};

describe('timetable edits', () => {
  it('finds the special event behind each calendar event, both slots of a special day as one', () => {
    expect(specialEventOf(timetable, 'open-0-2')).toEqual({ kind: 'open', hours: timetable.specialHours[0] });
    expect(specialEventOf(timetable, 'closed-0')).toEqual({ kind: 'closed', date: '2026-11-01' });
    expect(specialEventOf(timetable, 'foreign-guard-0')).toEqual({ kind: 'foreign-guard', guard: timetable.foreignGuards[0] });
    expect(specialEventOf(timetable, 'guard-7')).toBeUndefined();
    expect(specialEventOf(timetable, 'anything')).toBeUndefined();
  });

  it('removes an event and leaves the others, and an unknown id changes nothing', () => {
    expect(withoutEvent(timetable, 'guard-0').guards).toEqual([]);
    expect(withoutEvent(timetable, 'open-0-1').specialHours).toEqual([]);
    expect(withoutEvent(timetable, 'nope-1')).toBe(timetable);
  });

  it('keeps every list in time order when an event is added or replaced', () => {
    const earlier = { from: at('2026-10-10 20:00'), to: at('2026-10-11 09:00') };
    const added = withSpecialEvent(timetable, { kind: 'guard', hours: earlier });
    expect(added.guards.map((guard) => guard.from.date)).toEqual(['2026-10-10', '2026-10-24']);
    const moved = replaceEvent(added, 'guard-0', { kind: 'guard', hours: { from: at('2026-12-05 09:00'), to: at('2026-12-06 09:00') } });
    expect(moved.guards.map((guard) => guard.from.date)).toEqual(['2026-10-24', '2026-12-05']);
    expect(withSpecialEvent(timetable, { kind: 'closed', date: day('2026-10-12') }).holidays).toEqual(['2026-10-12', '2026-11-01']);
  });

  it('refuses an open day on a closed day, a second special day, and own guards that overlap; foreign guards may overlap', () => {
    const slot = { from: time('10:00'), to: time('13:00') };
    expect(eventConflicts(timetable, { kind: 'open', hours: { date: day('2026-11-01'), slot1: slot } })).toEqual(['DAY_ALREADY_CLOSED']);
    expect(eventConflicts(timetable, { kind: 'closed', date: day('2026-10-24') })).toEqual(['DAY_ALREADY_OPEN']);
    expect(eventConflicts(timetable, { kind: 'guard', hours: { from: at('2026-10-25 08:00'), to: at('2026-10-25 10:00') } })).toEqual(['GUARD_OVERLAPS']);
    // Touching is not overlapping, and the event being edited does not count.
    expect(eventConflicts(timetable, { kind: 'guard', hours: { from: at('2026-10-25 09:00'), to: at('2026-10-25 21:00') } })).toEqual([]);
    expect(eventConflicts(timetable, { kind: 'guard', hours: { from: at('2026-10-24 21:00'), to: at('2026-10-25 10:00') } }, 'guard-0')).toEqual([]);
    expect(eventConflicts(timetable, { kind: 'foreign-guard', guard: { ...timetable.foreignGuards[0]!, name: 'Otra' } })).toEqual([]);
  });

  it('says when a guard crosses midnight and the October change, with the hours on the clock and the real ones', () => {
    expect(guardNotes({ from: at('2026-10-24 20:00'), to: at('2026-10-25 09:00') }, 'Europe/Madrid')).toEqual([
      { kind: 'CROSSES_MIDNIGHT' },
      { kind: 'CROSSES_DST_CHANGE', wallHours: 13, realHours: 14 },
    ]);
    expect(guardNotes({ from: at('2026-03-28 20:00'), to: at('2026-03-29 09:00') }, 'Atlantic/Canary')).toEqual([
      { kind: 'CROSSES_MIDNIGHT' },
      { kind: 'CROSSES_DST_CHANGE', wallHours: 13, realHours: 12 },
    ]);
    expect(guardNotes({ from: at('2026-11-21 09:00'), to: at('2026-11-21 21:00') }, 'Europe/Lisbon')).toEqual([]);
  });

  it('shows every event of a timetable built by adding events, whatever the order they were added in', () => {
    const empty: Timetable = { ...timetable, holidays: [], specialHours: [], guards: [], foreignGuards: [] };
    const rebuilt = [...timetableEvents(timetable)]
      .reverse()
      .map((event) => specialEventOf(timetable, event.eventId))
      .filter((event, index, all) => event !== undefined && all.findIndex((other) => JSON.stringify(other) === JSON.stringify(event)) === index)
      .reduce((current, event) => (event === undefined ? current : withSpecialEvent(current, event)), empty);
    expect(timetableEvents(rebuilt)).toEqual(timetableEvents(timetable));
  });
});

describe('open day slots', () => {
  it('refuses two slots that overlap, whichever is typed first, and keeps them in order', () => {
    const form = { date: '2026-12-24', from: '09:00', to: '14:00', secondFrom: '13:00', secondTo: '18:00' };
    const refused = openDayFromForm(form, 'Europe/Madrid');
    expect(refused.ok ? [] : refused.error).toEqual(['SLOTS_OVERLAP']);
    const swapped = openDayFromForm({ ...form, from: '17:00', to: '20:00', secondFrom: '09:00', secondTo: '14:00' }, 'Europe/Madrid');
    expect(swapped.ok && [swapped.value.slot1.from, swapped.value.slot2?.from]).toEqual(['09:00', '17:00']);
  });

  it('accepts two slots exactly when they do not overlap (property)', () => {
    const slotArb = fc.tuple(fc.integer({ min: 0, max: 1438 }), fc.integer({ min: 1, max: 600 })).map(([start, length]) => [start, Math.min(start + length, 1439)] as const);
    fc.assert(
      fc.property(slotArb, slotArb, ([a1, a2], [b1, b2]) => {
        const result = openDayFromForm({ date: '2026-11-23', from: timeOf(a1), to: timeOf(a2), secondFrom: timeOf(b1), secondTo: timeOf(b2) }, 'Europe/Madrid');
        expect(result.ok).toBe(!(a1 < b2 && b1 < a2));
      }),
      { numRuns: 100 },
    );
  });
});

describe('usual hours overlap', () => {
  const interval = (days: WeekDays, from: string, to: string): UsualOpeningInterval => ({ days, from: time(from), to: time(to) });
  const only = (index: number): WeekDays => WEEKDAYS.map((_, at) => at === index).concat([index === 5, index === 6]).slice(0, 7) as unknown as WeekDays;

  it('refuses an interval that overlaps another on a shared day, and allows touching ones or other days', () => {
    const week = [interval(WEEKDAYS, '09:00', '14:00')];
    expect(usualHoursOverlap(week, interval(WEEKDAYS, '13:00', '15:00'))).toBe(true);
    expect(usualHoursOverlap(week, interval(WEEKDAYS, '14:00', '20:00'))).toBe(false);
    expect(usualHoursOverlap(week, interval(only(6), '09:00', '14:00'))).toBe(false);
  });

  it('counts an overnight interval on the next morning, Sunday night into Monday included', () => {
    expect(usualHoursOverlap([interval(only(6), '22:00', '02:00')], interval(only(0), '01:00', '03:00'))).toBe(true);
    expect(usualHoursOverlap([interval(only(6), '22:00', '02:00')], interval(only(0), '02:00', '03:00'))).toBe(false);
  });
});
