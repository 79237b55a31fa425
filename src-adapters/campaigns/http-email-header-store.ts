import type { EmailHeader, EmailHeaderStore } from '@domain/campaigns';
import { isApiError } from '@domain/shared-kernel';
import type { HttpClient } from '@adapters/shared';
import { emailHeaderAnswer, headerSavedAnswer, headerUpdateToDto, newHeaderToDto } from './email-header.dto';

/**
 * The pharmacy's email header over HTTP, on the campaign service under /api/v1 (spec 2 §7 "Campaign
 * service": GET /sheets/get_sheet_header/{eid}, POST /sheets/newSheetHeader/{eid} with json and desc,
 * POST /sheets/update_header/{eid} with json), with the signed-in user's identity headers. Not shown in
 * the spec: the answer of the read (see `emailHeaderAnswer`: a bare sheet or `{ success, data }`, the
 * design in `JSON_content`, `json` or `Content`, the HTML in `Content` or `html`), that a pharmacy
 * without a header may also be answered with 404 (read as no header), and the answers of the two
 * writes (anything with `success: true`). The HTML is never sent: the spec's header calls carry the
 * design alone, so the header read back has the HTML only when the server keeps one.
 */
export class HttpEmailHeaderStore implements EmailHeaderStore {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async get(eid: number): Promise<EmailHeader | undefined> {
    try {
      return await this.http.send({ service: 'campaigns', method: 'GET', path: `/api/v1/sheets/get_sheet_header/${encodeURIComponent(eid)}`, schema: emailHeaderAnswer });
    } catch (error) {
      // A 404 from the server is "no header"; a missing service address (also 404, 'no-url') is not.
      if (isApiError(error) && error.kind === 'not-found') return undefined;
      throw error;
    }
  }

  async create(eid: number, header: EmailHeader, description: string): Promise<void> {
    await this.http.send({
      service: 'campaigns',
      method: 'POST',
      path: `/api/v1/sheets/newSheetHeader/${encodeURIComponent(eid)}`,
      body: newHeaderToDto(header, description),
      schema: headerSavedAnswer,
    });
  }

  async update(eid: number, header: EmailHeader): Promise<void> {
    await this.http.send({ service: 'campaigns', method: 'POST', path: `/api/v1/sheets/update_header/${encodeURIComponent(eid)}`, body: headerUpdateToDto(header), schema: headerSavedAnswer });
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import * as v from 'valibot';
import type { ApiCall } from '@adapters/shared';

export const emailHeaderApiCalls: readonly ApiCall[] = [
  { name: 'emailHeaders.get', service: 'campaigns', method: 'GET', path: '/api/v1/sheets/get_sheet_header/{eid}', summary: "The pharmacy's email header (spec 2 §7); 404 when it has none", response: emailHeaderAnswer },
  {
    name: 'emailHeaders.create',
    service: 'campaigns',
    method: 'POST',
    path: '/api/v1/sheets/newSheetHeader/{eid}',
    summary: "Creates the pharmacy's email header",
    request: v.object({ json: v.string(), desc: v.string() }),
    response: headerSavedAnswer,
  },
  {
    name: 'emailHeaders.update',
    service: 'campaigns',
    method: 'POST',
    path: '/api/v1/sheets/update_header/{eid}',
    summary: "Saves the pharmacy's email header",
    request: v.object({ json: v.string() }),
    response: headerSavedAnswer,
  },
];
