/** Letters that replace the control digit 0–9 when a CIF's control character is a letter. */
const CONTROL_LETTERS = 'JABCDEFGHI';

/** Organisations whose control character is always a letter (Orden EHA/451/2008). */
const LETTER_CONTROL_ORGANISATIONS = 'NPQRSW';

/** Organisations whose control character is always a digit (Orden EHA/451/2008). */
const DIGIT_CONTROL_ORGANISATIONS = 'ABEH';

/**
 * The CIF control digit of the 7 central digits: digits in odd positions (1st, 3rd, 5th, 7th) are
 * doubled and their two digits added, digits in even positions are added as they are, and the control
 * is 10 minus the last digit of the sum (0 when that gives 10).
 */
function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits.charAt(index));
    sum += index % 2 === 0 ? Math.floor((2 * digit) / 10) + ((2 * digit) % 10) : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A CIF (NIF of a legal person or entity, spec 3 §5 "NIF/CIF must pass DNI, NIE or CIF checksum") is an
 * organisation letter (A B C D E F G H J N P Q R S U V W), 7 digits and a control character computed
 * from the digits as the official algorithm states (Orden EHA/451/2008): the control digit, or the
 * letter 'JABCDEFGHI'[digit]. N P Q R S W take only the letter, A B E H only the digit, the others
 * either. Letters may be upper or lower case; separators make the value invalid.
 *
 * Not in the spec: K, L and M (natural persons without DNI or NIE) are not CIFs and are refused, since
 * the spec names only the DNI, NIE and CIF checksums and public sources disagree on their check letter.
 */
export function isValidCif(value: string): boolean {
  if (!/^[abcdefghjnpqrsuvw]\d{7}[0-9a-j]$/i.test(value)) return false;
  const upper = value.toUpperCase();
  const kind = upper.charAt(0);
  const digit = cifControlDigit(upper.slice(1, 8));
  const letter = CONTROL_LETTERS.charAt(digit);
  const given = upper.charAt(8);
  if (LETTER_CONTROL_ORGANISATIONS.includes(kind)) return given === letter;
  if (DIGIT_CONTROL_ORGANISATIONS.includes(kind)) return given === String(digit);
  return given === letter || given === String(digit);
}
