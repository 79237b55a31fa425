import { spreadsheetKindOfContent, spreadsheetKindOfName } from '@domain/client-files';
import { err, ok, type Result } from '@domain/shared-kernel';
import { specialHoursOf, timetableEvents } from './calendar-events';
import { fromUtcInstant, type LocalDate } from './local-date-time';
import {
  TIMETABLE_FORM_MESSAGES,
  closedDayFromForm,
  foreignGuardFromForm,
  guardFromForm,
  openDayFromForm,
  type TimetableFormError,
} from './timetable-forms';
import type { ForeignGuard, LocalInterval, TimeSlot, Timetable } from './timetable';

/**
 * The columns of the timetable spreadsheet, one row per calendar event (closed day, open slot, own
 * guard, foreign guard). Not in the spec: it names the upload and the export, not their columns.
 */
export const TIMETABLE_SHEET_COLUMNS = ['Tipo', 'Fecha inicio', 'Hora inicio', 'Fecha fin', 'Hora fin', 'Nombre', 'Teléfono', 'Dirección'] as const;

/** The column the error spreadsheet adds after {@link TIMETABLE_SHEET_COLUMNS}. */
export const TIMETABLE_SHEET_ERROR_COLUMN = 'Errores';

/** The name of the spreadsheet's one sheet. */
export const TIMETABLE_SHEET_NAME = 'Horarios';

/** The word in the Tipo column of each kind of event. */
export const TIMETABLE_SHEET_KINDS = {
  closed: 'Cerrado',
  open: 'Abierto',
  guard: 'Guardia',
  'foreign-guard': 'Guardia ajena',
} as const;

/** One row of the sheet as texts, in the order of {@link TIMETABLE_SHEET_COLUMNS}. */
export type TimetableSheetRow = readonly string[];

/** The events of a timetable as sheet rows, in calendar order (by start, then end). Dates 'yyyy-MM-dd', times 'HH:mm'. */
export function timetableSheetRows(timetable: Timetable): string[][] {
  return timetableEvents(timetable).map((event) => {
    const from = fromUtcInstant(event.start, event.timeZone);
    const to = fromUtcInstant(event.end, event.timeZone);
    const start = from.ok ? from.value : undefined;
    const end = to.ok ? to.value : undefined;
    const kind = TIMETABLE_SHEET_KINDS[event.kind];
    if (event.kind === 'closed') return [kind, start?.date ?? '', '', '', '', '', '', ''];
    const common = [kind, start?.date ?? '', start?.time ?? '', end?.date ?? '', end?.time ?? ''];
    return event.kind === 'foreign-guard' ? [...common, event.title, event.phone ?? '', event.address ?? ''] : [...common, '', '', ''];
  });
}

/** Why a row of an uploaded sheet is refused: a form rule, or a kind the sheet does not know. */
export type TimetableSheetError = TimetableFormError | 'UNKNOWN_KIND' | 'OPEN_ACROSS_DAYS';

/** The words of the sheet's own errors; the form rules keep theirs. */
export const TIMETABLE_SHEET_MESSAGES = {
  ...TIMETABLE_FORM_MESSAGES,
  UNKNOWN_KIND: `El tipo debe ser ${Object.values(TIMETABLE_SHEET_KINDS).join(', ')}.`,
  OPEN_ACROSS_DAYS: 'Un horario abierto empieza y termina el mismo día.',
} as const satisfies Record<TimetableSheetError, string>;

/** A refused row: its number in the sheet (the header is row 1) and why. */
export interface TimetableSheetRowError {
  readonly row: number;
  readonly errors: readonly TimetableSheetError[];
}

/** The parts of a timetable a sheet holds: its events. */
export type TimetableSheetEvents = Pick<Timetable, 'holidays' | 'specialHours' | 'guards' | 'foreignGuards'>;

/**
 * Reads the sheet's rows (after the header) in the timetable's zone with the rules of the forms
 * (spec 3 §5): every row with a kind must pass its form's rule; blank rows are skipped. Dates may be
 * 'yyyy-MM-dd' or 'dd/mm/yyyy', times 'HH:mm' or 'H:mm'. An open row is one slot; slots of one day
 * pair up as that day's special hours. Returns the events, or every refused row.
 */
export function readTimetableSheet(rows: readonly TimetableSheetRow[], zone: Timetable['timeZone']): Result<TimetableSheetEvents, TimetableSheetRowError[]> {
  const errors: TimetableSheetRowError[] = [];
  const holidays: LocalDate[] = [];
  const openSlots: { date: LocalDate; slot: TimeSlot }[] = [];
  const guards: LocalInterval[] = [];
  const foreignGuards: ForeignGuard[] = [];
  rows.forEach((raw, index) => {
    const cell = (column: number): string => (raw[column] ?? '').trim();
    if (raw.slice(0, TIMETABLE_SHEET_COLUMNS.length).every((text) => text.trim() === '')) return;
    const row = index + 2;
    const span = { startDate: sheetDate(cell(1)), startTime: sheetTime(cell(2)), endDate: sheetDate(cell(3)), endTime: sheetTime(cell(4)) };
    const fail = (rowErrors: readonly TimetableSheetError[]): void => void errors.push({ row, errors: rowErrors });
    switch (kindOf(cell(0))) {
      case 'closed': {
        const date = closedDayFromForm({ date: span.startDate });
        if (date.ok) holidays.push(date.value);
        else fail(date.error);
        return;
      }
      case 'open': {
        if (span.endDate !== '' && span.endDate !== span.startDate) return fail(['OPEN_ACROSS_DAYS']);
        const day = openDayFromForm({ date: span.startDate, from: span.startTime, to: span.endTime, secondFrom: '', secondTo: '' }, zone);
        if (day.ok) openSlots.push({ date: day.value.date, slot: day.value.slot1 });
        else fail(day.error);
        return;
      }
      case 'guard': {
        const guard = guardFromForm(span, zone);
        if (guard.ok) guards.push(guard.value);
        else fail(guard.error);
        return;
      }
      case 'foreign-guard': {
        const guard = foreignGuardFromForm({ ...span, name: cell(5), phone: cell(6), street: cell(7) }, zone);
        if (guard.ok) foreignGuards.push(guard.value);
        else fail(guard.error);
        return;
      }
      default:
        fail(['UNKNOWN_KIND']);
    }
  });
  if (errors.length > 0) return err(errors);
  return ok({ holidays: [...new Set(holidays)].sort(), specialHours: specialHoursOf(openSlots), guards, foreignGuards });
}

/** The sheet's rows with an error column: each refused row says why, in words. */
export function timetableErrorRows(rows: readonly TimetableSheetRow[], errors: readonly TimetableSheetRowError[]): string[][] {
  const byRow = new Map(errors.map((error) => [error.row, error.errors]));
  return rows.map((raw, index) => {
    const cells = TIMETABLE_SHEET_COLUMNS.map((_, column) => raw[column] ?? '');
    const rowErrors = byRow.get(index + 2) ?? [];
    return [...cells, rowErrors.map((code) => TIMETABLE_SHEET_MESSAGES[code]).join(' ')];
  });
}

function kindOf(text: string): keyof typeof TIMETABLE_SHEET_KINDS | undefined {
  const folded = text.trim().toLowerCase();
  return (Object.keys(TIMETABLE_SHEET_KINDS) as (keyof typeof TIMETABLE_SHEET_KINDS)[]).find((kind) => TIMETABLE_SHEET_KINDS[kind].toLowerCase() === folded);
}

/** 'dd/mm/yyyy' (as a Spanish spreadsheet shows a date) to 'yyyy-MM-dd'; anything else as typed. */
function sheetDate(text: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return match === null ? text : `${match[3]}-${(match[2] ?? '').padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
}

/** 'H:mm' (and 'HH:mm:ss') to 'HH:mm'; anything else as typed. */
function sheetTime(text: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  return match === null ? text : `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? ''}`;
}

/**
 * The largest timetable spreadsheet accepted: 2 MB. Not in the spec: a year of events is a few
 * kilobytes, so anything near this is not a timetable (and would only slow the browser down).
 */
export const TIMETABLE_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file is not sent: not .xls/.xlsx by name, empty, too large, or its content is not what its name says. */
export type TimetableFileError = 'BAD_EXTENSION' | 'EMPTY_FILE' | 'TOO_LARGE' | 'NOT_A_SPREADSHEET';

/** The words of each file refusal (ours). */
export const TIMETABLE_FILE_MESSAGES = {
  BAD_EXTENSION: 'El fichero debe ser una hoja de cálculo .xls o .xlsx.',
  EMPTY_FILE: 'El fichero está vacío.',
  TOO_LARGE: 'El fichero ocupa más de 2 MB; un horario ocupa mucho menos.',
  NOT_A_SPREADSHEET: 'El contenido del fichero no es una hoja de cálculo, aunque su nombre lo diga.',
} as const satisfies Record<TimetableFileError, string>;

/**
 * Checks a chosen file before it is uploaded (security guide §A.2.6): the name ends in .xls or .xlsx
 * (a control character in it counts as a bad name), it has bytes and fewer than
 * {@link TIMETABLE_FILE_MAX_BYTES}, and its first bytes are those of the format its name says.
 */
export function checkTimetableFile(file: { readonly name: string; readonly size: number; readonly head: Uint8Array }): Result<'xls' | 'xlsx', TimetableFileError> {
  const byName = spreadsheetKindOfName(file.name);
  if (!byName.ok) return err('BAD_EXTENSION');
  if (!(file.size > 0)) return err('EMPTY_FILE');
  if (file.size > TIMETABLE_FILE_MAX_BYTES) return err('TOO_LARGE');
  return spreadsheetKindOfContent(file.head) === byName.value ? byName : err('NOT_A_SPREADSHEET');
}
