import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GSM_BASIC_CHARACTERS,
  GSM_EXTENSION_CHARACTERS,
  SMS_MAX_UNITS,
  SMS_PART_UNITS,
  SMS_SINGLE_MAX_UNITS,
  gsmSeptets,
  measureSms,
} from '@domain/sms';

const basicChar = fc.constantFrom(...GSM_BASIC_CHARACTERS);
const extensionChar = fc.constantFrom(...GSM_EXTENSION_CHARACTERS);
const validChar = fc.oneof({ arbitrary: basicChar, weight: 4 }, { arbitrary: extensionChar, weight: 1 });
const validText = (maxLength: number) => fc.array(validChar, { maxLength, size: 'max' }).map((chars) => chars.join(''));

/**
 * Reference: write the text as septets (an extension character is ESC plus its code), then cut parts of
 * 153 septets, one fewer when the cut would leave an ESC at the end of a part.
 */
function referenceSegments(text: string): number {
  const septets: string[] = [];
  for (const character of text) {
    if (GSM_EXTENSION_CHARACTERS.includes(character)) septets.push('ESC', character);
    else septets.push(character);
  }
  if (septets.length === 0) return 0;
  if (septets.length <= 160) return 1;
  let parts = 0;
  let start = 0;
  while (start < septets.length) {
    const end = Math.min(start + 153, septets.length);
    start = septets[end - 1] === 'ESC' ? end - 1 : end;
    parts += 1;
  }
  return parts;
}

describe('the GSM-7 alphabet', () => {
  it('holds the 127 characters of the GSM 03.38 basic table and the 10 of the extension set', () => {
    expect(new Set(GSM_BASIC_CHARACTERS).size).toBe(127);
    expect([...GSM_BASIC_CHARACTERS]).toHaveLength(127);
    expect([...GSM_EXTENSION_CHARACTERS]).toEqual(['\f', '^', '{', '}', '\\', '[', '~', ']', '|', '€']);
  });

  it.each([...'@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./09:;<=>?¡AZÄÖÑÜ§¿azäöñüà', '\n', '\r'])(
    'counts the basic character %j as one septet',
    (character) => {
      expect(gsmSeptets(character)).toBe(1);
    },
  );

  it.each([...GSM_EXTENSION_CHARACTERS])('counts the extension character %j as two septets', (character) => {
    expect(gsmSeptets(character)).toBe(2);
  });

  it.each(['á', 'ç', 'È', '`', '\t', '\u001b', '😀', 'ª', '₩', '\u030A'])('has no septet for %j', (character) => {
    expect(gsmSeptets(character)).toBeUndefined();
  });
});

describe('measureSms', () => {
  it('has the carrier limits of spec 2 §9', () => {
    expect([SMS_SINGLE_MAX_UNITS, SMS_PART_UNITS, SMS_MAX_UNITS]).toEqual([160, 153, 306]);
  });

  it('measures an empty text as no units and no SMS', () => {
    expect(measureSms('')).toEqual({ units: 0, segments: 0, invalidCharacters: [], withinLimit: true });
  });

  it.each([
    ['Hola', 4, 1],
    ['a'.repeat(160), 160, 1],
    ['a'.repeat(161), 161, 2],
    ['a'.repeat(306), 306, 2],
    ['a'.repeat(307), 307, 3],
    ['€'.repeat(80), 160, 1],
    ['€'.repeat(81), 162, 2],
    ['a'.repeat(152) + '€' + 'a'.repeat(10), 164, 2],
  ])('measures %j as %i units in %i SMS', (text, units, segments) => {
    expect(measureSms(text)).toMatchObject({ units, segments });
  });

  it('never splits an extension character across two parts', () => {
    const text = 'a'.repeat(152) + '€' + 'a'.repeat(152);
    expect(measureSms(text)).toEqual({ units: 306, segments: 3, invalidCharacters: [], withinLimit: true });
    expect(measureSms('a'.repeat(151) + '€' + 'a'.repeat(153))).toMatchObject({ units: 306, segments: 2 });
  });

  it('lists distinct invalid characters in order of first appearance, an emoji being one character', () => {
    expect(measureSms('¿Cómo estás? 😀 ó 😀 á')).toEqual({
      units: 20,
      segments: 1,
      invalidCharacters: ['ó', 'á', '😀'],
      withinLimit: false,
    });
  });

  it('counts an invalid character as one unit', () => {
    expect(measureSms('😀'.repeat(161))).toMatchObject({ units: 161, segments: 2, invalidCharacters: ['😀'] });
  });

  it.each([
    ['a'.repeat(306), true],
    ['a'.repeat(307), false],
    ['{'.repeat(153), true],
    ['{'.repeat(154), false],
    ['ok ó', false],
  ])('decides whether %j is within the limit: %s', (text, withinLimit) => {
    expect(measureSms(text).withinLimit).toBe(withinLimit);
  });

  it('measures n basic characters as n units in 0, 1 or ceil(n / 153) SMS', () => {
    fc.assert(
      fc.property(fc.array(basicChar, { maxLength: 700, size: 'max' }), (chars) => {
        const n = chars.length;
        const measure = measureSms(chars.join(''));
        expect(measure.units).toBe(n);
        expect(measure.segments).toBe(n === 0 ? 0 : n <= 160 ? 1 : Math.ceil(n / 153));
        expect(measure.invalidCharacters).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('counts at least one unit per code point of a valid text, and two per extension character', () => {
    fc.assert(
      fc.property(validText(400), (text) => {
        const codePoints = [...text];
        const extensions = codePoints.filter((c) => GSM_EXTENSION_CHARACTERS.includes(c)).length;
        const { units } = measureSms(text);
        expect(units).toBeGreaterThanOrEqual(codePoints.length);
        expect(units).toBe(codePoints.length + extensions);
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with a septet-by-septet reference on the number of SMS', () => {
    fc.assert(
      fc.property(validText(500), (text) => {
        expect(measureSms(text).segments).toBe(referenceSegments(text));
      }),
      { numRuns: 300 },
    );
  });

  it('never reports fewer SMS than ceil(units / 153) for a multipart text', () => {
    fc.assert(
      fc.property(validText(500), (text) => {
        const { units, segments } = measureSms(text);
        if (units > 160) expect(segments).toBeGreaterThanOrEqual(Math.ceil(units / 153));
      }),
      { numRuns: 100 },
    );
  });

  it('lists exactly the distinct non-GSM code points of any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const expected = [...new Set([...text].filter((c) => gsmSeptets(c) === undefined))];
        const measure = measureSms(text);
        expect(measure.invalidCharacters).toEqual(expected);
        expect(measure.withinLimit).toBe(expected.length === 0 && measure.units <= 306);
      }),
      { numRuns: 100 },
    );
  });
});
