/** The DNI check letters, indexed by the number modulo 23 (Ministerio del Interior). */
const DNI_CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** The check letter of a DNI or NIE number: the letter at the number modulo 23. */
export function dniCheckLetter(digits: string): string {
  return DNI_CHECK_LETTERS.charAt(Number(digits) % 23);
}

/**
 * A DNI is 8 digits and the check letter `'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]` (spec 3 §5
 * "DNI/NIE must pass the Spanish checksum"). The letter may be upper or lower case; spaces, dots,
 * hyphens or any other separator make the value invalid.
 */
export function isValidDni(value: string): boolean {
  return /^\d{8}[a-z]$/i.test(value) && dniCheckLetter(value.slice(0, 8)) === value.charAt(8).toUpperCase();
}
