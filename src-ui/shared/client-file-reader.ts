import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SIGNATURE_LENGTH,
  SpreadsheetReadFailure,
  checkClientFile,
  somethingIgnored,
  type ClientFileMessageCode,
  type IgnoredInSheet,
  type InvalidEmail,
  type RecipientSheetFile,
} from '@domain/client-files';
import type { FileContent } from '@domain/shared-kernel';
import { useUiServices } from './ui-services-context';

/** The client import's messages (spec 2 §5, §8; `CLIENT_FILE_MESSAGES` of the domain), translated. */
export const clientFileMessages: Record<ClientFileMessageCode, MessageDescriptor> = {
  BAD_EXTENSION: msg`Solo se pueden subir 30MB con extensión .xls o .xlsx`,
  TOO_LARGE: msg`Solo se pueden subir 30MB con extensión .xls o .xlsx`,
  INVALID_NAME: msg`El nombre del archivo contiene caracteres no permitidos`,
  EMPTY_FILE: msg`El archivo está vacío`,
  CONTENT_MISMATCH: msg`El contenido del archivo no corresponde a un Excel .xls o .xlsx`,
  INVALID_EMAILS: msg`Hay emails incorrectos en el excel`,
};

/**
 * Some of many: the named ones joined by commas, then ' y <n> más' for the others of `count` in all
 * ('C2, C3 y 118 más').
 */
export function someOfMany(i18n: I18n, named: readonly string[], count: number): string {
  const list = named.join(', ');
  const rest = count - named.length;
  return rest > 0 ? i18n._(msg`${list} y ${rest} más`) : list;
}

/**
 * 'Hay emails incorrectos en el excel' (spec 2 §8, verbatim) followed by which they are: the first ones'
 * rows and texts, and how many more ('…: fila 4 (ana@), fila 9 (x@y) y 3 más').
 */
export function invalidEmailsText(i18n: I18n, count: number, first: readonly InvalidEmail[]): string {
  const message = i18n._(clientFileMessages.INVALID_EMAILS);
  if (first.length === 0) return message;
  const named = first.map((email) => i18n._(msg`fila ${email.row} (${email.text})`));
  return `${message}: ${someOfMany(i18n, named, count)}`;
}

/**
 * A client file read to be uploaded as a recipients list: its name, the chosen file (not read into the
 * page), and its first sheet converted where it was read (CSV, filled rows, wrong emails).
 */
export interface ReadRecipientFile {
  readonly name: string;
  readonly original: FileContent;
  readonly sheet: RecipientSheetFile;
}

/**
 * A client file read for an import that sends it as it is: its name, the chosen file (not read into the
 * page: it is read where it is sent), and how many clients it holds.
 */
export interface SummarisedClientFile {
  readonly name: string;
  readonly original: FileContent;
  readonly clients: number;
}

/**
 * Where the reading of a client file is: nothing going on, reading (0 to 1), refused with why, or read
 * with something of it not taken as written (what, to be told).
 */
export type ClientFileReading =
  | { readonly status: 'idle' }
  | { readonly status: 'reading'; readonly progress: number; readonly name: string }
  | { readonly status: 'refused'; readonly message: string }
  | { readonly status: 'read'; readonly name: string; readonly ignored: IgnoredInSheet };

/** How one reading reads the checked file, why its answer is refused, if it is, and what it did not take as written. */
type ReadingOf<T> = (
  file: File,
  options: { readonly signal: AbortSignal; readonly onProgress: (progress: number) => void },
) => Promise<{ readonly answer: T; readonly refusal?: string | undefined; readonly ignored?: IgnoredInSheet | undefined }>;

/**
 * Reads a client file chosen by the user (spec 2 §5; security guide §A.2.6): its name, size and first
 * bytes are checked before anything is read, then its first sheet is read away from the main thread
 * (`services.spreadsheets`) with its progress, and, with `checkEmails`, a file with a wrong email is
 * refused ('Hay emails incorrectos en el excel', with the rows and texts of the first wrong ones).
 * Choosing another file, `cancel` or leaving the screen stops a reading under way.
 *
 * - `readRecipients` gives the file with its sheet ready to be uploaded as a recipients list, converted
 *   where the file is read; when a header or formula of it was not taken as written, the state says
 *   what (status 'read') until another file is chosen;
 * - `readSummary` gives only how many clients it holds, with the emails checked where the file is read:
 *   an import that sends the file as it is never takes a large file's rows into the page.
 *
 * Both give undefined when the file was refused or the reading cancelled (the state then says why, or
 * is idle).
 */
export function useClientFileReader(options: { readonly checkEmails: boolean }) {
  const { i18n } = useLingui();
  const services = useUiServices();
  const [state, setState] = useState<ClientFileReading>({ status: 'idle' });
  const reading = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => reading.current?.abort(), []);

  const refuse = useCallback((message: string) => setState({ status: 'refused', message }), []);
  const cancel = useCallback(() => reading.current?.abort(), []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);

  const readWith = useCallback(
    async <T>(chosen: File | null, readFile: ReadingOf<T>): Promise<T | undefined> => {
      reading.current?.abort();
      if (chosen === null) return undefined;
      const refuseCode = (code: ClientFileMessageCode) => setState({ status: 'refused', message: i18n._(clientFileMessages[code]) });
      const head = new Uint8Array(await chosen.slice(0, SIGNATURE_LENGTH).arrayBuffer());
      const checked = checkClientFile({ name: chosen.name, size: chosen.size, head });
      if (!checked.ok) {
        refuseCode(checked.error);
        return undefined;
      }
      const controller = new AbortController();
      reading.current = controller;
      setState({ status: 'reading', progress: 0, name: chosen.name });
      try {
        const { answer, refusal, ignored } = await readFile(chosen, {
          signal: controller.signal,
          onProgress: (progress) => {
            if (!controller.signal.aborted) setState({ status: 'reading', progress, name: chosen.name });
          },
        });
        if (controller.signal.aborted) return undefined;
        if (refusal !== undefined) {
          refuse(refusal);
          return undefined;
        }
        setState(ignored !== undefined && somethingIgnored(ignored) ? { status: 'read', name: chosen.name, ignored } : { status: 'idle' });
        return answer;
      } catch (error) {
        if (error instanceof SpreadsheetReadFailure && error.code === 'CANCELLED') {
          if (reading.current === controller) setState({ status: 'idle' });
          return undefined;
        }
        if (error instanceof SpreadsheetReadFailure) {
          refuseCode('CONTENT_MISMATCH');
          return undefined;
        }
        throw error;
      } finally {
        if (reading.current === controller) reading.current = undefined;
      }
    },
    [i18n, refuse],
  );

  const readRecipients = useCallback(
    async (chosen: File | null): Promise<ReadRecipientFile | undefined> => {
      return readWith(chosen, async (file, reading) => {
        const sheet = await services.spreadsheets.readRecipientSheet(file, reading);
        const wrongEmails = options.checkEmails && sheet.invalidEmailRows.length > 0;
        return {
          answer: { name: file.name, original: file, sheet },
          refusal: wrongEmails ? invalidEmailsText(i18n, sheet.invalidEmailRows.length, sheet.invalidEmails) : undefined,
          ignored: sheet.ignored,
        };
      });
    },
    [readWith, options.checkEmails, services.spreadsheets, i18n],
  );

  const readSummary = useCallback(
    async (chosen: File | null): Promise<SummarisedClientFile | undefined> => {
      return readWith(chosen, async (file, reading) => {
        const summary = await services.spreadsheets.readClientSummary(file, reading);
        const wrongEmails = options.checkEmails && summary.invalidEmailRows.length > 0;
        return {
          answer: { name: file.name, original: file, clients: summary.clients },
          refusal: wrongEmails ? invalidEmailsText(i18n, summary.invalidEmailRows.length, summary.invalidEmails) : undefined,
        };
      });
    },
    [readWith, options.checkEmails, services.spreadsheets, i18n],
  );

  return { state, readRecipients, readSummary, cancel, refuse, reset };
}
