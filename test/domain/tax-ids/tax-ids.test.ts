import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidCif, isValidDni, isValidNie, isValidNif } from '@domain/tax-ids';

// Reference implementations, written independently of the code under test.
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const referenceDniLetter = (digits: string): string => DNI_LETTERS[parseInt(digits, 10) % 23] ?? '?';
const referenceCifDigit = (digits: string): number => {
  const sum = [...digits].reduce((total, char, index) => {
    const digit = parseInt(char, 10);
    const doubled = 2 * digit;
    return total + (index % 2 === 0 ? (doubled > 9 ? doubled - 9 : doubled) : digit);
  }, 0);
  return (10 - (sum % 10)) % 10;
};
const referenceCifLetter = (digit: number): string => 'JABCDEFGHI'[digit] ?? '?';

const digitsOf = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const aDni = digitsOf(8).map((digits) => `${digits}${referenceDniLetter(digits)}`);
const aNie = fc
  .tuple(fc.constantFrom('X', 'Y', 'Z'), digitsOf(7))
  .map(([prefix, digits]) => `${prefix}${digits}${referenceDniLetter(`${'XYZ'.indexOf(prefix)}${digits}`)}`);
const aCif = fc.tuple(fc.constantFrom(...'ABCDEFGHJNPQRSUVW'), digitsOf(7), fc.boolean()).map(([kind, digits, preferLetter]) => {
  const digit = referenceCifDigit(digits);
  const useLetter = 'NPQRSW'.includes(kind) || (!'ABEH'.includes(kind) && preferLetter);
  return `${kind}${digits}${useLetter ? referenceCifLetter(digit) : String(digit)}`;
});
const anyValidId = fc.oneof(aDni, aNie, aCif);

/** Every check character the format allows that is NOT equivalent to the valid one. */
const wrongCheckCharacters = (id: string): string[] => {
  const body = id.slice(0, -1);
  if (/^\d/.test(id) || /^[XYZ]/.test(id)) return [...DNI_LETTERS].filter((letter) => letter !== id.slice(-1));
  const digit = referenceCifDigit(body.slice(1));
  return [...'0123456789ABCDEFGHIJ'].filter((char) => char !== String(digit) && char !== referenceCifLetter(digit));
};

describe('isValidDni', () => {
  it.each(['12345678Z', '00000000T', '99999999R', '12345678z', '45678901G'])('accepts %s', (dni) => {
    expect(isValidDni(dni)).toBe(true);
  });

  it.each([
    ['12345678A', 'a wrong check letter'],
    ['1234567Z', 'seven digits'],
    ['123456789Z', 'nine digits'],
    ['123456789', 'no letter'],
    ['12.345.678-Z', 'dots and a hyphen'],
    ['12345678-Z', 'a hyphen'],
    [' 12345678Z', 'a leading space'],
    ['12345678Z ', 'a trailing space'],
    ['X1234567L', 'a NIE'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (dni) => {
    expect(isValidDni(dni)).toBe(false);
  });
});

describe('isValidNie', () => {
  it.each(['X1234567L', 'Y1234567X', 'Z1234567R', 'x1234567l', 'X0000000T'])('accepts %s', (nie) => {
    expect(isValidNie(nie)).toBe(true);
  });

  it.each([
    ['X1234567A', 'a wrong check letter'],
    ['W1234567L', 'a W prefix'],
    ['X12345678L', 'eight digits'],
    ['X-1234567-L', 'hyphens'],
    ['X 1234567L', 'a space'],
    ['12345678Z', 'a DNI'],
  ])('refuses %s (%s)', (nie) => {
    expect(isValidNie(nie)).toBe(false);
  });
});

describe('isValidCif', () => {
  it.each([
    ['A28015865', 'digit control for A'],
    ['A46103834', 'digit control for A'],
    ['B12345674', 'digit control for B'],
    ['H98765431', 'digit control for H'],
    ['Q2826000H', 'letter control for Q'],
    ['P2807900B', 'letter control for P'],
    ['W0000000J', 'letter control for W'],
    ['N9876543A', 'letter control for N'],
    ['G58732645', 'digit control for G'],
    ['G5873264E', 'letter control for G'],
    ['J00000000', 'digit control for J'],
    ['J0000000J', 'letter control for J'],
    ['q2826000h', 'lower case'],
  ])('accepts %s (%s)', (cif) => {
    expect(isValidCif(cif)).toBe(true);
  });

  it.each([
    ['A2801586E', 'a letter control for A, which takes only digits'],
    ['H9876543A', 'a letter control for H, which takes only digits'],
    ['Q28260008', 'a digit control for Q, which takes only letters'],
    ['W00000000', 'a digit control for W, which takes only letters'],
    ['A28015866', 'a wrong control digit'],
    ['G5873264F', 'a wrong control letter'],
    ['K1234567S', 'a K prefix (a natural person, not a CIF)'],
    ['L1234567A', 'an L prefix'],
    ['I1234567D', 'an I prefix'],
    ['A-28015865', 'a hyphen'],
    ['A.28015865', 'a dot'],
    ['A2801586', 'six digits and a control'],
    ['12345678Z', 'a DNI'],
  ])('refuses %s (%s)', (cif) => {
    expect(isValidCif(cif)).toBe(false);
  });
});

describe('isValidNif', () => {
  it.each(['12345678Z', 'X1234567L', 'A28015865', 'Q2826000H'])('accepts the DNI, NIE or CIF %s', (nif) => {
    expect(isValidNif(nif)).toBe(true);
  });

  it.each(['12345678A', 'X1234567A', 'A28015866', 'K1234567S', ''])('refuses %s', (nif) => {
    expect(isValidNif(nif)).toBe(false);
  });
});

describe('tax id properties', () => {
  const validators = [
    ['DNI', aDni, isValidDni],
    ['NIE', aNie, isValidNie],
    ['CIF', aCif, isValidCif],
  ] as const;

  it.each(validators)('accepts a generated valid %s in upper, lower or mixed case', (_name, generator, isValid) => {
    fc.assert(
      fc.property(generator, fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }), (id, lowers) => {
        const mixed = [...id].map((char, index) => (lowers[index] === true ? char.toLowerCase() : char)).join('');
        expect([isValid(id), isValid(id.toLowerCase()), isValid(mixed)]).toEqual([true, true, true]);
      }),
      { numRuns: 100 },
    );
  });

  it.each(validators)('refuses a generated %s whose check character was changed', (_name, generator, isValid) => {
    fc.assert(
      fc.property(generator, fc.nat(), (id, pick) => {
        const wrong = wrongCheckCharacters(id);
        const changed = `${id.slice(0, -1)}${wrong[pick % wrong.length] ?? ''}`;
        expect(isValid(changed)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it.each(validators)('refuses a generated %s with a space, dot or hyphen inserted', (_name, generator, isValid) => {
    fc.assert(
      fc.property(generator, fc.constantFrom(' ', '.', '-'), fc.nat({ max: 9 }), (id, separator, position) => {
        expect(isValid(`${id.slice(0, position)}${separator}${id.slice(position)}`)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('agrees with the OR of the DNI, NIE and CIF checks', () => {
    const noise = fc.string({ unit: fc.constantFrom(...'0123456789XYZABKQjz .-'), maxLength: 11 });
    fc.assert(
      fc.property(fc.oneof(anyValidId, noise), (value) => {
        expect(isValidNif(value)).toBe(isValidDni(value) || isValidNie(value) || isValidCif(value));
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every generated valid id as a NIF', () => {
    fc.assert(
      fc.property(anyValidId, (id) => {
        expect(isValidNif(id)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
