import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SMS_MESSAGES, SMS_SENDER_MAX_LENGTH, isValidSmsRecipient, parseSmsTestNumbers, smsSenderName } from '@domain/sms';

describe('isValidSmsRecipient', () => {
  it.each(['600000000', '612345678', '700000000', '799999999'])('accepts %s', (phone) => {
    expect(isValidSmsRecipient(phone)).toBe(true);
  });

  it.each(['912345678', '812345678', '61234567', '6123456789', '61234567a', ' 612345678', '+34612345678', ''])(
    'refuses %j',
    (phone) => {
      expect(isValidSmsRecipient(phone)).toBe(false);
    },
  );

  it('accepts exactly the 9-digit numbers starting with 6 or 7', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (n) => {
        const phone = String(n).padStart(9, '0');
        expect(isValidSmsRecipient(phone)).toBe(phone.startsWith('6') || phone.startsWith('7'));
      }),
      { numRuns: 100 },
    );
  });
});

describe('parseSmsTestNumbers', () => {
  it('reads comma-separated numbers with their spaces removed', () => {
    expect(parseSmsTestNumbers(' 612 345 678 ,700000000')).toEqual({ ok: true, value: ['612345678', '700000000'] });
    expect(parseSmsTestNumbers('612345678')).toEqual({ ok: true, value: ['612345678'] });
  });

  it('checks only the length of each number, as spec 2 §5 states', () => {
    expect(parseSmsTestNumbers('912345678')).toEqual({ ok: true, value: ['912345678'] });
  });

  it.each(['', '61234567', '6123456789', '612345678,', '612345678,,700000000', '612345678;700000000'])(
    'refuses %j with INVALID_PHONE_NUMBER',
    (text) => {
      expect(parseSmsTestNumbers(text)).toEqual({ ok: false, error: 'INVALID_PHONE_NUMBER' });
    },
  );

  it('says "número de teléfono incorrecto" for a bad number', () => {
    expect(SMS_MESSAGES.INVALID_PHONE_NUMBER).toBe('número de teléfono incorrecto');
  });

  it('returns the numbers it was given, whatever spaces surround them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^\d{9}$/), { minLength: 1, maxLength: 5 }),
        fc.constantFrom('', ' ', '  '),
        (numbers, space) => {
          const text = numbers.map((n) => `${space}${n.slice(0, 3)}${space}${n.slice(3)}${space}`).join(',');
          expect(parseSmsTestNumbers(text)).toEqual({ ok: true, value: numbers });
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('smsSenderName', () => {
  it('cuts the display name to 11 characters', () => {
    expect(SMS_SENDER_MAX_LENGTH).toBe(11);
    expect(smsSenderName('Farmacia Central')).toBe('Farmacia Ce');
    expect(smsSenderName('FarmaSol')).toBe('FarmaSol');
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(smsSenderName('😀'.repeat(12))).toBe('😀'.repeat(11));
  });

  it('keeps at most 11 code points, a prefix of the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 30 }), (name) => {
        const cut = smsSenderName(name);
        expect(cut).toBe(name.slice(0, 11));
        expect(smsSenderName(cut)).toBe(cut);
      }),
      { numRuns: 100 },
    );
  });
});
