/** The time zones a timetable can use (spec 3 §3 "Timezone options"). */
export type TimetableTimeZone = 'Europe/Madrid' | 'Europe/Lisbon' | 'Atlantic/Canary';

/** A time-zone choice as the timezone picker shows it. */
export interface TimeZoneOption {
  readonly label: string;
  readonly zone: TimetableTimeZone;
}

/** The three choices, in the spec's order: Peninsular, Portugal, Canarias (spec 3 §3). */
export const TIME_ZONE_OPTIONS: readonly TimeZoneOption[] = [
  { label: 'Peninsular', zone: 'Europe/Madrid' },
  { label: 'Portugal', zone: 'Europe/Lisbon' },
  { label: 'Canarias', zone: 'Atlantic/Canary' },
];

/**
 * The zone of a timetable that has none yet. Not in the spec: Peninsular, the product's own zone
 * (spec 1 §5).
 */
export const DEFAULT_TIME_ZONE: TimetableTimeZone = 'Europe/Madrid';

/** Whether `text` names one of the three timetable zones (spec 3 §3); anything else is not a choice. */
export function isTimetableTimeZone(text: string): text is TimetableTimeZone {
  return TIME_ZONE_OPTIONS.some((option) => option.zone === text);
}
