import { spreadsheetKindOfContent } from '@domain/client-files';
import { ApiError, apiErrorKindForStatus } from '@domain/shared-kernel';
import {
  TIMETABLE_SHEET_COLUMNS,
  emptyTimetable,
  readTimetableSheet,
  timetableErrorRows,
  timetableSheetRows,
  type Timetable,
  type TimetableFile,
  type TimetableUploadAnswer,
} from '@domain/timetables';
import type { DemoDatabase } from '@adapters/demo';
import { demoTimetables } from './demo-timetables';
import { timetableWorkbook } from './timetable-workbook';

const PHARMACY_NOT_FOUND = 'Farmacia no encontrada';

/** The message of an upload whose bytes are no spreadsheet (the server's 400). */
export const NOT_A_SPREADSHEET_MESSAGE = 'El fichero no es una hoja de cálculo';

/** The timetable of a pharmacy of the data set (an empty one until saved); 404 for any other eid. */
export function loadTimetable(db: DemoDatabase, eid: number): Timetable {
  const stored = demoTimetables(db).get(String(eid));
  if (stored !== undefined) return stored;
  if (!db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid)) throw new ApiError('not-found', 404, PHARMACY_NOT_FOUND, PHARMACY_NOT_FOUND);
  return emptyTimetable(eid);
}

/** Stores a timetable of a pharmacy of the data set, as sent. */
export function saveTimetable(db: DemoDatabase, timetable: Timetable): void {
  loadTimetable(db, timetable.eid);
  demoTimetables(db).put(timetable);
}

/** The pharmacy's timetable as the export spreadsheet. */
export async function exportTimetable(db: DemoDatabase, eid: number): Promise<ArrayBuffer> {
  return timetableWorkbook(timetableSheetRows(loadTimetable(db, eid)));
}

const text = (cell: string | number | boolean | null | undefined): string => (cell === null || cell === undefined ? '' : String(cell));
const sameHeader = (header: readonly string[]): boolean =>
  TIMETABLE_SHEET_COLUMNS.every((column, index) => (header[index] ?? '').trim().toLowerCase() === column.toLowerCase());

/**
 * An upload, as the server treats it (spec 3 §4): bytes that are no spreadsheet are refused (400);
 * a sheet whose header is not the export's, or any row a form rule refuses, answers 200 with the error
 * spreadsheet (the rows, each refused one saying why); otherwise the sheet's events replace the
 * timetable's (its zone and usual hours stay) and the answer is 201.
 */
export async function uploadTimetable(db: DemoDatabase, eid: number, file: TimetableFile): Promise<TimetableUploadAnswer> {
  const current = loadTimetable(db, eid);
  const bytes = new Uint8Array(file.bytes);
  const refused = (): ApiError => new ApiError(apiErrorKindForStatus(400), 400, NOT_A_SPREADSHEET_MESSAGE, NOT_A_SPREADSHEET_MESSAGE);
  if (spreadsheetKindOfContent(bytes) === undefined) throw refused();
  // SheetJS is loaded with the first upload, not with the timetable.
  const { parseSpreadsheet } = await import('@adapters/client-files/spreadsheet-parse');
  let rows: string[][];
  try {
    rows = parseSpreadsheet(bytes).map((row) => row.map(text));
  } catch {
    throw refused();
  }
  const [header = [], ...data] = rows;
  if (!sameHeader(header)) {
    const message = `La primera fila debe tener las columnas ${TIMETABLE_SHEET_COLUMNS.join(', ')}.`;
    return { outcome: 'errors', errorSheet: await timetableWorkbook([[...header.slice(0, TIMETABLE_SHEET_COLUMNS.length).map(() => ''), message]], true) };
  }
  const read = readTimetableSheet(data, current.timeZone);
  if (!read.ok) return { outcome: 'errors', errorSheet: await timetableWorkbook(timetableErrorRows(data, read.error), true) };
  demoTimetables(db).put({ ...current, ...read.value });
  return { outcome: 'saved' };
}
