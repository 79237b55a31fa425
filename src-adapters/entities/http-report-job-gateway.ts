import { REPORT_JOB_MESSAGES, type EntityReportStatus, type RegenerateByErpRequest, type ReportGenerationRequest, type ReportJobGateway } from '@domain/entities';
import { ApiError } from '@domain/shared-kernel';
import type { ApiCall, HttpClient } from '@adapters/shared';
import { cacheRequestBody, isErrorAnswer, jobCallAnswer, regenerateByErpBody, reportRequestBody, reportStatusAnswer, reportStatusFromDto } from './report-jobs.dto';

/** The cache and report jobs over HTTP (spec 3 §7 "Reports"), as the back-office identity. */
export class HttpReportJobGateway implements ReportJobGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async statuses(): Promise<readonly EntityReportStatus[]> {
    const answer = await this.http.send({ method: 'GET', path: '/api/v2/reports/status', schema: reportStatusAnswer });
    return (Array.isArray(answer) ? answer : answer.data).map(reportStatusFromDto);
  }

  async generate(request: ReportGenerationRequest): Promise<void> {
    const entities = [...request.entities];
    const { year, month } = request.from;
    const answer =
      request.kind === 'cache'
        ? await this.http.send({ method: 'PUT', path: '/api/v1/entity/mainpanel/cache', body: { entities, from: { year, month } }, schema: jobCallAnswer })
        : await this.http.send({ method: 'PUT', path: '/api/v1/entity/mainpanel/report', body: { entities, date: { month, year } }, schema: jobCallAnswer });
    if (isErrorAnswer(answer)) throw failure(REPORT_JOB_MESSAGES.GENERATION_FAILED);
  }

  async regenerateByErp(request: RegenerateByErpRequest): Promise<void> {
    const answer = await this.http.send({ method: 'PUT', path: '/api/v2/regenerate-data/by-erp', body: { cache: request.cache, report: request.report, erp: request.erp }, schema: jobCallAnswer });
    if (isErrorAnswer(answer)) throw failure(REPORT_JOB_MESSAGES.REGENERATION_FAILED);
  }
}

/** An 'ERROR' data value as the failure it means (spec 3 §8). */
const failure = (message: string): ApiError => new ApiError('server-message', 200, message, message);

/** The cache and report calls, for the API documents (docs/api/). */
export const reportJobApiCalls: readonly ApiCall[] = [
  {
    name: 'reportJobs.statuses',
    service: 'api',
    method: 'GET',
    path: '/api/v2/reports/status',
    summary: "Each pharmacy's cache and report job state and its last cache and report months (spec 3 §7)",
    response: reportStatusAnswer,
  },
  {
    name: 'reportJobs.generateCache',
    service: 'api',
    method: 'PUT',
    path: '/api/v1/entity/mainpanel/cache',
    summary: 'Adds the cache calculation of the selected pharmacies from a month (spec 3 §7)',
    request: cacheRequestBody,
    response: jobCallAnswer,
  },
  {
    name: 'reportJobs.generateReport',
    service: 'api',
    method: 'PUT',
    path: '/api/v1/entity/mainpanel/report',
    summary: 'Adds the report calculation of the selected pharmacies from a month (spec 3 §7)',
    request: reportRequestBody,
    response: jobCallAnswer,
  },
  {
    name: 'reportJobs.regenerateByErp',
    service: 'api',
    method: 'PUT',
    path: '/api/v2/regenerate-data/by-erp',
    summary: 'Regenerates the cache, the reports or both of every pharmacy of an ERP, or of all (spec 3 §7)',
    request: regenerateByErpBody,
    response: jobCallAnswer,
  },
];
