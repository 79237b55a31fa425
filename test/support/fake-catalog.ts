import { http, HttpResponse, type HttpHandler } from 'msw';
import type { CatalogJob, ExportRequest, JobStatus } from '@domain/catalog-export';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { CatalogDemoBackend } from '@adapters/catalog-export';
import { DemoDatabase } from '@adapters/demo';
import { MemoryStorage } from '@adapters/shared';
import { FAKE_URLS } from './fake-api';

/** Where the fake check service answers, as GET /api/v1/catalog/login tells it. */
export const CHECK_SERVICE_URL = 'http://catalog-check.test/v2-service';

/** The token the fake check service accepts in x-access-token. */
export const CHECK_SERVICE_TOKEN = 'check-token-7f3a';

/** The catalog API and the check service, serving a demo database of their own. */
export interface FakeCatalog {
  readonly handlers: HttpHandler[];
  readonly backend: CatalogDemoBackend;
  /** The token the login answers with; change it to make the service refuse the one a client kept. */
  token: string;
}

/** A job as the wire format carries it (spec 1 §3: snake_case, ISO dates, section data by section name). */
export function jobToWire(job: CatalogJob): Record<string, unknown> {
  return {
    external_id: job.externalId,
    status: job.status,
    last_modified: new Date(job.lastModified).toISOString(),
    registered: new Date(job.registered).toISOString(),
    reuse_job_date: job.reuseJobDate === undefined ? null : new Date(job.reuseJobDate).toISOString(),
    current_section: job.currentSection,
    description: job.description ?? '',
    check: { product_categories: { errors: job.check.productCategories }, products: { errors: job.check.products } },
    uploading_images_to_media_server: { processed: job.imageUpload.processed, total: job.imageUpload.total, errors: job.imageUpload.errors },
    exporting_catalog_to_domains: Object.fromEntries(job.domainExports.map((entry) => [entry.domain, entry.status])),
  };
}

/** A job status as the check service answers it: 202 with job_on_progress while it runs, 200 with the job once finished. */
function statusResponse(status: JobStatus): Response {
  return status.phase === 'in-progress'
    ? HttpResponse.json({ job_on_progress: jobToWire(status.job) }, { status: 202 })
    : HttpResponse.json({ job: jobToWire(status.job) }, { status: 200 });
}

/** An error of the backend as the server answers it: its status and message. */
function errorResponse(error: unknown): Response {
  if (isApiError(error)) return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
  throw error;
}

function answer(run: () => Response): Response {
  try {
    return run();
  } catch (error) {
    return errorResponse(error);
  }
}

interface ExportBody {
  type: 'parapharmacy';
  domains: string[];
  exclude_working_categories: number[];
  config: { check_images: boolean; bypass_section_errors: boolean; maintain_deleted_products: boolean; test_emails: string[] };
  domains_info: Record<string, { eid: number; name: string; contact_email: string[] }>;
  description: string;
  reuse_job: string | null;
}

function exportFromWire(body: ExportBody): ExportRequest {
  return {
    type: body.type,
    domains: body.domains,
    excludeWorkingCategories: body.exclude_working_categories,
    config: {
      checkImages: body.config.check_images,
      bypassSectionErrors: body.config.bypass_section_errors,
      maintainDeletedProducts: body.config.maintain_deleted_products,
      testEmails: body.config.test_emails,
    },
    domainsInfo: Object.entries(body.domains_info).map(([domain, info]) => ({ domain, eid: info.eid, name: info.name, contactEmails: info.contact_email })),
    description: body.description,
    reuseJob: body.reuse_job ?? undefined,
  };
}

/**
 * The documented catalog calls (spec 1 §7) over a demo database built with `clock`, so the http adapters
 * see the same data and the same job progress as the in-memory ones. The main API answers only the
 * back-office identity (eid -1); the check service only its token in x-access-token.
 */
export function createFakeCatalog(clock: Clock): FakeCatalog {
  const backend = new CatalogDemoBackend(new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 }), clock);
  const api = FAKE_URLS.api;
  const check = CHECK_SERVICE_URL;
  const fake: FakeCatalog = { handlers: [], backend, token: CHECK_SERVICE_TOKEN };
  const backoffice = (request: Request): Response | undefined =>
    request.headers.get('eid') === '-1' && (request.headers.get('token') ?? '') !== '' ? undefined : HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
  const authorised = (request: Request): Response | undefined =>
    request.headers.get('x-access-token') === fake.token ? undefined : HttpResponse.json({ message: 'Token no válido' }, { status: 401 });
  const ok = (data: unknown): Response => HttpResponse.json({ success: true, data });

  (fake as { handlers: HttpHandler[] }).handlers = [
    http.get(`${api}/api/v1/catalog/login`, ({ request }) => backoffice(request) ?? ok({ url: check, token: fake.token })),
    http.get(`${api}/api/v1/catalog/options/type/parapharmacy`, ({ request }) => {
      const options = backend.options();
      return (
        backoffice(request) ??
        ok({
          subscriptions: options.subscriptions,
          workingCategories: options.workingCategories.map((category) => ({ term_id: category.termId, selected: category.selected, name: category.name })),
        })
      );
    }),
    http.put(`${api}/api/v1/catalog/options/type/parapharmacy`, async ({ request }) => {
      const body = (await request.json()) as { subscriptions: string[]; working_categories: number[] };
      const current = backend.options();
      const chosen = {
        subscriptions: current.subscriptions.map((subscription) => ({ ...subscription, selected: body.subscriptions.includes(subscription.id) })),
        workingCategories: current.workingCategories.map((category) => ({ ...category, selected: body.working_categories.includes(category.termId) })),
      };
      return backoffice(request) ?? answer(() => (backend.saveOptions(chosen), ok(true)));
    }),
    http.get(`${api}/api/v1/catalog/manage/subscriptions`, ({ request }) =>
      backoffice(request) ??
      ok(backend.subscriptions().map((entry) => ({ domain: entry.domain, email: entry.email, subscriptions: { prescription: entry.prescription, parapharmacy: entry.parapharmacy } }))),
    ),
    http.put(`${api}/api/v1/catalog/manage/subscriptions`, async ({ request }) => {
      const body = (await request.json()) as { domain: string; email: string; subscriptions: { prescription: boolean; parapharmacy: boolean } };
      return (
        backoffice(request) ??
        answer(() => (backend.saveSubscription({ domain: body.domain, email: body.email, prescription: body.subscriptions.prescription, parapharmacy: body.subscriptions.parapharmacy }), ok(true)))
      );
    }),
    http.get(`${api}/api/v1/catalog/jobs/descending`, ({ request }) => backoffice(request) ?? ok(backend.jobs().map(jobToWire))),
    http.delete(`${api}/api/v1/catalog/job/:id`, ({ request, params }) => backoffice(request) ?? answer(() => (backend.deleteJob(String(params.id)), ok(true)))),
    http.put(`${api}/api/v1/catalog/check/health`, async ({ request }) => {
      const body = (await request.json()) as { domains: string[] };
      return backoffice(request) ?? ok(backend.checkHealth(body.domains));
    }),
    http.get(`${check}/api/v2/check/status`, ({ request }) => {
      const running = backend.runningJob();
      return authorised(request) ?? (running === undefined ? HttpResponse.json({ job: null }, { status: 200 }) : statusResponse(running));
    }),
    http.get(`${check}/api/v2/check/status/:jobId`, ({ request, params }) => authorised(request) ?? answer(() => statusResponse(backend.jobStatus(String(params.jobId))))),
    http.post(`${check}/api/v2/check/products/type/parapharmacy`, async ({ request }) => {
      const body = (await request.json()) as { exclude_working_categories: number[] };
      return authorised(request) ?? answer(() => statusResponse(backend.start({ kind: 'check', excluded: body.exclude_working_categories })));
    }),
    http.post(`${check}/api/v2/export`, async ({ request }) => {
      const body = (await request.json()) as ExportBody;
      return authorised(request) ?? answer(() => statusResponse(backend.start({ kind: 'export', request: exportFromWire(body) })));
    }),
    http.delete(`${check}/api/v2/job/status/finished`, ({ request }) => authorised(request) ?? (backend.cancelRunningJob(), new HttpResponse(null, { status: 204 }))),
  ];
  return fake;
}
