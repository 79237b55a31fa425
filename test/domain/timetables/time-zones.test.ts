import { describe, expect, it } from 'vitest';
import {
  CALENDAR_FIRST_DAY,
  CALENDAR_HOUR12,
  DEFAULT_TIME_ZONE,
  EVENTS_DRAGGABLE,
  EVENT_LIST_PAGE_SIZE,
  EVENT_LIST_PAGE_SIZES,
  TIME_ZONE_OPTIONS,
  isTimetableTimeZone,
} from '@domain/timetables';

describe('TIME_ZONE_OPTIONS', () => {
  it('offers Peninsular, Portugal and Canarias with their zones', () => {
    expect(TIME_ZONE_OPTIONS).toEqual([
      { label: 'Peninsular', zone: 'Europe/Madrid' },
      { label: 'Portugal', zone: 'Europe/Lisbon' },
      { label: 'Canarias', zone: 'Atlantic/Canary' },
    ]);
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Madrid');
  });

  it.each([
    ['Europe/Madrid', true],
    ['Atlantic/Canary', true],
    ['Europe/Paris', false],
    ['europe/madrid', false],
    ['', false],
  ])('says whether %j is a timetable zone: %s', (text, expected) => {
    expect(isTimetableTimeZone(text)).toBe(expected);
  });
});

describe('calendar settings', () => {
  it('starts weeks on Monday, uses the 24-hour clock and lists 10 events per page with choices 25, 50 and 100', () => {
    expect(CALENDAR_FIRST_DAY).toBe(1);
    expect(CALENDAR_HOUR12).toBe(false);
    expect(EVENT_LIST_PAGE_SIZE).toBe(10);
    expect(EVENT_LIST_PAGE_SIZES).toEqual([10, 25, 50, 100]);
  });

  it('does not let events be moved by dragging', () => {
    expect(EVENTS_DRAGGABLE).toBe(false);
  });
});
