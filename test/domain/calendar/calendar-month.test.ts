import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allEnabledSelected,
  calendarContentErrors,
  calendarDay,
  calendarMonth,
  chooserRows,
  entryDraft,
  filterChooserRows,
  isEntryConverted,
  monthRange,
  sameDayClashes,
  selectAllEnabled,
  unselectRows,
  type CalendarEntry,
  type PharmacyReadiness,
} from '@domain/calendar';

function anEntry(id: string, owner: string, scheduledDate: number, overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  return { id, name: `Entrada ${id}`, scheduledDate, type: 'email', campaigns: [], subject: undefined, segment: undefined, creationDate: undefined, modifiedDate: undefined, sheetId: undefined, owner, ...overrides };
}

describe('calendar days and months', () => {
  it('reads days and months in Madrid time', () => {
    expect(calendarDay(Date.UTC(2026, 10, 30, 23, 30))).toBe('2026-12-01');
    expect(calendarMonth(Date.UTC(2026, 10, 30, 23, 30))).toBe('2026-12');
    expect(calendarMonth(Date.UTC(2026, 10, 30, 22, 59))).toBe('2026-11');
  });

  it('widens a month by a week each side, and refuses an unreadable one', () => {
    expect(monthRange('2026-11')).toEqual({ from: Date.UTC(2026, 9, 24, 22), to: Date.UTC(2026, 11, 7, 23) });
    expect(monthRange('2026-13')).toBeUndefined();
    expect(monthRange('noviembre')).toBeUndefined();
  });
});

describe('sameDayClashes', () => {
  const nine = Date.UTC(2026, 10, 24, 8);
  it('finds the days on which one owner group has two entries, by day then owner, entries by time', () => {
    const entries = [
      anEntry('a', 'farmacias', nine + 8 * 3_600_000),
      anEntry('b', 'top_doctors', nine),
      anEntry('c', 'farmacias', nine + 2 * 3_600_000),
      anEntry('d', 'top_doctors', nine + 86_400_000),
      anEntry('e', 'top_doctors', nine - 86_400_000),
      anEntry('f', 'top_doctors', nine - 86_400_000 + 60_000),
    ];
    expect(sameDayClashes(entries).map((clash) => [clash.day, clash.owner, clash.entries.map((entry) => entry.id)])).toEqual([
      ['2026-11-23', 'top_doctors', ['e', 'f']],
      ['2026-11-24', 'farmacias', ['c', 'a']],
    ]);
  });

  it('says nothing of entries of different groups on one day, nor of one entry a day', () => {
    expect(sameDayClashes([anEntry('a', 'farmacias', nine), anEntry('b', 'top_doctors', nine)])).toEqual([]);
    expect(sameDayClashes([])).toEqual([]);
  });

  it('reports every entry of a crowded day once, whatever the order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('farmacias', 'top_doctors'), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 23 })), { maxLength: 20 }), (specs) => {
        const entries = specs.map(([owner, day, hour], index) => anEntry(String(index), owner, Date.UTC(2026, 10, 2 + day, hour - 1)));
        const clashes = sameDayClashes(entries);
        const reported = clashes.flatMap((clash) => clash.entries.map((entry) => entry.id));
        expect(new Set(reported).size).toBe(reported.length);
        for (const clash of clashes) expect(clash.entries.every((entry) => entry.owner === clash.owner && calendarDay(entry.scheduledDate) === clash.day)).toBe(true);
        const counts = new Map<string, number>();
        for (const entry of entries) counts.set(`${calendarDay(entry.scheduledDate)} ${entry.owner}`, (counts.get(`${calendarDay(entry.scheduledDate)} ${entry.owner}`) ?? 0) + 1);
        expect(reported.length).toBe([...counts.values()].filter((count) => count > 1).reduce((sum, count) => sum + count, 0));
      }),
      { numRuns: 100 },
    );
  });
});

describe('entryDraft', () => {
  it('defaults the segmentation by type and the subject to the name', () => {
    const sms = anEntry('1', 'farmacias', 1_800_000_000_000, { type: 'sms', name: 'Oferta' });
    expect(entryDraft(sms)).toEqual({ name: 'Oferta', schedule: 1_800_000_000_000, segment: 'Todo sms', subject: 'Oferta', json: '' });
    expect(entryDraft(anEntry('2', 'farmacias', 5, { name: 'Gripe' }), '{}')).toEqual({ name: 'Gripe', schedule: 5, segment: 'Todo Email', subject: 'Gripe', json: '{}' });
    expect(entryDraft(anEntry('3', 'farmacias', 5, { segment: 'Mayores', subject: 'Hola' }))).toMatchObject({ segment: 'Mayores', subject: 'Hola' });
  });

  it('tells a converted entry by its campaigns', () => {
    expect(isEntryConverted(anEntry('1', 'x', 0))).toBe(false);
    expect(isEntryConverted(anEntry('1', 'x', 0, { campaigns: ['c1'] }))).toBe(true);
  });
});

describe('the pharmacy chooser rows', () => {
  const readiness: PharmacyReadiness = { eidsWithHeader: new Set([500, 501, 503]), eidsWithSender: new Set([500, 502, 503]) };
  const rows = chooserRows(
    [
      { eid: 500, name: 'Farmacia Castaño', city: 'Málaga' },
      { eid: 501, name: 'Farmacia Ruiz', city: 'Sevilla' },
      { eid: 502, name: 'Farmacia Núñez', city: 'Málaga' },
      { eid: 503, name: 'Farmacia Pérez', city: 'Ávila' },
    ],
    readiness,
  );

  it('disables the pharmacies without a header or a sender', () => {
    expect(rows.map((row) => [row.eid, row.block])).toEqual([
      [500, undefined],
      [501, 'NO_SENDER'],
      [502, 'NO_HEADER'],
      [503, undefined],
    ]);
  });

  it('finds by name, city or number without accents, every word', () => {
    expect(filterChooserRows(rows, 'malaga').map((row) => row.eid)).toEqual([500, 502]);
    expect(filterChooserRows(rows, 'CASTANO malaga').map((row) => row.eid)).toEqual([500]);
    expect(filterChooserRows(rows, '503').map((row) => row.eid)).toEqual([503]);
    expect(filterChooserRows(rows, '  ')).toBe(rows);
  });

  it('selects all the enabled ones found, never a disabled one, and unselects them', () => {
    const all = selectAllEnabled(new Set([501]), filterChooserRows(rows, 'malaga'));
    expect([...all].sort()).toEqual([500, 501]);
    expect(allEnabledSelected(all, filterChooserRows(rows, 'malaga'))).toBe(true);
    expect(allEnabledSelected(all, rows)).toBe(false);
    expect(allEnabledSelected(new Set(), filterChooserRows(rows, 'nunez'))).toBe(false);
    expect([...unselectRows(all, filterChooserRows(rows, 'malaga'))]).toEqual([501]);
  });

  it('stays fast with 10,000 pharmacies: rows, a search and a select-all', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({ eid: 1000 + index, name: `Farmacia ${index} Núñez`, city: index % 2 === 0 ? 'Málaga' : 'Ávila' }));
    const everyone: PharmacyReadiness = { eidsWithHeader: new Set(many.map((pharmacy) => pharmacy.eid)), eidsWithSender: new Set(many.map((pharmacy) => pharmacy.eid)) };
    const big = chooserRows(many, everyone);
    const found = filterChooserRows(big, 'malaga');
    expect(found).toHaveLength(5_000);
    expect(selectAllEnabled(new Set(), found).size).toBe(5_000);
  });
});

describe('calendarContentErrors', () => {
  it('needs a design for an email and a sendable text for an SMS, whatever the sender', () => {
    expect(calendarContentErrors('email', '  ')).toEqual(['EMPTY_DESIGN']);
    expect(calendarContentErrors('email', '{"rows":[]}')).toEqual([]);
    expect(calendarContentErrors('sms', '')).toEqual(['EMPTY_CONTENT']);
    expect(calendarContentErrors('sms', 'Feliz Navidad 🎄')).toEqual(['INVALID_CHARACTERS']);
    expect(calendarContentErrors('sms', 'a'.repeat(307))).toEqual(['TOO_LONG']);
    expect(calendarContentErrors('sms', 'Abrimos de 10 a 14 h.')).toEqual([]);
  });
});
