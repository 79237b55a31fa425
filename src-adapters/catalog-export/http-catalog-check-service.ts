import * as v from 'valibot';
import { classifyCheckStatus, type CatalogCheckService, type ExportRequest, type JobStatus } from '@domain/catalog-export';
import { ApiError, isApiError } from '@domain/shared-kernel';
import { EXTERNAL_TOKEN_HEADER, type ApiCall, type HttpClient, type HttpRequest } from '@adapters/shared';
import { checkServiceAccessAnswer, exportRequestToDto, jobFromDto, jobStatusAnswer } from './catalog.dto';

interface CheckServiceAccess {
  readonly url: string;
  readonly token: string;
}

type StatusAnswer = v.InferOutput<typeof jobStatusAnswer>;

/**
 * The check service over HTTP (spec 1 §7). Its address and token come from GET /api/v1/catalog/login and
 * are kept for the next calls; the token travels as x-access-token. When the service refuses the token
 * (401 or 403) they are asked for again once and the call repeated.
 */
export class HttpCatalogCheckService implements CatalogCheckService {
  private readonly http: HttpClient;
  private access: Promise<CheckServiceAccess> | undefined;

  constructor(http: HttpClient) {
    this.http = http;
  }

  async runningJob(): Promise<JobStatus | undefined> {
    const { status, data } = await this.call({ method: 'GET', path: '/api/v2/check/status', schema: jobStatusAnswer });
    return status === 200 ? undefined : statusOf(status, data);
  }

  async jobStatus(jobId: string): Promise<JobStatus> {
    const { status, data } = await this.call({ method: 'GET', path: `/api/v2/check/status/${encodeURIComponent(jobId)}`, schema: jobStatusAnswer });
    return statusOf(status, data);
  }

  async startCheck(excludeWorkingCategories: readonly number[]): Promise<JobStatus> {
    const { status, data } = await this.call({
      method: 'POST',
      path: '/api/v2/check/products/type/parapharmacy',
      body: { exclude_working_categories: excludeWorkingCategories },
      schema: jobStatusAnswer,
    });
    return startedOf(status, data);
  }

  async startExport(request: ExportRequest): Promise<JobStatus> {
    const { status, data } = await this.call({ method: 'POST', path: '/api/v2/export', body: exportRequestToDto(request), schema: jobStatusAnswer });
    return startedOf(status, data);
  }

  async cancelRunningJob(): Promise<void> {
    await this.call({ method: 'DELETE', path: '/api/v2/job/status/finished', schema: v.unknown() });
  }

  private async call<T>(request: Omit<HttpRequest<T>, 'service' | 'baseUrl'>): Promise<{ status: number; data: T }> {
    try {
      return await this.exchange(request);
    } catch (error) {
      if (!isApiError(error) || (error.status !== 401 && error.status !== 403) || this.access === undefined) throw error;
      this.access = undefined;
      return this.exchange(request);
    }
  }

  private async exchange<T>(request: Omit<HttpRequest<T>, 'service' | 'baseUrl'>): Promise<{ status: number; data: T }> {
    const access = await this.checkServiceAccess();
    return this.http.exchange({ ...request, baseUrl: access.url, identity: 'none', headers: { ...request.headers, [EXTERNAL_TOKEN_HEADER]: access.token } });
  }

  private checkServiceAccess(): Promise<CheckServiceAccess> {
    const pending =
      this.access ??
      this.http.send({ method: 'GET', path: '/api/v1/catalog/login', schema: checkServiceAccessAnswer }).catch((error: unknown) => {
        this.access = undefined;
        throw error;
      });
    this.access = pending;
    return pending;
  }
}

/**
 * Reads an answer about a job with the domain's rule (spec 1 §4): 202 with job_on_progress runs, 200 has
 * finished; anything else, or a finished answer without its job, is a response the screen cannot use.
 */
function statusOf(httpStatus: number, answer: StatusAnswer): JobStatus {
  const outcome = classifyCheckStatus({ httpStatus, hasJobOnProgress: answer.job_on_progress !== undefined && answer.job_on_progress !== null });
  const dto = outcome === 'in-progress' ? answer.job_on_progress : (answer.job ?? answer.job_on_progress);
  if (outcome === 'failed' || dto === null || dto === undefined) {
    throw new ApiError('bad-response', httpStatus, 'La respuesta del servicio de comprobación no es válida');
  }
  return { phase: outcome, job: jobFromDto(dto) };
}

/**
 * Reads the answer to a start: the job it carries in job_on_progress runs, whatever the success status
 * (200, 201 or 202); otherwise it is read as a status answer.
 */
function startedOf(httpStatus: number, answer: StatusAnswer): JobStatus {
  const running = answer.job_on_progress;
  return running === null || running === undefined ? statusOf(httpStatus, answer) : { phase: 'in-progress', job: jobFromDto(running) };
}

/** The body of POST /api/v2/export (spec 1 §3 "Export request"). */
const exportRequestBody = v.object({
  type: v.literal('parapharmacy'),
  domains: v.array(v.string()),
  exclude_working_categories: v.array(v.number()),
  config: v.object({ check_images: v.boolean(), bypass_section_errors: v.boolean(), maintain_deleted_products: v.boolean(), test_emails: v.array(v.string()) }),
  domains_info: v.record(v.string(), v.object({ eid: v.number(), name: v.string(), contact_email: v.array(v.string()) })),
  description: v.string(),
  reuse_job: v.nullable(v.string()),
});

/** The check service's calls, for the API documents (docs/api/). */
export const catalogCheckApiCalls: readonly ApiCall[] = [
  { name: 'catalogCheck.login', service: 'api', method: 'GET', path: '/api/v1/catalog/login', summary: "The check service's address and token (spec 1 §7)", response: checkServiceAccessAnswer },
  {
    name: 'catalogCheck.runningJob',
    service: 'catalogCheck',
    method: 'GET',
    path: '/api/v2/check/status',
    summary: 'The job running, if any: 202 with job_on_progress while one runs, 200 when none does',
    response: jobStatusAnswer,
    statuses: [200, 202],
  },
  { name: 'catalogCheck.jobStatus', service: 'catalogCheck', method: 'GET', path: '/api/v2/check/status/{jobId}', summary: "A job's status: 202 while it runs, 200 once finished", response: jobStatusAnswer, statuses: [200, 202] },
  {
    name: 'catalogCheck.startCheck',
    service: 'catalogCheck',
    method: 'POST',
    path: '/api/v2/check/products/type/parapharmacy',
    summary: 'Starts a check of the parapharmacy products',
    request: v.object({ exclude_working_categories: v.array(v.number()) }),
    response: jobStatusAnswer,
    statuses: [200, 201, 202],
  },
  { name: 'catalogCheck.startExport', service: 'catalogCheck', method: 'POST', path: '/api/v2/export', summary: 'Starts an export', request: exportRequestBody, response: jobStatusAnswer, statuses: [200, 201, 202] },
  { name: 'catalogCheck.cancelRunningJob', service: 'catalogCheck', method: 'DELETE', path: '/api/v2/job/status/finished', summary: 'Ends the running job', response: v.unknown() },
];
