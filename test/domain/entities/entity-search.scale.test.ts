import { describe, expect, it } from 'vitest';
import { compareSpanish } from '@domain/shared-kernel';
import { searchEntities, sortEntities, type EntityListRow, type EntitySort } from '@domain/entities';
import { TYPED_SEARCH, entityRows } from '../../support/entity-rows';

// The answers over 10,000 pharmacies. How long they take is measured by `npm run bench:data`
// (test/timing/entity-list.timing.ts), not here.

const TEXT_COLUMNS = ['name', 'contactName', 'kam', 'erp'] as const;

describe('entity list search and sort over 10,000 pharmacies', () => {
  const all = entityRows(10_000);

  it('finds the same pharmacies at every keystroke of a search, kept in the sorted order', () => {
    const sorted = sortEntities(all, { column: 'name', direction: 'asc' });
    const counts = [...TYPED_SEARCH].map((_, index) => searchEntities(sorted, TYPED_SEARCH.slice(0, index + 1)).length);
    // 'castano' is in the contact of every even pharmacy (and the name of every tenth, all even).
    expect(counts.slice(-4)).toEqual([5000, 5000, 2165, 248]);
    const found = searchEntities(sorted, TYPED_SEARCH);
    expect(found.every((row) => row.id % 2 === 0 && `${row.name} ${row.contactName}`.includes('Castaño') && `${row.id} ${row.name}`.includes('12'))).toBe(true);
    expect(found.map((row) => row.id)).toEqual(sortEntities(found, { column: 'name', direction: 'asc' }).map((row) => row.id));
  });

  it.each(TEXT_COLUMNS.flatMap((column) => (['asc', 'desc'] as const).map((direction): EntitySort => ({ column, direction }))))(
    'sorts every row by $column $direction in Spanish order, ties by id',
    (sort) => {
      const column = sort.column as (typeof TEXT_COLUMNS)[number];
      const sorted = sortEntities(all, sort);
      expect(sorted).toHaveLength(all.length);
      const sign = sort.direction === 'asc' ? 1 : -1;
      const misplaced = sorted.findIndex((row, index) => {
        const next: EntityListRow | undefined = sorted[index + 1];
        if (next === undefined) return false;
        const order = sign * compareSpanish(row[column], next[column]);
        return order > 0 || (order === 0 && row.id > next.id);
      });
      expect(misplaced).toBe(-1);
    },
  );

  it('sorts by upload date with the pharmacies that never uploaded last, in either direction', () => {
    for (const direction of ['asc', 'desc'] as const) {
      const sorted = sortEntities(all, { column: 'lastUploadDate', direction });
      const never = sorted.filter((row) => row.lastUploadDate === undefined);
      expect(never).toHaveLength(770);
      expect(sorted.slice(-770)).toEqual(never);
      const dates = sorted.slice(0, -770).map((row) => row.lastUploadDate ?? Number.NaN);
      expect(dates).toEqual([...dates].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
    }
  });
});
