import { portMethods, token, type Language } from '@domain/shared-kernel';
import type { Timetable } from './timetable';

/** A spreadsheet chosen for upload: its name and its bytes. */
export interface TimetableFile {
  readonly name: string;
  readonly bytes: ArrayBuffer;
}

/**
 * What the server made of an uploaded spreadsheet (spec 3 §4): saved (201, the events are reloaded), or
 * refused with errors (200) and the error spreadsheet to download.
 */
export type TimetableUploadAnswer = { readonly outcome: 'saved' } | { readonly outcome: 'errors'; readonly errorSheet: ArrayBuffer };

/** The timetable calls of spec 3 §7 "Timetables". Failures reject with an ApiError. */
export interface TimetableGateway {
  /** GET /timetables/{eid}: the pharmacy's timetable (an empty one when it has none yet). */
  load(eid: number): Promise<Timetable>;
  /** PUT /timetables/{eid}: saves all the events, the zone and the usual hours at once. */
  save(timetable: Timetable): Promise<void>;
  /** PUT /timetables/{eid}/spreadsheets (multipart, token and language headers). */
  uploadSpreadsheet(eid: number, file: TimetableFile, language: Language): Promise<TimetableUploadAnswer>;
  /** GET /timetables/{eid}/spreadsheets: the timetable as an .xlsx file. */
  exportSpreadsheet(eid: number, language: Language): Promise<ArrayBuffer>;
}

/** Token of the {@link TimetableGateway} port. */
export const TimetableGateway = token<TimetableGateway>('timetables.TimetableGateway');

/** Every call of the {@link TimetableGateway} port. */
export const TimetableGatewayMethods = portMethods<TimetableGateway>()('load', 'save', 'uploadSpreadsheet', 'exportSpreadsheet');

/** A pharmacy's timetable before anything is set: Peninsular time, no usual hours, no events. */
export function emptyTimetable(eid: number): Timetable {
  return { eid, timeZone: 'Europe/Madrid', openingHours: [], holidays: [], specialHours: [], guards: [], foreignGuards: [] };
}
