import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SIGNATURE_LENGTH,
  SpreadsheetReadFailure,
  checkClientEmails,
  checkClientFile,
  readClientSheet,
  type ClientFileMessageCode,
  type SheetRow,
} from '@domain/client-files';
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

/** A client file read: its name, its bytes as chosen, and the rows of its first sheet. */
export interface ReadClientFile {
  readonly name: string;
  readonly original: Uint8Array;
  readonly rows: readonly SheetRow[];
}

/** Where the reading of a client file is: nothing going on, reading (0 to 1), or refused with why. */
export type ClientFileReading =
  | { readonly status: 'idle' }
  | { readonly status: 'reading'; readonly progress: number; readonly name: string }
  | { readonly status: 'refused'; readonly message: string };

/**
 * Reads a client file chosen by the user (spec 2 §5; security guide §A.2.6): its name, size and first
 * bytes are checked before anything is read, then its first sheet is read away from the main thread
 * (`services.spreadsheets`) with its progress, and, with `checkEmails`, a file with a wrong email is
 * refused ('Hay emails incorrectos en el excel'). Choosing another file, `cancel` or leaving the screen
 * stops a reading under way. `read` gives the file read, or undefined when it was refused or cancelled
 * (the state then says why, or is idle).
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

  const read = useCallback(
    async (chosen: File | null): Promise<ReadClientFile | undefined> => {
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
        const original = new Uint8Array(await chosen.arrayBuffer());
        const rows = await services.spreadsheets.read(original.slice(), {
          signal: controller.signal,
          onProgress: (progress) => {
            if (!controller.signal.aborted) setState({ status: 'reading', progress, name: chosen.name });
          },
        });
        if (controller.signal.aborted) return undefined;
        if (options.checkEmails && !checkClientEmails(readClientSheet(rows)).ok) {
          refuseCode('INVALID_EMAILS');
          return undefined;
        }
        setState({ status: 'idle' });
        return { name: chosen.name, original, rows };
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
    [i18n, options.checkEmails, services.spreadsheets],
  );

  return { state, read, cancel, refuse, reset };
}
