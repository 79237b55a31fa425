import type { CampaignReportSource, MailingReport, RoiFigures, RoiFilter, SmsReport } from '@domain/campaigns';
import { XLSX_MIME_TYPE, isZipArchive } from '@domain/exports';
import { ApiError } from '@domain/shared-kernel';
import type { HttpClient } from '@adapters/shared';
import { mailingReportAnswer, roiFilterToDto, roiUpdateAnswer, smsReportAnswer } from './campaign-report.dto';

/**
 * A sent campaign's reports over HTTP, on the campaign service under /api/v1 (spec 2 §7). The Excel
 * report answers 200 with the workbook when it is ready; any other success status (202 while it is
 * being generated) means it is not ready yet (spec 2 §2).
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

  async excelReport(cid: string, eid: number): Promise<ArrayBuffer | undefined> {
    const answer = await this.http.exchange<ArrayBuffer>({
      service: 'campaigns',
      method: 'GET',
      path: `/api/v1/reports/getExcelReport/cid/${encodeURIComponent(cid)}/farmacia/${encodeURIComponent(eid)}`,
      headers: { Accept: XLSX_MIME_TYPE },
      response: 'arraybuffer',
    });
    if (answer.status !== 200) return undefined;
    if (!isZipArchive(new Uint8Array(answer.data))) throw new ApiError('bad-response', 200, 'La respuesta del servidor no es un fichero xlsx');
    return answer.data;
  }
}
