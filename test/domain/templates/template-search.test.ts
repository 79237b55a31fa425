import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { searchTemplates, sortTemplates, templateListFileName, templateSortFromQuery } from '@domain/templates';
import { aTemplateSummary } from '../../support/builders/template.builder';

const gripe = aTemplateSummary({ id: '2', name: 'Vacunación de la gripe', description: 'Campaña de otoño', subject: 'Tu vacuna te espera', editedBy: 'mgarcia' });
const solar = aTemplateSummary({ id: '10', name: 'Protección solar', description: 'Fotoprotección en verano', subject: 'Este verano, sin quemaduras', type: 2, isHealthcare: false, editedBy: 'backoffice' });
const tension = aTemplateSummary({ id: '9', name: 'Control de la tensión', description: 'Toma de tensión gratuita', subject: 'Cuida tu corazón', editedBy: undefined });
const rows = [gripe, solar, tension];

describe('searchTemplates', () => {
  it.each([
    ['', [gripe, solar, tension]],
    ['  ', [gripe, solar, tension]],
    ['VACUNACION', [gripe]],
    ['promocional', [solar]],
    ['sanitaria', [gripe, tension]],
    ['corazón', [tension]],
    ['fotoproteccion verano', [solar]],
    ['10', [solar]],
    ['gripe verano', []],
  ])('finds for %j the matching rows', (query, found) => {
    expect(searchTemplates(rows, query)).toEqual(found);
  });

  it('keeps only rows of the list, in their order', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'vacunósl 1'), maxLength: 6 }), (query) => {
        const found = searchTemplates(rows, query);
        expect(found).toEqual(rows.filter((row) => found.includes(row)));
      }),
      { numRuns: 100 },
    );
  });
});

describe('sortTemplates', () => {
  it.each([
    ['name', 'asc', [tension, solar, gripe]],
    ['name', 'desc', [gripe, solar, tension]],
    ['id', 'asc', [gripe, tension, solar]],
    ['id', 'desc', [solar, tension, gripe]],
    ['type', 'asc', [solar, gripe, tension]],
    ['type', 'desc', [gripe, tension, solar]],
    ['subject', 'asc', [tension, solar, gripe]],
    ['description', 'asc', [gripe, solar, tension]],
    ['editedBy', 'asc', [solar, gripe, tension]],
    ['editedBy', 'desc', [gripe, solar, tension]],
  ] as const)('sorts by %s %s', (column, direction, sorted) => {
    expect(sortTemplates(rows, { column, direction })).toEqual(sorted);
  });

  it('keeps every row and does not change the list it is given', () => {
    const before = [...rows];
    const sorted = sortTemplates(rows, { column: 'name', direction: 'desc' });
    expect(rows).toEqual(before);
    expect([...sorted].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...rows].sort((a, b) => a.id.localeCompare(b.id)));
  });
});

describe('templateSortFromQuery', () => {
  it.each([
    ['name', 'desc', { column: 'name', direction: 'desc' }],
    ['subject', 'asc', { column: 'subject', direction: 'asc' }],
    ['content', 'up', { column: 'name', direction: 'asc' }],
    [undefined, undefined, { column: 'name', direction: 'asc' }],
  ])('reads %j %j', (column, direction, sort) => {
    expect(templateSortFromQuery(column, direction)).toEqual(sort);
  });
});

describe('templateListFileName', () => {
  it('names the export after the day in Madrid', () => {
    expect(templateListFileName(Date.UTC(2026, 10, 21, 9))).toBe('plantillas-de-campana-2026-11-21.csv');
    expect(templateListFileName(Date.UTC(2026, 11, 31, 23, 30))).toBe('plantillas-de-campana-2027-01-01.csv');
  });
});
