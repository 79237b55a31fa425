import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TYPED_NUMBER_MAX_LENGTH, cleanTypedNumber, readTypedNumber, writeTypedNumber } from '@ui/shared/typed-number';

describe('a number typed in Spanish', () => {
  it('keeps digits and one decimal comma, and drops everything else as it is typed', () => {
    expect(cleanTypedNumber('65', false)).toBe('65');
    expect(cleanTypedNumber('6a5', false)).toBe('65');
    expect(cleanTypedNumber('+12', false)).toBe('12');
    expect(cleanTypedNumber('12,5', false)).toBe('125');
    expect(cleanTypedNumber('12,5', true)).toBe('12,5');
    expect(cleanTypedNumber('12,5,3', true)).toBe('12,53');
    expect(cleanTypedNumber(' 1 e3 ', true)).toBe('13');
  });

  it('keeps a minus sign, typed anywhere, at the front: "-5" stays -5 for the rules to refuse, never becomes 5', () => {
    expect(cleanTypedNumber('-5', false)).toBe('-5');
    expect(cleanTypedNumber('5-', false)).toBe('-5');
    expect(cleanTypedNumber('\u221212,5', true)).toBe('-12,5');
    expect(cleanTypedNumber('--1.200', true)).toBe('-1.200');
    expect(cleanTypedNumber('-', true)).toBe('-');
    expect(readTypedNumber('-5')).toBe(-5);
    expect(readTypedNumber('-12,5')).toBe(-12.5);
    expect(readTypedNumber('-1.200')).toBe(-1200);
    expect(readTypedNumber('-')).toBeNull();
    expect(writeTypedNumber(-5)).toBe('-5');
  });

  it('never loses the sign of what is typed: the number read is negative exactly when a minus was typed and a digit follows', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789,.-a '), maxLength: 20 }), fc.boolean(), (typed, decimals) => {
        const value = readTypedNumber(cleanTypedNumber(typed, decimals));
        if (value === null || value === 0) return;
        expect(value < 0).toBe(typed.includes('-'));
      }),
      { numRuns: 500 },
    );
  });

  it('takes a dot typed on a keypad for the decimal comma, and dots grouping thousands as they are', () => {
    expect(cleanTypedNumber('12.5', true)).toBe('12,5');
    expect(cleanTypedNumber('12.', true)).toBe('12,');
    expect(cleanTypedNumber('1.200', true)).toBe('1.200');
    expect(cleanTypedNumber('1.200,50', true)).toBe('1.200,50');
    expect(cleanTypedNumber('1.200', false)).toBe('1.200');
    expect(cleanTypedNumber('6.5', false)).toBe('65');
  });

  it('reads the number the text means, or none', () => {
    expect(readTypedNumber('')).toBeNull();
    expect(readTypedNumber(',')).toBeNull();
    expect(readTypedNumber('65')).toBe(65);
    expect(readTypedNumber('6,')).toBe(6);
    expect(readTypedNumber('12,5')).toBe(12.5);
    expect(readTypedNumber('1.200')).toBe(1200);
    expect(readTypedNumber('1.200,75')).toBe(1200.75);
    expect(readTypedNumber('0')).toBe(0);
  });

  it('writes a number with a decimal comma and no grouping, and none as an empty field', () => {
    expect(writeTypedNumber(null)).toBe('');
    expect(writeTypedNumber(65)).toBe('65');
    expect(writeTypedNumber(12.5)).toBe('12,5');
    expect(writeTypedNumber(1200)).toBe('1200');
    expect(writeTypedNumber(1e21)).toBe('1000000000000000000000');
    expect(writeTypedNumber(Number.NaN)).toBe('');
  });

  it('reads back every number it writes, and cleaning what it writes changes nothing', () => {
    const amount = fc.integer({ min: 0, max: 99_999_999 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(amount, (value) => {
        const text = writeTypedNumber(value);
        expect(cleanTypedNumber(text, true)).toBe(text);
        expect(readTypedNumber(text)).toBe(value);
      }),
      { numRuns: 100 },
    );
  });

  it('gives a text that cleans to itself, no longer than the limit, whatever is typed or pasted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.boolean(), (typed, decimals) => {
        const clean = cleanTypedNumber(typed, decimals);
        expect(clean.length).toBeLessThanOrEqual(TYPED_NUMBER_MAX_LENGTH);
        expect(cleanTypedNumber(clean, decimals)).toBe(clean);
        expect(clean).toMatch(decimals ? /^-?[\d.,]*$/ : /^-?[\d.]*$/);
        const value = readTypedNumber(clean);
        expect(value === null || Number.isFinite(value)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
