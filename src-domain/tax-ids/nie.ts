import { dniCheckLetter } from './dni';

/**
 * A NIE is X, Y or Z, 7 digits and a check letter computed as a DNI's once the initial letter is
 * replaced by 0, 1 or 2 (spec 3 §5 "DNI/NIE must pass the Spanish checksum"). Letters may be upper or
 * lower case; spaces, dots, hyphens or any other separator make the value invalid.
 */
export function isValidNie(value: string): boolean {
  if (!/^[xyz]\d{7}[a-z]$/i.test(value)) return false;
  const upper = value.toUpperCase();
  const prefixDigit = 'XYZ'.indexOf(upper.charAt(0));
  return dniCheckLetter(`${prefixDigit}${upper.slice(1, 8)}`) === upper.charAt(8);
}
