import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { entitySortFromQuery, searchEntities, sortEntities } from '@domain/entities';
import { anEntityRow } from '../../support/builders/entity.builder';

const castano = anEntityRow();
const abeto = anEntityRow({ id: 12, name: 'Farmacia Abeto', contactName: 'Ana Ruiz', kam: 'kam-sur', erp: 'Unycop', lastUploadDate: Date.UTC(2026, 4, 3) });
const zarza = anEntityRow({ id: 1087, name: 'farmacia zarza', contactName: 'Luis Gil', kam: 'kam-norte', erp: 'Nixfarma', lastUploadDate: undefined });
const rows = [castano, abeto, zarza];

describe('searchEntities', () => {
  it.each([
    ['', [castano, abeto, zarza]],
    ['   ', [castano, abeto, zarza]],
    ['CASTANO', [castano]],
    ['martinez', [castano]],
    ['kam-norte', [castano, zarza]],
    ['unycop', [abeto]],
    ['1087', [zarza]],
    ['farmacia norte', [castano, zarza]],
    ['abeto norte', []],
  ])('finds for %j the matching rows', (query, found) => {
    expect(searchEntities(rows, query)).toEqual(found);
  });

  it('keeps only rows of the list, in their order', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'farmcijoñ 1'), maxLength: 8 }), (query) => {
        const found = searchEntities(rows, query);
        expect(found).toEqual(rows.filter((row) => found.includes(row)));
      }),
      { numRuns: 100 },
    );
  });
});

describe('sortEntities', () => {
  it.each([
    ['name', 'asc', [abeto, castano, zarza]],
    ['name', 'desc', [zarza, castano, abeto]],
    ['id', 'asc', [abeto, castano, zarza]],
    ['id', 'desc', [zarza, castano, abeto]],
    ['erp', 'asc', [castano, zarza, abeto]],
    ['lastUploadDate', 'asc', [castano, abeto, zarza]],
    ['lastUploadDate', 'desc', [abeto, castano, zarza]],
  ] as const)('sorts by %s %s', (column, direction, sorted) => {
    expect(sortEntities(rows, { column, direction })).toEqual(sorted);
  });

  it('breaks ties by id and puts rows that never uploaded last', () => {
    const never = anEntityRow({ id: 5, lastUploadDate: undefined });
    expect(sortEntities([zarza, castano, never, anEntityRow({ id: 3 })], { column: 'kam', direction: 'asc' }).map((row) => row.id)).toEqual([3, 5, 87, 1087]);
    expect(sortEntities([zarza, never, castano], { column: 'lastUploadDate', direction: 'asc' }).map((row) => row.id)).toEqual([87, 5, 1087]);
  });

  it('does not change the list it is given', () => {
    const list = [zarza, castano];
    sortEntities(list, { column: 'name', direction: 'asc' });
    expect(list).toEqual([zarza, castano]);
  });
});

describe('entitySortFromQuery', () => {
  it.each([
    ['kam', 'desc', { column: 'kam', direction: 'desc' }],
    ['id', 'asc', { column: 'id', direction: 'asc' }],
    ['unknown', 'sideways', { column: 'name', direction: 'asc' }],
    [undefined, undefined, { column: 'name', direction: 'asc' }],
  ])('reads sort-by %j and sort-order %j', (column, direction, sort) => {
    expect(entitySortFromQuery(column, direction)).toEqual(sort);
  });
});
