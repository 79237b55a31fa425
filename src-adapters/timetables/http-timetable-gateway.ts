import { XLSX_MIME_TYPE } from '@domain/exports';
import { ApiError, type Language } from '@domain/shared-kernel';
import { uploadOutcome, type Timetable, type TimetableFile, type TimetableGateway, type TimetableUploadAnswer } from '@domain/timetables';
import type { HttpClient } from '@adapters/shared';
import { timetableAnswer, timetableToDto } from './timetable.dto';

/** The header the digital-services API reads the interface language from (spec 3 §7: token and language headers). */
export const LANGUAGE_HEADER = 'language';

const path = (eid: number): string => `/timetables/${encodeURIComponent(String(eid))}`;

/**
 * The timetable calls (spec 3 §7 "Timetables") against the digital-services base URL. Each carries the
 * session's digital-services token (spec 3 §3 Session "dsToken") in the token header, and no other
 * identity header; the spreadsheet calls add the language header ("token and language headers").
 */
export class HttpTimetableGateway implements TimetableGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async load(eid: number): Promise<Timetable> {
    return this.http.send({ service: 'digitalServices', identity: 'digitalServices', method: 'GET', path: path(eid), schema: timetableAnswer });
  }

  async save(timetable: Timetable): Promise<void> {
    await this.http.send({ service: 'digitalServices', identity: 'digitalServices', method: 'PUT', path: path(timetable.eid), body: timetableToDto(timetable), response: 'none' });
  }

  async uploadSpreadsheet(eid: number, file: TimetableFile, language: Language): Promise<TimetableUploadAnswer> {
    const body = new FormData();
    body.append('file', new Blob([file.bytes], { type: XLSX_MIME_TYPE }), file.name);
    const answer = await this.http.exchange<ArrayBuffer>({
      service: 'digitalServices',
      identity: 'digitalServices',
      method: 'PUT',
      path: `${path(eid)}/spreadsheets`,
      body,
      headers: { [LANGUAGE_HEADER]: language },
      response: 'arraybuffer',
    });
    switch (uploadOutcome(answer.status)) {
      case 'errors':
        return { outcome: 'errors', errorSheet: answer.data };
      case 'saved':
        return { outcome: 'saved' };
      default:
        throw new ApiError('bad-response', answer.status, `La subida del horario ha respondido ${answer.status}`);
    }
  }

  async exportSpreadsheet(eid: number, language: Language): Promise<ArrayBuffer> {
    return this.http.send<ArrayBuffer>({
      service: 'digitalServices',
      identity: 'digitalServices',
      method: 'GET',
      path: `${path(eid)}/spreadsheets`,
      headers: { [LANGUAGE_HEADER]: language, Accept: XLSX_MIME_TYPE },
      response: 'arraybuffer',
    });
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import * as v from 'valibot';
import type { ApiCall } from '@adapters/shared';
import { timetableDto } from './timetable.dto';

const languageHeader = { [LANGUAGE_HEADER]: "The interface's language (es, en)" };

export const timetableApiCalls: readonly ApiCall[] = [
  { name: 'timetables.load', service: 'digitalServices', method: 'GET', path: '/timetables/{eid}', summary: "The pharmacy's timetable (spec 3 §7)", response: timetableAnswer },
  { name: 'timetables.save', service: 'digitalServices', method: 'PUT', path: '/timetables/{eid}', summary: "Saves the pharmacy's timetable", request: timetableDto },
  {
    name: 'timetables.uploadSpreadsheet',
    service: 'digitalServices',
    method: 'PUT',
    path: '/timetables/{eid}/spreadsheets',
    summary: 'Uploads a timetable workbook: 201 saved, or 200 with the workbook of its errors',
    headers: languageHeader,
    multipart: true,
    request: v.object({ file: v.blob() }),
    binary: XLSX_MIME_TYPE,
    statuses: [200, 201],
  },
  { name: 'timetables.exportSpreadsheet', service: 'digitalServices', method: 'GET', path: '/timetables/{eid}/spreadsheets', summary: 'The timetable as a workbook', headers: languageHeader, binary: XLSX_MIME_TYPE },
];
