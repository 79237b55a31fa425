import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GSM_BASIC_CHARACTERS, GSM_LOOKALIKES, gsmSeptets, measureSms, replaceGsmLookalikes, suggestGsmReplacements } from '@domain/sms';

const lookalikeKeys = Object.keys(GSM_LOOKALIKES);
const mixedChar = fc.oneof(
  fc.constantFrom(...GSM_BASIC_CHARACTERS),
  fc.constantFrom(...lookalikeKeys),
  fc.constantFrom('😀', 'ñ', '€', '·', '¢', 'ş'),
);
const mixedText = fc.array(mixedChar, { maxLength: 200, size: 'max' }).map((chars) => chars.join(''));

describe('GSM_LOOKALIKES', () => {
  it.each(lookalikeKeys)('maps the invalid character %j to GSM-7 basic text', (character) => {
    expect(gsmSeptets(character)).toBeUndefined();
    const replacement = GSM_LOOKALIKES[character]!;
    expect(replacement.length).toBeGreaterThan(0);
    expect([...replacement].every((c) => gsmSeptets(c) === 1)).toBe(true);
  });

  it.each([
    ['á', 'a'],
    ['í', 'i'],
    ['ó', 'o'],
    ['ú', 'u'],
    ['Á', 'A'],
    ['Í', 'I'],
    ['Ó', 'O'],
    ['Ú', 'U'],
    ['ç', 'Ç'],
    ['\u2018', "'"],
    ['\u2019', "'"],
    ['\u201C', '"'],
    ['\u201D', '"'],
    ['\u2013', '-'],
    ['\u2014', '-'],
    ['\u2026', '...'],
  ])('suggests %j → %j', (character, replacement) => {
    expect(GSM_LOOKALIKES[character]).toBe(replacement);
  });
});

describe('replaceGsmLookalikes', () => {
  it('replaces look-alikes and keeps every other character', () => {
    expect(replaceGsmLookalikes('“Promoción” – válida… 😀 {ñ}')).toBe('"Promocion" - valida... 😀 {ñ}');
  });

  it('does not treat inherited object keys as look-alikes', () => {
    expect(replaceGsmLookalikes('constructor toString')).toBe('constructor toString');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(mixedText, (text) => {
        const once = replaceGsmLookalikes(text);
        expect(replaceGsmLookalikes(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('never adds an invalid character', () => {
    fc.assert(
      fc.property(fc.oneof(mixedText, fc.string({ unit: 'grapheme', maxLength: 80 })), (text) => {
        const before = new Set(measureSms(text).invalidCharacters);
        const after = measureSms(replaceGsmLookalikes(text)).invalidCharacters;
        expect(after.every((c) => before.has(c))).toBe(true);
        expect(after.some((c) => Object.hasOwn(GSM_LOOKALIKES, c))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('suggestGsmReplacements', () => {
  it('reports one suggestion per distinct replaceable character and the measure after replacing', () => {
    expect(suggestGsmReplacements('Oferta válida… ¡Ven! 😀 á')).toEqual({
      suggestions: [
        { character: 'á', replacement: 'a' },
        { character: '\u2026', replacement: '...' },
      ],
      replaced: 'Oferta valida... ¡Ven! 😀 a',
      after: { units: 26, segments: 1, invalidCharacters: ['😀'], withinLimit: false },
    });
  });

  it('reports nothing to replace for a valid text', () => {
    expect(suggestGsmReplacements('Hola {mundo}')).toEqual({
      suggestions: [],
      replaced: 'Hola {mundo}',
      after: { units: 14, segments: 1, invalidCharacters: [], withinLimit: true },
    });
  });

  it('shows when replacing makes the text longer', () => {
    const report = suggestGsmReplacements('a'.repeat(158) + '\u2026');
    expect(measureSms('a'.repeat(158) + '\u2026')).toMatchObject({ units: 159, segments: 1 });
    expect(report.after).toMatchObject({ units: 161, segments: 2, withinLimit: true });
  });

  it('measures exactly the replaced text', () => {
    fc.assert(
      fc.property(mixedText, (text) => {
        const report = suggestGsmReplacements(text);
        expect(report.replaced).toBe(replaceGsmLookalikes(text));
        expect(report.after).toEqual(measureSms(report.replaced));
        expect(report.suggestions.map((s) => s.character)).toEqual(
          measureSms(text).invalidCharacters.filter((c) => Object.hasOwn(GSM_LOOKALIKES, c)),
        );
      }),
      { numRuns: 100 },
    );
  });
});
