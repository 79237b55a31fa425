import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EVENT_COLOURS,
  isExistingLocalTime,
  sortEvents,
  timetableEvents,
  timetableFromEvents,
  type CalendarEvent,
  type LocalInterval,
  type SpecialHours,
  type Timetable,
  type TimetableTimeZone,
} from '@domain/timetables';
import { at, day, dayArb, localArb, time, timeArb, zoneArb } from '../../support/builders/timetables.builder';

const iso = (instant: number): string => new Date(instant).toISOString();

const timetable: Timetable = {
  eid: 1234,
  timeZone: 'Europe/Madrid',
  openingHours: [{ days: [true, true, true, true, true, false, false], from: time('09:00'), to: time('15:00') }],
  holidays: [day('2026-03-29')],
  specialHours: [
    { date: day('2026-03-29'), slot1: { from: time('09:00'), to: time('15:00') } },
    { date: day('2026-03-28'), slot1: { from: time('09:00'), to: time('14:00') }, slot2: { from: time('17:00'), to: time('20:00') } },
  ],
  guards: [{ from: at('2026-10-24 09:00'), to: at('2026-10-25 09:00') }],
  foreignGuards: [
    { name: 'Farmacia Sol', phone: '912345678', address: 'Calle Mayor 1', hours: { from: at('2026-04-01 22:00'), to: at('2026-04-02 09:00') } },
  ],
};

describe('timetableEvents', () => {
  const events = timetableEvents(timetable);
  const byId = (eventId: string): CalendarEvent | undefined => events.find((event) => event.eventId === eventId);

  it('places an open interval 09:00–15:00 at 07:00Z–13:00Z on the first summer-time day in Madrid', () => {
    expect(byId('open-0-1')).toEqual({
      eventId: 'open-0-1',
      kind: 'open',
      title: 'Abierto',
      start: Date.UTC(2026, 2, 29, 7),
      end: Date.UTC(2026, 2, 29, 13),
      allDay: false,
      timeZone: 'Europe/Madrid',
      backgroundColor: '#2E7D32',
      borderColor: '#2E7D32',
      textColor: '#FFFFFF',
    });
  });

  it('places both slots of a special day, at 08:00Z on the last winter-time day', () => {
    expect([byId('open-1-1'), byId('open-1-2')].map((event) => event && [iso(event.start), iso(event.end)])).toEqual([
      ['2026-03-28T08:00:00.000Z', '2026-03-28T13:00:00.000Z'],
      ['2026-03-28T16:00:00.000Z', '2026-03-28T19:00:00.000Z'],
    ]);
  });

  it('makes a closed day a red all-day event of 23 hours on the spring change day', () => {
    expect(byId('closed-0')).toMatchObject({
      kind: 'closed',
      title: 'Cerrado',
      allDay: true,
      start: Date.UTC(2026, 2, 28, 23),
      end: Date.UTC(2026, 2, 29, 22),
      backgroundColor: '#C62828',
    });
  });

  it('makes an own guard across the autumn change a blue event of 25 hours', () => {
    const guard = byId('guard-0');
    expect(guard).toMatchObject({ kind: 'guard', title: 'Guardia', allDay: false, backgroundColor: '#1565C0' });
    expect(guard && [iso(guard.start), guard.end - guard.start]).toEqual(['2026-10-24T07:00:00.000Z', 25 * 3_600_000]);
  });

  it('titles a grey foreign guard with the pharmacy name and carries its phone and address', () => {
    expect(byId('foreign-guard-0')).toMatchObject({
      kind: 'foreign-guard',
      title: 'Farmacia Sol',
      phone: '912345678',
      address: 'Calle Mayor 1',
      start: Date.UTC(2026, 3, 1, 20),
      end: Date.UTC(2026, 3, 2, 7),
      backgroundColor: '#616161',
    });
  });

  it('lists the events by start then end', () => {
    expect(events.map((event) => event.eventId)).toEqual(['open-1-1', 'open-1-2', 'closed-0', 'open-0-1', 'foreign-guard-0', 'guard-0']);
  });

  it('keeps the hours as typed when the zone changes', () => {
    const lisbon = timetableEvents({ ...timetable, timeZone: 'Europe/Lisbon' }).find((event) => event.eventId === 'open-0-1');
    expect(lisbon && [iso(lisbon.start), lisbon.timeZone]).toEqual(['2026-03-29T08:00:00.000Z', 'Europe/Lisbon']);
  });
});

describe('timetableFromEvents', () => {
  it('gives back the timetable the events were built from', () => {
    const expected = { ...timetable, specialHours: [timetable.specialHours[1], timetable.specialHours[0]] };
    expect(timetableFromEvents(timetable, timetableEvents(timetable))).toEqual({ ok: true, value: expected });
  });

  it('reads events added by the calendar, pairing open events of a day into slots in start order', () => {
    const madrid = (start: string, end: string, kind: CalendarEvent['kind'], extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
      eventId: `new-${start}-${end}`,
      kind,
      title: 'x',
      start: Date.parse(start),
      end: Date.parse(end),
      allDay: kind === 'closed',
      timeZone: 'Europe/Madrid',
      ...EVENT_COLOURS[kind],
      ...extra,
    });
    const result = timetableFromEvents({ eid: 7, timeZone: 'Europe/Madrid', openingHours: [] }, [
      madrid('2026-05-04T15:00:00Z', '2026-05-04T18:00:00Z', 'open'),
      madrid('2026-05-04T07:00:00Z', '2026-05-04T12:00:00Z', 'open'),
      madrid('2026-05-04T19:00:00Z', '2026-05-04T20:00:00Z', 'open'),
      madrid('2026-05-04T19:00:00Z', '2026-05-04T19:30:00Z', 'open'),
      madrid('2026-05-01T22:00:00Z', '2026-05-02T22:00:00Z', 'closed'),
      madrid('2026-05-01T22:00:00Z', '2026-05-02T22:00:00Z', 'closed'),
      madrid('2026-05-05T07:00:00Z', '2026-05-06T07:00:00Z', 'foreign-guard', { title: 'Farmacia Luna' }),
      madrid('2026-05-06T07:00:00Z', '2026-05-06T19:00:00Z', 'guard'),
      madrid('2026-05-06T07:00:00Z', '2026-05-06T10:00:00Z', 'guard'),
    ]);
    expect(result).toEqual({
      ok: true,
      value: {
        eid: 7,
        timeZone: 'Europe/Madrid',
        openingHours: [],
        holidays: ['2026-05-02'],
        specialHours: [
          { date: '2026-05-04', slot1: { from: '09:00', to: '14:00' }, slot2: { from: '17:00', to: '20:00' } },
          { date: '2026-05-04', slot1: { from: '21:00', to: '21:30' }, slot2: { from: '21:00', to: '22:00' } },
        ],
        guards: [
          { from: at('2026-05-06 09:00'), to: at('2026-05-06 12:00') },
          { from: at('2026-05-06 09:00'), to: at('2026-05-06 21:00') },
        ],
        foreignGuards: [{ name: 'Farmacia Luna', phone: '', address: '', hours: { from: at('2026-05-05 09:00'), to: at('2026-05-06 09:00') } }],
      },
    });
  });

  it('refuses events whose instants cannot be read, naming them', () => {
    const [event] = timetableEvents(timetable);
    const broken = [{ ...event!, eventId: 'a', start: Number.NaN }, { ...event!, eventId: 'b', end: Number.POSITIVE_INFINITY }, event!];
    expect(timetableFromEvents(timetable, broken)).toEqual({ ok: false, error: ['a', 'b'] });
  });

  it('round-trips any timetable through its events, in all three zones and across daylight-saving days', () => {
    const existing = (zone: TimetableTimeZone) => localArb.filter((local) => isExistingLocalTime(local, zone));
    const interval = (zone: TimetableTimeZone): fc.Arbitrary<LocalInterval> => fc.record({ from: existing(zone), to: existing(zone) });
    const slotArb = fc.record({ from: timeArb, to: timeArb });
    const existsAllDay = (special: SpecialHours, zone: TimetableTimeZone): boolean =>
      [special.slot1, special.slot2].every(
        (slot) => slot === undefined || [slot.from, slot.to].every((clock) => isExistingLocalTime({ date: special.date, time: clock }, zone)),
      );
    const timetableArb = zoneArb.chain((zone) =>
      fc.record<Timetable>({
        eid: fc.integer({ min: 1, max: 9999 }),
        timeZone: fc.constant(zone),
        openingHours: fc.constant([]),
        holidays: fc.uniqueArray(dayArb, { maxLength: 4 }),
        specialHours: fc
          .uniqueArray(fc.record({ date: dayArb, slot1: slotArb, slot2: fc.option(slotArb, { nil: undefined }) }), {
            maxLength: 4,
            selector: (special) => special.date,
          })
          .map((specials) => specials.filter((special) => existsAllDay(special, zone))),
        guards: fc.array(interval(zone), { maxLength: 4 }),
        foreignGuards: fc.array(
          fc.record({ name: fc.string(), phone: fc.string(), address: fc.string(), hours: interval(zone) }),
          { maxLength: 3 },
        ),
      }),
    );
    const withoutIds = (events: readonly CalendarEvent[]) => events.map(({ eventId: _eventId, ...rest }) => rest);
    fc.assert(
      fc.property(timetableArb, (original) => {
        const events = timetableEvents(original);
        const back = timetableFromEvents(original, events);
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect(withoutIds(timetableEvents(back.value))).toEqual(withoutIds(events));
        expect(timetableFromEvents(back.value, timetableEvents(back.value))).toEqual(back);
      }),
      { numRuns: 100 },
    );
  });
});

describe('sortEvents', () => {
  const event = (eventId: string, start: number, end: number): CalendarEvent => ({
    eventId,
    kind: 'guard',
    title: 'Guardia',
    start,
    end,
    allDay: false,
    timeZone: 'Europe/Madrid',
    ...EVENT_COLOURS.guard,
  });

  it('orders by start, then end, then id', () => {
    const sorted = sortEvents([event('c', 2, 5), event('b', 1, 9), event('a', 2, 5), event('d', 1, 3)]);
    expect(sorted.map((each) => each.eventId)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('is a total order: the result does not depend on the input order', () => {
    const rowArb = fc.record({ id: fc.string({ maxLength: 3 }), start: fc.integer({ min: 0, max: 5 }), end: fc.integer({ min: 0, max: 5 }) });
    fc.assert(
      fc.property(fc.uniqueArray(rowArb, { selector: (each) => each.id }), (rows) => {
        const events = rows.map((row) => event(row.id, row.start, row.end));
        expect(sortEvents([...events].reverse())).toEqual(sortEvents(events));
        const sorted = sortEvents(events);
        sorted.slice(1).forEach((next, index) => {
          const previous = sorted[index]!;
          expect(previous.start < next.start || (previous.start === next.start && previous.end <= next.end)).toBe(true);
        });
      }),
      { numRuns: 100 },
    );
  });
});

describe('EVENT_COLOURS', () => {
  const luminance = (hex: string): number => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((index) => {
      const channel = parseInt(hex.slice(index, index + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string): number => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };

  it.each(Object.entries(EVENT_COLOURS))('gives %s events white text at a contrast of at least 4.5:1', (_kind, colours) => {
    expect(colours.textColor).toBe('#FFFFFF');
    expect(contrast(colours.backgroundColor, colours.textColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures black on white as 21:1, so the contrast check can fail', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  });
});
