import type { Timetable } from './timetable';

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** One schema.org OpeningHoursSpecification (https://schema.org/OpeningHoursSpecification). */
export interface OpeningHoursSpecification {
  readonly '@type': 'OpeningHoursSpecification';
  readonly dayOfWeek?: readonly string[];
  readonly opens: string;
  readonly closes: string;
  readonly validFrom?: string;
  readonly validThrough?: string;
}

/** The pharmacy's hours as schema.org structured data, for its web page's JSON-LD. */
export interface PharmacyOpeningHours {
  readonly '@context': 'https://schema.org';
  readonly '@type': 'Pharmacy';
  readonly name: string;
  readonly openingHoursSpecification: readonly OpeningHoursSpecification[];
  readonly specialOpeningHoursSpecification: readonly OpeningHoursSpecification[];
}

/**
 * The timetable published as schema.org data (beyond the spec; issue 11): each usual interval is an
 * OpeningHoursSpecification with its weekdays (an overnight one closes before it opens, as schema.org
 * reads it); from `today` on, each special day's slots and each closed day (opens = closes = 00:00,
 * schema.org's "closed all day") are special opening hours valid that day only. Guards are not opening
 * hours and are left out.
 */
export function openingHoursSchema(timetable: Timetable, name: string, today: string): PharmacyOpeningHours {
  const usual = timetable.openingHours.map((interval) => ({
    '@type': 'OpeningHoursSpecification' as const,
    dayOfWeek: SCHEMA_DAYS.filter((_, index) => interval.days[index] === true).map((day) => `https://schema.org/${day}`),
    opens: interval.from,
    closes: interval.to,
  }));
  const oneDay = (date: string, opens: string, closes: string): OpeningHoursSpecification => ({ '@type': 'OpeningHoursSpecification', opens, closes, validFrom: date, validThrough: date });
  const specials = [
    ...timetable.holidays.filter((date) => date >= today).map((date) => oneDay(date, '00:00', '00:00')),
    ...timetable.specialHours
      .filter((special) => special.date >= today)
      .flatMap((special) => [special.slot1, ...(special.slot2 === undefined ? [] : [special.slot2])].map((slot) => oneDay(special.date, slot.from, slot.to))),
  ].sort((a, b) => (a.validFrom ?? '').localeCompare(b.validFrom ?? '') || a.opens.localeCompare(b.opens));
  return { '@context': 'https://schema.org', '@type': 'Pharmacy', name, openingHoursSpecification: usual, specialOpeningHoursSpecification: specials };
}
