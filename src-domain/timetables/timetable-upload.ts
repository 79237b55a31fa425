/** What an answer to a spreadsheet upload means (spec 3 §4 "Timetable upload"). */
export type UploadOutcome = 'errors' | 'saved' | 'failed';

/**
 * 200 means the file had errors (the error spreadsheet in the answer is downloaded and the toast
 * UPLOAD_ERROR shown); 201 means it was saved and the events are reloaded (spec 3 §4, §8). Not in the
 * spec: any other status is a failed upload.
 */
export function uploadOutcome(status: number): UploadOutcome {
  if (status === 200) return 'errors';
  if (status === 201) return 'saved';
  return 'failed';
}

/** The uploader accepts up to 2 files in its queue and uploads automatically (spec 3 §5, §9). */
export const UPLOAD_QUEUE_LIMIT = 2;

/**
 * The queue after adding `file`: the latest file replaces the previous one (spec 3 §5), so exactly
 * one file waits, well within {@link UPLOAD_QUEUE_LIMIT}.
 */
export function queueAfterAdding<T>(queue: readonly T[], file: T): readonly T[] {
  return [...queue, file].slice(-1);
}

/** Codes of the timetable screen's notices. */
export type TimetableNotice = 'UPLOAD_ERROR' | 'UPLOAD_FAILED' | 'UPLOAD_SAVED' | 'TIMETABLE_SAVED';

/**
 * The timetable screen's notices. The spec names only the toast key 'UPLOAD_ERROR' (spec 3 §8) and
 * says saves show success toasts; not in the spec: all the words, which are ours.
 */
export const TIMETABLE_MESSAGES = {
  UPLOAD_ERROR: 'El fichero tiene errores. Revisa la hoja de errores que se ha descargado.',
  UPLOAD_FAILED: 'No se ha podido subir el fichero. Inténtalo de nuevo.',
  UPLOAD_SAVED: 'Horarios importados correctamente',
  TIMETABLE_SAVED: 'Horarios guardados correctamente',
} as const satisfies Record<TimetableNotice, string>;
