import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WIZARD_FIELD_MESSAGES, logoError, passwordError, passwordRepeatError, termsError, usernameError } from '@domain/entities';

describe('usernameError', () => {
  it.each<[string, boolean | undefined, string | undefined]>([
    ['a', true, undefined],
    ['farmacia_centro', true, undefined],
    ['farmacia', undefined, undefined],
    ['', true, 'REQUIRED'],
    ['farmacia_central', true, 'INVALID'],
    ['farmacia', false, 'USERNAME_TAKEN'],
  ])('gives %j with availability %s the error %s', (username, available, error) => {
    expect(usernameError(username, available)).toBe(error);
  });

  it('tells a taken username with the spec text', () => {
    expect(WIZARD_FIELD_MESSAGES.USERNAME_TAKEN).toBe('Nombre de usuario no disponible');
  });
});

describe('passwordError', () => {
  it.each(['Farmacia1', 'aÑ345678', 'ABCDEFg1', 'ñandu12A'])('accepts %s', (password) => {
    expect(passwordError(password)).toBeUndefined();
  });

  it.each([
    ['Farmac1', 'seven characters'],
    ['farmacia1', 'no uppercase letter'],
    ['FARMACIA1', 'no lowercase letter'],
    ['Farmacias', 'no digit'],
  ])('refuses %s (%s) as WEAK_PASSWORD', (password) => {
    expect(passwordError(password)).toBe('WEAK_PASSWORD');
  });

  it('requires a password', () => {
    expect(passwordError('')).toBe('REQUIRED');
  });

  it('tells a weak password with the spec text', () => {
    expect(WIZARD_FIELD_MESSAGES.WEAK_PASSWORD).toBe(
      'Debe contener al menos una mayúscula, minúscula y número. Debe tener una longitud mínima de 8 caracteres.',
    );
  });

  it('agrees with a reference formulation of the rule', () => {
    const unit = fc.constantFrom(...'aZñÑ1é-x9Q ');
    fc.assert(
      fc.property(fc.string({ unit, minLength: 1, maxLength: 12 }), (password) => {
        const chars = [...password];
        const strong =
          chars.length >= 8 &&
          chars.some((char) => 'abcdefghijklmnopqrstuvwxyzñ'.includes(char)) &&
          chars.some((char) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZÑ'.includes(char)) &&
          chars.some((char) => '0123456789'.includes(char));
        expect(passwordError(password)).toBe(strong ? undefined : 'WEAK_PASSWORD');
      }),
      { numRuns: 500 },
    );
  });
});

describe('passwordRepeatError', () => {
  it('accepts the same password', () => {
    expect(passwordRepeatError('Farmacia1', 'Farmacia1')).toBeUndefined();
  });

  it('refuses a different one with the spec text', () => {
    expect(passwordRepeatError('Farmacia1', 'Farmacia2')).toBe('PASSWORDS_DIFFERENT');
    expect(WIZARD_FIELD_MESSAGES.PASSWORDS_DIFFERENT).toBe('Las contraseñas no coinciden');
  });

  it('requires the repetition', () => {
    expect(passwordRepeatError('Farmacia1', '')).toBe('REQUIRED');
  });
});

describe('termsError', () => {
  it('requires the terms to be accepted', () => {
    expect(termsError(false)).toBe('REQUIRED');
    expect(termsError(true)).toBeUndefined();
  });
});

describe('logoError', () => {
  it.each<[number | undefined, string | undefined]>([
    [undefined, undefined],
    [0, undefined],
    [811_199, undefined],
    [811_200, 'INVALID'],
    [1_000_000, 'INVALID'],
    [-1, 'INVALID'],
    [Number.NaN, 'INVALID'],
    [Number.POSITIVE_INFINITY, 'INVALID'],
  ])('gives a logo of %s bytes the error %s (limit 800 × 1014 bytes)', (size, error) => {
    expect(logoError(size)).toBe(error);
  });
});
