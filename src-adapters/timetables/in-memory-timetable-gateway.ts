import type { Timetable, TimetableFile, TimetableGateway, TimetableUploadAnswer } from '@domain/timetables';
import type { DemoDatabase } from '@adapters/demo';

/** The demo timetables' logic, loaded on first use so SheetJS and the generator stay out of the first page. */
const backend = () => import('./timetable-demo-backend');

/**
 * The timetables of the demo data set (see `demo-timetables.ts`): Farmacia Llorente's is generated
 * around the last October daylight-saving change and the coming weeks, other pharmacies start empty;
 * saves and uploads are kept across reloads. The upload really reads the spreadsheet (SheetJS) with
 * the forms' rules and answers as the server does (200 with an error spreadsheet, or 201).
 */
export class InMemoryTimetableGateway implements TimetableGateway {
  private readonly db: DemoDatabase;
  constructor(options: { db: DemoDatabase }) {
    this.db = options.db;
  }

  async load(eid: number): Promise<Timetable> {
    return (await backend()).loadTimetable(this.db, eid);
  }

  async save(timetable: Timetable): Promise<void> {
    (await backend()).saveTimetable(this.db, timetable);
  }

  async uploadSpreadsheet(eid: number, file: TimetableFile): Promise<TimetableUploadAnswer> {
    return (await backend()).uploadTimetable(this.db, eid, file);
  }

  async exportSpreadsheet(eid: number): Promise<ArrayBuffer> {
    return (await backend()).exportTimetable(this.db, eid);
  }
}
