import { XLSX_MIME_TYPE } from '@domain/exports';
import { ApiError, type Language } from '@domain/shared-kernel';
import { uploadOutcome, type Timetable, type TimetableFile, type TimetableGateway, type TimetableUploadAnswer } from '@domain/timetables';
import type { HttpClient } from '@adapters/shared';
import { timetableAnswer, timetableToDto } from './timetable.dto';

/** The header the digital-services API reads the interface language from (spec 3 §7: token and language headers). */
export const LANGUAGE_HEADER = 'language';

const path = (eid: number): string => `/timetables/${encodeURIComponent(String(eid))}`;

/**
 * The timetable calls (spec 3 §7 "Timetables") against the digital-services base URL, with the
 * session's token headers; the spreadsheet calls add the language header.
 */
export class HttpTimetableGateway implements TimetableGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async load(eid: number): Promise<Timetable> {
    return this.http.send({ service: 'digitalServices', method: 'GET', path: path(eid), schema: timetableAnswer });
  }

  async save(timetable: Timetable): Promise<void> {
    await this.http.send({ service: 'digitalServices', method: 'PUT', path: path(timetable.eid), body: timetableToDto(timetable), response: 'none' });
  }

  async uploadSpreadsheet(eid: number, file: TimetableFile, language: Language): Promise<TimetableUploadAnswer> {
    const body = new FormData();
    body.append('file', new Blob([file.bytes], { type: XLSX_MIME_TYPE }), file.name);
    const answer = await this.http.exchange<ArrayBuffer>({
      service: 'digitalServices',
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
      method: 'GET',
      path: `${path(eid)}/spreadsheets`,
      headers: { [LANGUAGE_HEADER]: language, Accept: XLSX_MIME_TYPE },
      response: 'arraybuffer',
    });
  }
}
