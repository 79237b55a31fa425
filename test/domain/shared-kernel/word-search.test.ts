import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldText, foldedOnce, matchesWords, searchByWords, searchWords } from '@domain/shared-kernel';
import { anyUnicodeText } from '../../support/builders/text.arbitrary';

describe('foldText', () => {
  it.each([
    ['CASTAÑO', 'castano'],
    ['Martínez', 'martinez'],
    ['Vacunación de la GRIPE', 'vacunacion de la gripe'],
    ['Pingüino Àéîõü', 'pinguino aeiou'],
    ['farmacia-llorente.es', 'farmacia-llorente.es'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('is idempotent and never leaves capitals or combining marks', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aáAÁeéEÉnñNÑuüÜ oO1-') }), (text) => {
        const folded = foldText(text);
        expect(foldText(folded)).toBe(folded);
        expect(folded).not.toMatch(/[A-Z]|\p{Mn}/u);
      }),
      { numRuns: 100 },
    );
  });

  it('is the decomposed text without its marks, lower-cased, for any text, plain ASCII or not', () => {
    const byDefinition = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    fc.assert(
      fc.property(fc.oneof(fc.string(), anyUnicodeText(), fc.string({ unit: fc.constantFrom(...'aZ 9.~\u007f\tÁñİẞΣ\u0301') })), (text) => {
        expect(foldText(text)).toBe(byDefinition(text));
      }),
      { numRuns: 500 },
    );
  });
});

describe('searchWords', () => {
  it('splits a query into its folded words', () => {
    expect(searchWords('  Farmacia   Núñez ')).toEqual(['farmacia', 'nunez']);
    expect(searchWords('   ')).toEqual([]);
  });
});

describe('matchesWords', () => {
  it.each([
    ['Farmacia Castaño', 'castano', true],
    ['Farmacia Castaño', 'CASTAÑO farm', true],
    ['Farmacia Castaño', 'castaño norte', false],
    ['Farmacia Castaño kam-norte', 'norte castaño', true],
    ['anything', '', true],
    ['anything', '   ', true],
    ['', 'a', false],
  ])('matches %j against %j: %s', (haystack, query, expected) => {
    expect(matchesWords(haystack, query)).toBe(expected);
  });

  it('matches a text against any words taken from it, in any order and case', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom(...'abcñáéÉ'), minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), (words) => {
        const haystack = words.join(' ');
        expect(matchesWords(haystack, [...words].reverse().join('  ').toUpperCase())).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('searchByWords', () => {
  const rows = [
    { id: 1, name: 'Farmacia Ibáñez' },
    { id: 2, name: 'Farmacia Castaño' },
    { id: 3, name: 'Parafarmacia Ibañez Norte' },
  ];
  const text = (row: (typeof rows)[number]) => foldText(`${row.id} ${row.name}`);

  it('keeps the rows that match every word, in their order', () => {
    expect(searchByWords(rows, 'ibanez', text)).toEqual([rows[0], rows[2]]);
    expect(searchByWords(rows, 'farmacia 2', text)).toEqual([rows[1]]);
    expect(searchByWords(rows, '', text)).toEqual(rows);
  });

  it('agrees with matchesWords row by row', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'farmcibñz 123'), maxLength: 8 }), (query) => {
        expect(searchByWords(rows, query, text)).toEqual(rows.filter((row) => matchesWords(`${row.id} ${row.name}`, query)));
      }),
      { numRuns: 100 },
    );
  });
});

describe('foldedOnce', () => {
  it('folds the text of a row the first time only', () => {
    let calls = 0;
    const haystack = foldedOnce((row: { name: string }) => {
      calls += 1;
      return row.name;
    });
    const row = { name: 'Farmacia Núñez' };
    expect(haystack(row)).toBe('farmacia nunez');
    expect(haystack(row)).toBe('farmacia nunez');
    expect(calls).toBe(1);
    expect(haystack({ name: 'Otra' })).toBe('otra');
    expect(calls).toBe(2);
  });
});
