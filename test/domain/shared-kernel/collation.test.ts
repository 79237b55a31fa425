import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSpanish, sortBySpanishText, spanishSortKey } from '@domain/shared-kernel';

describe('compareSpanish: the order of every sorted list', () => {
  it('reads runs of digits as numbers', () => {
    expect(['Farmacia 10', 'Farmacia 2', 'Farmacia 1'].sort(compareSpanish)).toEqual(['Farmacia 1', 'Farmacia 2', 'Farmacia 10']);
  });

  it('ignores case and accents, and puts ñ after n', () => {
    expect(compareSpanish('Ángel', 'angel')).toBe(0);
    expect(compareSpanish('ÁVILA', 'avila')).toBe(0);
    expect(['ñu', 'nube', 'oso'].sort(compareSpanish)).toEqual(['nube', 'ñu', 'oso']);
  });

  it('is antisymmetric and gives 0 for a text and itself', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(compareSpanish(a, a)).toBe(0);
        expect(Math.sign(compareSpanish(a, b)) + Math.sign(compareSpanish(b, a))).toBe(0);
      }),
      { numRuns: 100 },
    );
  });
});

/** Texts from the characters lists hold, and some they rarely do (ñ, punctuation), which the collator compares. */
const ALPHABET = [...'aAáÁbBcCçeéÉèiíIoóÓöuúüÜnNñÑzZýÿ  0123456789-.,\'ßæø×{!#«&_/ąłő', 'n\u0303', 'e\u0301'];
const aText = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 10 }).map((chars) => chars.join(''));

describe('spanishSortKey and sortBySpanishText: the collator\'s order, computed once per text', () => {
  it('orders keys as the collator orders their texts', () => {
    fc.assert(
      fc.property(aText, aText, (a, b) => {
        const [keyA, keyB] = [spanishSortKey(a), spanishSortKey(b)];
        fc.pre(keyA !== undefined && keyB !== undefined);
        const byKeys = keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
        expect(byKeys).toBe(Math.sign(compareSpanish(a, b)));
      }),
      { numRuns: 500 },
    );
  });

  it('gives no key for a text the collator must compare itself', () => {
    expect(spanishSortKey('Farmacia «Centro»')).toBeUndefined();
    expect(spanishSortKey('Farmacia & Óptica')).toBeUndefined();
    expect(spanishSortKey('Farmacia {1}')).toBeUndefined();
    expect(spanishSortKey('9'.repeat(41))).toBeUndefined();
    expect(spanishSortKey('Farmacia Ávila 007')).toBe('farmacia avila 17');
    expect(spanishSortKey('Muñoz-Peña')).toBe('mun{oz!pen{a');
  });

  it('sorts as a sort by the collator does, ties by the tie-break, in either direction', () => {
    const rows = fc.array(fc.record({ id: fc.integer({ min: 1, max: 50 }), name: aText }), { maxLength: 40 });
    fc.assert(
      fc.property(rows, fc.constantFrom('asc' as const, 'desc' as const), (list, direction) => {
        const sign = direction === 'asc' ? 1 : -1;
        const expected = [...list].sort((a, b) => sign * compareSpanish(a.name, b.name) || a.id - b.id);
        const sorted = sortBySpanishText(list, (row) => row.name, direction, (a, b) => a.id - b.id);
        expect(sorted.map((row) => [row.name, row.id])).toEqual(expected.map((row) => [row.name, row.id]));
      }),
      { numRuns: 500 },
    );
  });

  it('sorts pharmacies by name with their branch numbers as numbers', () => {
    const names = ['Farmacia Ortega 10', 'farmacia ortega 2', 'Farmacia Ñanduti', 'Farmacia Nuñez', 'Farmacia Ortega', 'Farmacia Álvarez'];
    const sorted = sortBySpanishText(names, (name) => name, 'asc', () => 0);
    expect(sorted).toEqual(['Farmacia Álvarez', 'Farmacia Nuñez', 'Farmacia Ñanduti', 'Farmacia Ortega', 'farmacia ortega 2', 'Farmacia Ortega 10']);
  });
});
