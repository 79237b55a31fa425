import { DateTime } from 'luxon';
import { emptyTimetable, type LocalDate, type LocalDateTime, type LocalTime, type Timetable, type WeekDays } from '@domain/timetables';
import { MAIN_DEMO_EID, type DemoCollection, type DemoDatabase } from '@adapters/demo';

/** The zone the demo's "today" is read in: the demo pharmacies are on the Peninsula. */
const DEMO_ZONE = 'Europe/Madrid';

const dateOf = (day: DateTime): LocalDate => (day.toISODate() ?? '') as LocalDate;
const at = (day: DateTime, time: string): LocalDateTime => ({ date: dateOf(day), time: time as LocalTime });
const WEEKDAYS: WeekDays = [true, true, true, true, true, false, false];
const SATURDAY: WeekDays = [false, false, false, false, false, true, false];

/**
 * The Sunday of the last October daylight-saving change on or before `today` (the last Sunday of
 * October of this year once it has passed, of last year before): the demo's guards cross it.
 */
export function lastOctoberChange(today: DateTime): DateTime {
  const lastSunday = (year: number): DateTime => {
    const last = DateTime.fromObject({ year, month: 10, day: 31 }, { zone: DEMO_ZONE });
    return last.minus({ days: last.weekday % 7 });
  };
  const thisYear = lastSunday(today.year);
  return thisYear <= today.startOf('day') ? thisYear : lastSunday(today.year - 1);
}

/**
 * The timetable of Farmacia Llorente (the `farmacia` account), relative to the data set's "now":
 * weekdays 09:00–14:00 and 17:00–20:30 and Saturday mornings; around the last October
 * daylight-saving change, a foreign guard on the Friday night, special hours and an own guard on the
 * Saturday night that crosses the change (20:00 to 09:00, 14 real hours), a 24-hour foreign guard on
 * the Sunday and the 1 November holiday; from today on, the December and January holidays, special
 * hours on Christmas and New Year's Eve, and a guard or a foreign guard every other weekend.
 */
export function demoTimetable(eid: number, now: number): Timetable {
  const today = DateTime.fromMillis(now, { zone: DEMO_ZONE }).startOf('day');
  const change = lastOctoberChange(today);
  const saturday = change.minus({ days: 1 });
  const year = today.year;
  const holidayDates = [
    DateTime.fromObject({ year: change.year, month: 11, day: 1 }, { zone: DEMO_ZONE }),
    ...[year, year + 1].flatMap((y) => [
      DateTime.fromObject({ year: y, month: 1, day: 1 }, { zone: DEMO_ZONE }),
      DateTime.fromObject({ year: y, month: 1, day: 6 }, { zone: DEMO_ZONE }),
      DateTime.fromObject({ year: y, month: 12, day: 8 }, { zone: DEMO_ZONE }),
      DateTime.fromObject({ year: y, month: 12, day: 25 }, { zone: DEMO_ZONE }),
    ]),
  ].filter((day) => day >= change && day <= today.plus({ months: 3 }));
  const christmasEve = DateTime.fromObject({ year, month: 12, day: 24 }, { zone: DEMO_ZONE });
  const newYearsEve = DateTime.fromObject({ year, month: 12, day: 31 }, { zone: DEMO_ZONE });
  // The Saturdays of the next eight weeks, from the week after today's.
  const nextSaturday = today.plus({ days: ((6 - today.weekday + 7) % 7) + 7 });
  const weekends = Array.from({ length: 4 }, (_, index) => nextSaturday.plus({ weeks: index * 2 }));
  const ownWeekends = weekends.filter((_, index) => index % 2 === 0);
  const foreignWeekends = weekends.filter((_, index) => index % 2 === 1);
  return {
    ...emptyTimetable(eid),
    openingHours: [
      { days: WEEKDAYS, from: '09:00' as LocalTime, to: '14:00' as LocalTime },
      { days: WEEKDAYS, from: '17:00' as LocalTime, to: '20:30' as LocalTime },
      { days: SATURDAY, from: '09:30' as LocalTime, to: '13:30' as LocalTime },
    ],
    holidays: [...new Set(holidayDates.map(dateOf))].sort(),
    specialHours: [
      { date: dateOf(saturday), slot1: { from: '09:30' as LocalTime, to: '14:00' as LocalTime }, slot2: { from: '17:00' as LocalTime, to: '20:00' as LocalTime } },
      ...[christmasEve, newYearsEve].filter((day) => day >= today).map((day) => ({ date: dateOf(day), slot1: { from: '09:00' as LocalTime, to: '14:00' as LocalTime } })),
    ],
    guards: [
      { from: at(saturday, '20:00'), to: at(change, '09:00') },
      ...ownWeekends.map((day) => ({ from: at(day, '09:00'), to: at(day.plus({ days: 1 }), '09:00') })),
    ],
    foreignGuards: [
      { name: 'Farmacia del Carmen', phone: '915 550 123', address: 'Calle del Carmen 14', hours: { from: at(saturday.minus({ days: 1 }), '20:00'), to: at(saturday, '09:00') } },
      { name: 'Farmacia Santa Ana', phone: '915 550 456', address: 'Plaza de Santa Ana 3', hours: { from: at(change, '09:00'), to: at(change.plus({ days: 1 }), '09:00') } },
      ...foreignWeekends.map((day, index) => ({
        name: index % 2 === 0 ? 'Farmacia del Carmen' : 'Farmacia Santa Ana',
        phone: index % 2 === 0 ? '915 550 123' : '915 550 456',
        address: index % 2 === 0 ? 'Calle del Carmen 14' : 'Plaza de Santa Ana 3',
        hours: { from: at(day, '09:00'), to: at(day.plus({ days: 1 }), '09:00') },
      })),
    ],
  };
}

/**
 * The demo's timetables, kept with the trainee's changes: Farmacia Llorente's is generated (see
 * {@link demoTimetable}); any other pharmacy starts empty and is stored once saved.
 */
export function demoTimetables(db: DemoDatabase): DemoCollection<Timetable> {
  return db.collection<Timetable>('timetables', {
    version: 1,
    key: (timetable) => String(timetable.eid),
    generate: ({ now }) => [demoTimetable(MAIN_DEMO_EID, now)],
  });
}
