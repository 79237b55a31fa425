import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { obfuscatePersonalValue } from '@domain/segmentation';

describe('obfuscatePersonalValue', () => {
  it('keeps the first letter of each word of a name', () => {
    expect(obfuscatePersonalValue('name', 'Ana García')).toBe('A** G*****');
    expect(obfuscatePersonalValue('name', 'María  José Ñúñez')).toBe('M****  J*** Ñ****');
  });

  it('keeps the first character of the user and the whole domain of an email', () => {
    expect(obfuscatePersonalValue('email', 'ana@correo.es')).toBe('a**@correo.es');
    expect(obfuscatePersonalValue('email', 'a.b@c@d.es')).toBe('a****@d.es');
    expect(obfuscatePersonalValue('email', 'x@yz.es')).toBe('*@yz.es');
  });

  it('keeps the last 3 characters of a phone or any other value, and at least hides one', () => {
    expect(obfuscatePersonalValue('phone', '612345678')).toBe('******678');
    expect(obfuscatePersonalValue('other', 'AB')).toBe('*B');
    expect(obfuscatePersonalValue('other', 'X')).toBe('*');
    expect(obfuscatePersonalValue('email', 'sin-arroba')).toBe('*******oba');
  });

  it('leaves an empty value empty', () => {
    for (const field of ['name', 'email', 'phone', 'other'] as const) expect(obfuscatePersonalValue(field, '')).toBe('');
  });

  it('keeps the length in characters and never shows the whole of a value longer than one character', () => {
    fc.assert(
      fc.property(fc.constantFrom('name', 'email', 'phone', 'other' as const), fc.string({ minLength: 2, unit: 'grapheme' }).filter((text) => !text.includes('*')), (field, value) => {
        const hidden = obfuscatePersonalValue(field, value);
        expect(Array.from(hidden)).toHaveLength(Array.from(value).length);
        // Two characters in a row, counted as code points as the rule counts them.
        if (/[^\s@]{2}/u.test(value)) expect(hidden).not.toBe(value);
      }),
      { numRuns: 2000 },
    );
  });
});
