import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CALENDAR_ENTRY_TYPES,
  CALENDAR_MESSAGES,
  DEFAULT_SEGMENTATIONS,
  TOP_DOCTORS_OWNER,
  calendarOwnerGroups,
  entriesOfOwners,
  isCalendarAnswerOk,
  newCalendarEntry,
  parseCalendarEntryType,
  pharmaciesToSave,
  pharmacyBlock,
  validateEventSpan,
  type CalendarEntry,
} from '@domain/calendar';

function anEntry(id: string, owner: string): CalendarEntry {
  return {
    id,
    name: `Campaña ${id}`,
    scheduledDate: Date.UTC(2026, 5, 10, 8),
    type: 'email',
    campaigns: [],
    subject: undefined,
    segment: undefined,
    creationDate: undefined,
    modifiedDate: undefined,
    sheetId: undefined,
    owner,
  };
}

describe('calendar entry types', () => {
  it('are sms and email', () => {
    expect(CALENDAR_ENTRY_TYPES).toEqual(['sms', 'email']);
  });

  it.each([
    ['sms', 'sms'],
    ['email', 'email'],
    ['SMS', undefined],
    ['whatsapp', undefined],
    ['', undefined],
  ])('reads %j as %s', (text, type) => {
    expect(parseCalendarEntryType(text)).toBe(type);
  });
});

describe('newCalendarEntry', () => {
  const day = Date.UTC(2026, 5, 10, 12);

  it('schedules the entry on the chosen day at the typed Madrid time', () => {
    expect(newCalendarEntry({ name: '  Verano  ', day, time: '09:30', type: 'sms' })).toEqual({
      ok: true,
      value: { name: 'Verano', scheduledDate: Date.UTC(2026, 5, 10, 7, 30), type: 'sms' },
    });
  });

  it('uses the Madrid day of the chosen instant', () => {
    const lateEvening = Date.UTC(2026, 0, 31, 23, 30);
    const entry = newCalendarEntry({ name: 'Febrero', day: lateEvening, time: '00:00', type: 'email' });
    expect(entry.ok && entry.value.scheduledDate).toBe(Date.UTC(2026, 0, 31, 23));
  });

  it.each([
    ['an empty name', { name: '   ' }, ['NAME_REQUIRED']],
    ['a time out of range', { time: '24:00' }, ['INVALID_TIME']],
    ['a time without minutes', { time: '9' }, ['INVALID_TIME']],
    ['an unreadable day', { day: Number.NaN }, ['INVALID_DAY']],
    ['everything wrong', { name: '', day: Number.NaN, time: '' }, ['NAME_REQUIRED', 'INVALID_DAY', 'INVALID_TIME']],
  ])('refuses %s', (_name, overrides, errors) => {
    expect(newCalendarEntry({ name: 'Verano', day, time: '10:00', type: 'email', ...overrides })).toEqual({ ok: false, error: errors });
  });
});

describe('validateEventSpan', () => {
  const start = Date.UTC(2026, 5, 10, 8);

  it.each([
    ['an end before the start', start - 1],
    ['an end at the start', start],
    ['an unreadable end', Number.NaN],
  ])('rejects %s', (_name, end) => {
    expect(validateEventSpan(start, end)).toEqual({ ok: false, error: 'END_NOT_AFTER_START' });
  });

  it('accepts an end after the start', () => {
    expect(validateEventSpan(start, start + 60_000)).toEqual({ ok: true, value: { start, end: start + 60_000 } });
  });

  it('accepts exactly the spans whose end is after the start', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        expect(validateEventSpan(a, b).ok).toBe(b > a);
      }),
      { numRuns: 100 },
    );
  });
});

describe('isCalendarAnswerOk', () => {
  it.each([
    [200, true],
    [201, false],
    [204, false],
    [500, false],
    [-1, false],
  ])('treats status %i as ok: %s', (status, expected) => {
    expect(isCalendarAnswerOk(status)).toBe(expected);
  });
});

describe('owner groups', () => {
  it('are top_doctors and the product', () => {
    expect(TOP_DOCTORS_OWNER).toBe('top_doctors');
    expect(calendarOwnerGroups('farmaplus')).toEqual(['top_doctors', 'farmaplus']);
  });

  it('filter the entries to the visible groups', () => {
    const entries = [anEntry('1', 'top_doctors'), anEntry('2', 'farmaplus'), anEntry('3', 'otro')];
    expect(entriesOfOwners(entries, ['farmaplus']).map((entry) => entry.id)).toEqual(['2']);
    expect(entriesOfOwners(entries, calendarOwnerGroups('farmaplus')).map((entry) => entry.id)).toEqual(['1', '2']);
    expect(entriesOfOwners(entries, [])).toEqual([]);
  });

  it('default to the fixed email and SMS segmentations', () => {
    expect(DEFAULT_SEGMENTATIONS).toEqual({ email: 'Todo Email', sms: 'Todo sms' });
  });
});

describe('pharmacy chooser', () => {
  const readiness = { eidsWithHeader: new Set([10, 20, 30]), eidsWithSender: new Set([10, 40]) };

  it.each([
    [10, undefined],
    [20, 'NO_SENDER'],
    [40, 'NO_HEADER'],
    [50, 'NO_HEADER'],
  ])('gives pharmacy %i the block %s', (eid, block) => {
    expect(pharmacyBlock(eid, readiness)).toBe(block);
  });

  it('saves only the chosen pharmacies that are not disabled, once each', () => {
    expect(pharmaciesToSave([20, 10, 40, 10], { ...readiness, eidsWithSender: new Set([10, 20, 40]) })).toEqual([20, 10]);
  });

  it('shows the spec texts for disabled pharmacies', () => {
    expect(CALENDAR_MESSAGES.NO_HEADER).toBe('Debes crear una cabecera para seleccionar esta farmacia');
    expect(CALENDAR_MESSAGES.NO_SENDER).toBe('falta remitente');
  });
});
