import * as v from 'valibot';
import type { Month, MonthGateway } from '@domain/months';
import { XLSX_MIME_TYPE, isZipArchive } from '@domain/exports';
import { ApiError } from '@domain/shared-kernel';
import type { ApiCall, HttpClient } from '@adapters/shared';
import { monthAnswer, monthListAnswer } from './month.dto';

/** The campaign months over HTTP (spec 1 §7 "Months" and the marketing-pictures export). */
export class HttpMonthGateway implements MonthGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async list(): Promise<readonly Month[]> {
    return this.http.send({ method: 'GET', path: '/api/months', schema: monthListAnswer });
  }

  async setBlocked(id: string, blocked: boolean): Promise<Month> {
    const path = `/api/months/${encodeURIComponent(id)}`;
    await this.http.send({ method: 'PUT', path, body: { blocked } });
    return this.http.send({ method: 'GET', path, schema: monthAnswer });
  }

  async addNextMonth(): Promise<Month> {
    return this.http.send({ method: 'POST', path: '/api/months/add-next-month', schema: monthAnswer });
  }

  async exportPictureProducts(monthId: string): Promise<ArrayBuffer> {
    const bytes = await this.http.send<ArrayBuffer>({
      method: 'GET',
      path: `/api/v3/marketingPictures/exportProductsFromMonth/${encodeURIComponent(monthId)}`,
      headers: { Accept: XLSX_MIME_TYPE },
      response: 'arraybuffer',
    });
    if (!isZipArchive(new Uint8Array(bytes))) throw refusal(bytes);
    return bytes;
  }
}

/** Why a download that is not a spreadsheet was refused: the server's own message when it sent one. */
function refusal(bytes: ArrayBuffer): ApiError {
  const text = new TextDecoder().decode(bytes.slice(0, 64 * 1024));
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message !== '') {
      return new ApiError('server-message', 200, body.message, body.message);
    }
  } catch {
    // Not JSON: an error page or a broken file.
  }
  return new ApiError('bad-response', 200, 'La respuesta del servidor no es un fichero xlsx');
}

/** The months' calls, for the API documents (docs/api/). */
export const monthApiCalls: readonly ApiCall[] = [
  { name: 'months.list', service: 'api', method: 'GET', path: '/api/months', summary: 'The campaign months (spec 1 §7 "Months")', response: monthListAnswer },
  { name: 'months.get', service: 'api', method: 'GET', path: '/api/months/{id}', summary: 'One month, read again after a change', response: monthAnswer },
  { name: 'months.setBlocked', service: 'api', method: 'PUT', path: '/api/months/{id}', summary: 'Blocks or unblocks a month', request: v.object({ blocked: v.boolean() }) },
  { name: 'months.addNextMonth', service: 'api', method: 'POST', path: '/api/months/add-next-month', summary: 'Adds the month after the last one', response: monthAnswer },
  {
    name: 'months.exportPictureProducts',
    service: 'api',
    method: 'GET',
    path: '/api/v3/marketingPictures/exportProductsFromMonth/{monthId}',
    summary: "The month's marketing-picture products as a workbook",
    binary: XLSX_MIME_TYPE,
  },
];
