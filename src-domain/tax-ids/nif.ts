import { isValidCif } from './cif';
import { isValidDni } from './dni';
import { isValidNie } from './nie';

/**
 * A NIF is valid when it passes the DNI, NIE or CIF checksum (spec 3 §5 "NIF/CIF must pass DNI, NIE
 * or CIF checksum"); letters may be upper or lower case, separators make it invalid.
 */
export function isValidNif(value: string): boolean {
  return isValidDni(value) || isValidNie(value) || isValidCif(value);
}
