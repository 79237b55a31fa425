import type { CampaignReportSource, MailingReport, RoiFigures, RoiFilter, SmsReport } from '@domain/campaigns';
import * as v from 'valibot';
import { XLSX_MIME_TYPE, isZipArchive } from '@domain/exports';
import { ApiError } from '@domain/shared-kernel';
import type { HttpClient } from '@adapters/shared';
import { excelReportLinkAnswer, mailingReportAnswer, roiFilterToDto, roiUpdateAnswer, smsReportAnswer } from './campaign-report.dto';

/**
 * A sent campaign's reports over HTTP, on the campaign service under /api/v1 (spec 2 §7). The Excel
 * report's call answers the report's link (spec 2 §7) with status 200 once it is generated; any other
 * success status (202 while it is being generated), or a false link, means it is not ready yet (spec 2
 * §2).
 */
export class HttpCampaignReportSource implements CampaignReportSource {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async emailReport(cid: string): Promise<MailingReport> {
    return this.http.send({ service: 'campaigns', method: 'GET', path: `/api/v1/reports/getReport/cid/${encodeURIComponent(cid)}/true`, schema: mailingReportAnswer });
  }

  async smsReport(cid: string): Promise<SmsReport> {
    return this.http.send({ service: 'campaigns', method: 'GET', path: `/api/v1/reports/getSmsReport/cid/${encodeURIComponent(cid)}`, schema: smsReportAnswer });
  }

  async updateRoiFilter(cid: string, filter: RoiFilter): Promise<RoiFigures> {
    return this.http.send({
      service: 'campaigns',
      method: 'POST',
      path: `/api/v1/reports/updateRoiReportFilter/cid/${encodeURIComponent(cid)}`,
      body: roiFilterToDto(filter),
      schema: roiUpdateAnswer,
    });
  }

  async excelReport(cid: string, eid: number): Promise<string | undefined> {
    const answer = await this.http.exchange<ArrayBuffer>({
      service: 'campaigns',
      method: 'GET',
      path: `/api/v1/reports/getExcelReport/cid/${encodeURIComponent(cid)}/farmacia/${encodeURIComponent(eid)}`,
      headers: { Accept: 'application/json, text/plain;q=0.9' },
      // Read as bytes: the link may come as JSON or as plain text.
      response: 'arraybuffer',
    });
    if (answer.status !== 200) return undefined;
    return excelReportLink(answer.data);
  }
}

/**
 * The link of a 200 answer of the Excel report's call: JSON (the link, `{ success: true, data }`, or
 * false) or the link as plain text. A server that sends the workbook itself gets it offered as a file
 * of the browser.
 */
function excelReportLink(bytes: ArrayBuffer): string | undefined {
  if (isZipArchive(new Uint8Array(bytes))) return URL.createObjectURL(new Blob([bytes], { type: XLSX_MIME_TYPE }));
  const text = new TextDecoder().decode(bytes).trim();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: the link as plain text.
  }
  if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false) {
    const message = (body as { message?: unknown }).message;
    const serverMessage = typeof message === 'string' ? message : undefined;
    throw new ApiError('server-message', 200, serverMessage ?? 'El servidor ha rechazado la operación', serverMessage);
  }
  const parsed = v.safeParse(excelReportLinkAnswer, body);
  if (!parsed.success) throw new ApiError('bad-response', 200, 'La respuesta del servidor no es un enlace al informe');
  return parsed.output;
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import type { ApiCall } from '@adapters/shared';

export const campaignReportSourceApiCalls: readonly ApiCall[] = [
  { name: 'campaignReportSource.emailReport', service: 'campaigns', method: 'GET', path: '/api/v1/reports/getReport/cid/{cid}/true', summary: "A sent email campaign's report (spec 2 §7)", response: mailingReportAnswer },
  { name: 'campaignReportSource.smsReport', service: 'campaigns', method: 'GET', path: '/api/v1/reports/getSmsReport/cid/{cid}', summary: "A sent SMS campaign's report", response: smsReportAnswer },
  {
    name: 'campaignReportSource.updateRoiFilter',
    service: 'campaigns',
    method: 'POST',
    path: '/api/v1/reports/updateRoiReportFilter/cid/{cid}',
    summary: "Recomputes the campaign's return for the days and products given",
    request: v.object({ roiFilter: v.object({ days: v.number(), productCodes: v.array(v.string()) }) }),
    response: roiUpdateAnswer,
  },
  {
    name: 'campaignReportSource.excelReport',
    service: 'campaigns',
    method: 'GET',
    path: '/api/v1/reports/getExcelReport/cid/{cid}/farmacia/{eid}',
    summary: "The Excel report's link once generated (200), or false; 202 while it is being generated (spec 2 §2, §7)",
    response: excelReportLinkAnswer,
    statuses: [200, 202],
  },
];
