import type { ClientFileError } from './client-file-check';
import type { InvalidEmail, InvalidEmails } from './client-sheet';

/** Codes of the client import's messages. */
export type ClientFileMessageCode = ClientFileError | InvalidEmails['code'];

/**
 * The client import's messages (spec 2 §5, §8), verbatim: a wrong extension or size shows
 * 'Solo se pueden subir 30MB con extensión .xls o .xlsx'; invalid emails 'Hay emails incorrectos en el
 * excel'. Not in the spec: the texts of INVALID_NAME, EMPTY_FILE and CONTENT_MISMATCH, which are ours
 * (the security guide asks for a specific message for each, A.7 row 1).
 */
export const CLIENT_FILE_MESSAGES = {
  BAD_EXTENSION: 'Solo se pueden subir 30MB con extensión .xls o .xlsx',
  TOO_LARGE: 'Solo se pueden subir 30MB con extensión .xls o .xlsx',
  INVALID_NAME: 'El nombre del archivo contiene caracteres no permitidos',
  EMPTY_FILE: 'El archivo está vacío',
  CONTENT_MISMATCH: 'El contenido del archivo no corresponde a un Excel .xls o .xlsx',
  INVALID_EMAILS: 'Hay emails incorrectos en el excel',
} as const satisfies Record<ClientFileMessageCode, string>;

/**
 * 'Hay emails incorrectos en el excel' followed by which they are: each of `first` as 'fila <row>
 * (<text>)', then ' y <n> más' for the other wrong emails of the `count` in all (spec 2 §8; naming them
 * is ours): 'Hay emails incorrectos en el excel: fila 4 (ana@), fila 9 (x@y) y 3 más'. Without any
 * named, the spec's message alone.
 */
export function invalidEmailsMessage(count: number, first: readonly InvalidEmail[]): string {
  if (first.length === 0) return CLIENT_FILE_MESSAGES.INVALID_EMAILS;
  const named = first.map((email) => `fila ${email.row} (${email.text})`).join(', ');
  const rest = count - first.length;
  return `${CLIENT_FILE_MESSAGES.INVALID_EMAILS}: ${named}${rest > 0 ? ` y ${rest} más` : ''}`;
}
