import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPORT_OPTIONS,
  isCheckWithErrors,
  isExportWithoutResults,
  type CatalogCheckService,
  type CatalogOptions,
  type ExportRequest,
  buildExportRequest,
} from '@domain/catalog-export';
import { HttpCatalogCheckService, InMemoryCatalogCheckService } from '@adapters/catalog-export';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { CHECK_SERVICE_TOKEN, CHECK_SERVICE_URL, createFakeCatalog } from '../../support/fake-catalog';
import { failure } from '../../support/failure';

/** The categories the demo excludes by default (Óptica, Veterinaria). */
const DEFAULT_EXCLUDED = [2109, 2110];
/** Every category whose data has faults (Dermocosmética, Protección solar, Veterinaria) excluded. */
const CLEAN_EXCLUDED = [2101, 2106, 2109, 2110];

const catalog: CatalogOptions = {
  subscriptions: [
    { id: 'sub-500', domain: 'farmacia-llorente.es', types: ['parapharmacy'], eid: 500, name: 'Farmacia Llorente', email: 'carlos.ruiz@farmacia-llorente.es', selected: true },
    { id: 'sub-502', domain: 'farmacia-jimenez-serrano.es', types: ['parapharmacy'], eid: 502, name: 'Farmacia Jiménez Serrano', email: 'jordi.cortes@farmacia-jimenez-serrano.es', selected: true },
  ],
  workingCategories: DEFAULT_EXCLUDED.map((termId) => ({ termId, selected: true })),
};

function anExport(overrides: Partial<ExportRequest['config']> & { reuseJob?: string; excluded?: readonly number[] } = {}): ExportRequest {
  const request = buildExportRequest(['farmacia-llorente.es', 'farmacia-jimenez-serrano.es'], catalog, { ...DEFAULT_EXPORT_OPTIONS, reuseJob: overrides.reuseJob, description: 'Exportación de prueba' });
  return {
    ...request,
    excludeWorkingCategories: overrides.excluded ?? request.excludeWorkingCategories,
    config: { ...request.config, ...overrides },
  };
}

describeContract<CatalogCheckService>(
  'CatalogCheckService',
  {
    memory: ({ db, clock }) => new InMemoryCatalogCheckService({ db, clock }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...createFakeCatalog(clock).handlers);
      return new HttpCatalogCheckService(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it('has no running job at first', async () => {
      expect(await world().port.runningJob()).toBeUndefined();
    });

    it('starts a check at its first section, with no domains, and reports it as the running job', async () => {
      const started = await world().port.startCheck(DEFAULT_EXCLUDED);
      expect(started.phase).toBe('in-progress');
      expect(started.job).toMatchObject({ status: 'in_progress', registered: CONTRACT_NOW, currentSection: 'check.product_categories', domainExports: [] });
      expect(started.job.check).toEqual({ productCategories: [], products: [] });
      expect(started.job.externalId).toMatch(/^[0-9a-f]{24}$/);
      const running = await world().port.runningJob();
      expect(running?.job.externalId).toBe(started.job.externalId);
      expect(running?.phase).toBe('in-progress');
    });

    it('advances the check through its sections as time passes, finding errors on the way', async () => {
      const { job } = await world().port.startCheck(DEFAULT_EXCLUDED);
      world().clock.advance(7_000);
      const checking = await world().port.jobStatus(job.externalId);
      expect(checking.job.currentSection).toBe('check.products');
      expect(checking.job.check.productCategories).toEqual([{ id: '2106-14', message: 'La subcategoría «Protección infantil» no tiene categoría padre' }]);
      world().clock.advance(13_000);
      const uploading = await world().port.jobStatus(job.externalId);
      expect(uploading.job.currentSection).toBe('uploading_images_to_media_server');
      expect(uploading.job.check.products).toHaveLength(3);
      expect(uploading.job.imageUpload.processed).toBeGreaterThan(0);
      expect(uploading.job.imageUpload.processed).toBeLessThan(uploading.job.imageUpload.total);
      world().clock.advance(11_000);
      const finished = await world().port.jobStatus(job.externalId);
      expect(finished.phase).toBe('finished');
      expect(finished.job.status).toBe('finished_with_errors');
      expect(finished.job.currentSection).toBe('uploading_images_to_media_server');
      expect(finished.job.imageUpload.processed).toBe(finished.job.imageUpload.total);
      expect(finished.job.lastModified).toBe(CONTRACT_NOW + 31_000);
      expect(isCheckWithErrors(finished.job, finished.phase)).toBe(true);
      expect(await world().port.runningJob()).toBeUndefined();
    });

    it('finds no check errors once the faulty categories are excluded', async () => {
      const { job } = await world().port.startCheck(CLEAN_EXCLUDED);
      world().clock.advance(60_000);
      const finished = await world().port.jobStatus(job.externalId);
      expect(finished.job.check).toEqual({ productCategories: [], products: [] });
      expect(isCheckWithErrors(finished.job, finished.phase)).toBe(false);
    });

    it('refuses a second job while one runs with a 409, and accepts one once it has finished', async () => {
      await world().port.startCheck(DEFAULT_EXCLUDED);
      expect(await failure(world().port.startCheck(DEFAULT_EXCLUDED))).toEqual({ kind: 'conflict', status: 409 });
      expect(await failure(world().port.startExport(anExport()))).toEqual({ kind: 'conflict', status: 409 });
      world().clock.advance(31_000);
      expect((await world().port.startCheck(DEFAULT_EXCLUDED)).phase).toBe('in-progress');
    });

    it('stops an export that does not bypass section errors after a check with errors: no results', async () => {
      const { job } = await world().port.startExport(anExport());
      expect(job.domainExports).toEqual([
        { domain: 'farmacia-llorente.es', status: 'pending' },
        { domain: 'farmacia-jimenez-serrano.es', status: 'pending' },
      ]);
      expect(job.description).toBe('Exportación de prueba');
      world().clock.advance(14_000);
      const stopped = await world().port.jobStatus(job.externalId);
      expect(stopped.phase).toBe('finished');
      expect(stopped.job).toMatchObject({ status: 'stopped', currentSection: 'check.products' });
      expect(stopped.job.domainExports.map((entry) => entry.status)).toEqual(['pending', 'pending']);
      expect(isExportWithoutResults(stopped.job, stopped.phase)).toBe(true);
    });

    it('exports to each domain in turn when section errors are bypassed', async () => {
      const { job } = await world().port.startExport(anExport({ bypassSectionErrors: true }));
      world().clock.advance(31_000 + 2_000);
      const first = await world().port.jobStatus(job.externalId);
      expect(first.job.currentSection).toBe('exporting_catalog_to_domains');
      expect(first.job.domainExports.map((entry) => entry.status)).toEqual(['in_progress', 'pending']);
      world().clock.advance(8_000);
      const done = await world().port.jobStatus(job.externalId);
      expect(done.phase).toBe('finished');
      expect(done.job.domainExports.map((entry) => entry.domain)).toEqual(['farmacia-llorente.es', 'farmacia-jimenez-serrano.es']);
      expect(done.job.domainExports.every((entry) => ['success', 'error'].includes(entry.status))).toBe(true);
      expect(done.job.status).toBe('finished_with_errors');
    });

    it('reuses an earlier job: its check and images are there from the start and only the export runs', async () => {
      const check = await world().port.startCheck(CLEAN_EXCLUDED);
      world().clock.advance(31_000);
      const reused = await world().port.jobStatus(check.job.externalId);
      world().clock.advance(60_000);
      const { job, phase } = await world().port.startExport(anExport({ reuseJob: check.job.externalId }));
      expect(phase).toBe('in-progress');
      expect(job.currentSection).toBe('exporting_catalog_to_domains');
      expect(job.reuseJobDate).toBe(check.job.registered);
      expect(job.imageUpload).toEqual(reused.job.imageUpload);
      world().clock.advance(10_000);
      expect((await world().port.jobStatus(job.externalId)).phase).toBe('finished');
    });

    it('refuses to reuse a job that does not exist', async () => {
      expect(await failure(world().port.startExport(anExport({ reuseJob: '000000000000000000000000' })))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('cancels the running job, which keeps what it found so far', async () => {
      const { job } = await world().port.startCheck(DEFAULT_EXCLUDED);
      world().clock.advance(9_000);
      await world().port.cancelRunningJob();
      world().clock.advance(60_000);
      const cancelled = await world().port.jobStatus(job.externalId);
      expect(cancelled.phase).toBe('finished');
      expect(cancelled.job).toMatchObject({ status: 'cancelled', currentSection: 'check.products', lastModified: CONTRACT_NOW + 9_000 });
      expect(await world().port.runningJob()).toBeUndefined();
      expect((await world().port.startCheck(DEFAULT_EXCLUDED)).phase).toBe('in-progress');
    });

    it('does not know a job it never started', async () => {
      expect(await failure(world().port.jobStatus('000000000000000000000000'))).toEqual({ kind: 'not-found', status: 404 });
    });
  },
);

describe('HttpCatalogCheckService wire format', () => {
  const world = useFakeApi();
  let fakeToken: (token: string) => void = () => undefined;
  const service = () => {
    const fake = createFakeCatalog(world().clock);
    fakeToken = (token) => (fake.token = token);
    world().fake.server.use(...fake.handlers);
    world().signIn(aBackofficeSession());
    return new HttpCatalogCheckService(world().http);
  };
  const checkCalls = () => world().fake.requests.filter((request) => request.url.origin === new URL(CHECK_SERVICE_URL).origin);

  it('asks GET /api/v1/catalog/login once for the address and token, then calls the check service with x-access-token only', async () => {
    const port = service();
    await port.runningJob();
    await port.startCheck([2109]);
    expect(world().fake.requestsTo('/api/v1/catalog/login')).toHaveLength(1);
    expect(world().fake.requestsTo('/api/v1/catalog/login')[0]?.headers.eid).toBe('-1');
    expect(checkCalls().map((request) => `${request.method} ${request.url.href}`)).toEqual([
      `GET ${CHECK_SERVICE_URL}/api/v2/check/status`,
      `POST ${CHECK_SERVICE_URL}/api/v2/check/products/type/parapharmacy`,
    ]);
    for (const call of checkCalls()) {
      expect(call.headers['x-access-token']).toBe(CHECK_SERVICE_TOKEN);
      expect(call.headers.token).toBeUndefined();
      expect(call.headers.eid).toBeUndefined();
    }
    expect(checkCalls()[1]?.body).toEqual({ exclude_working_categories: [2109] });
  });

  it('POSTs the export request of spec 1 §3 to /api/v2/export', async () => {
    await service().startExport(anExport({ checkImages: true, testEmails: ['pruebas@farmacia-llorente.es'] }));
    const [call] = checkCalls();
    expect(call?.method).toBe('POST');
    expect(call?.url.pathname).toBe('/v2-service/api/v2/export');
    expect(call?.body).toEqual({
      type: 'parapharmacy',
      domains: ['farmacia-llorente.es', 'farmacia-jimenez-serrano.es'],
      exclude_working_categories: [2109, 2110],
      config: { check_images: true, bypass_section_errors: false, maintain_deleted_products: true, test_emails: ['pruebas@farmacia-llorente.es'] },
      domains_info: {
        'farmacia-llorente.es': { eid: 500, name: 'Farmacia Llorente', contact_email: ['carlos.ruiz@farmacia-llorente.es'] },
        'farmacia-jimenez-serrano.es': { eid: 502, name: 'Farmacia Jiménez Serrano', contact_email: ['jordi.cortes@farmacia-jimenez-serrano.es'] },
      },
      description: 'Exportación de prueba',
      reuse_job: null,
    });
  });

  it('GETs the status of a job by its id and DELETEs the running job at job/status/finished', async () => {
    const port = service();
    const { job } = await port.startCheck([]);
    await port.jobStatus(job.externalId);
    await port.cancelRunningJob();
    expect(checkCalls().map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /v2-service/api/v2/check/products/type/parapharmacy',
      `GET /v2-service/api/v2/check/status/${job.externalId}`,
      'DELETE /v2-service/api/v2/job/status/finished',
    ]);
  });

  it('reads 202 with job_on_progress as running and 200 as finished', async () => {
    const port = service();
    const wire = { external_id: 'abc', status: 'x', registered: '2026-11-21T09:00:00Z', current_section: 'check' };
    world().fake.server.use(http.get(`${CHECK_SERVICE_URL}/api/v2/check/status/running`, () => HttpResponse.json({ job_on_progress: wire }, { status: 202 })));
    world().fake.server.use(http.get(`${CHECK_SERVICE_URL}/api/v2/check/status/done`, () => HttpResponse.json({ job: { ...wire, last_modified: 1_795_252_000_000 } }, { status: 200 })));
    expect(await port.jobStatus('running')).toEqual({
      phase: 'in-progress',
      job: {
        externalId: 'abc',
        status: 'x',
        lastModified: CONTRACT_NOW,
        registered: CONTRACT_NOW,
        reuseJobDate: undefined,
        currentSection: 'check',
        description: '',
        check: { productCategories: [], products: [] },
        imageUpload: { processed: 0, total: 0, errors: [] },
        domainExports: [],
      },
    });
    const done = await port.jobStatus('done');
    expect(done.phase).toBe('finished');
    expect(done.job.lastModified).toBe(1_795_252_000_000);
  });

  it('reads section errors given as bare lists and numbers given as text', async () => {
    const port = service();
    world().fake.server.use(
      http.get(`${CHECK_SERVICE_URL}/api/v2/check/status/legacy`, () =>
        HttpResponse.json(
          {
            job_on_progress: {
              external_id: 77,
              status: 'in_progress',
              registered: '2026-11-21 10:00:00',
              reuse_job_date: null,
              current_section: 'uploading_images_to_media_server',
              check: { product_categories: ['cat-9'], products: [{ id: 154872, message: 'Sin precio' }] },
              uploading_images_to_media_server: { processed: '12', total: '40', errors: null },
              exporting_catalog_to_domains: { 'uno.es': 'pending' },
            },
          },
          { status: 202 },
        ),
      ),
    );
    const { job } = await port.jobStatus('legacy');
    expect(job.externalId).toBe('77');
    expect(job.registered).toBe(CONTRACT_NOW);
    expect(job.check).toEqual({ productCategories: [{ id: 'cat-9', message: '' }], products: [{ id: '154872', message: 'Sin precio' }] });
    expect(job.imageUpload).toEqual({ processed: 12, total: 40, errors: [] });
    expect(job.domainExports).toEqual([{ domain: 'uno.es', status: 'pending' }]);
  });

  it('reads a started job in job_on_progress as running whatever the success status', async () => {
    const port = service();
    const wire = { external_id: 'abc', status: 'in_progress', registered: '2026-11-21T09:00:00Z', current_section: 'check.product_categories' };
    world().fake.server.use(http.post(`${CHECK_SERVICE_URL}/api/v2/check/products/type/parapharmacy`, () => HttpResponse.json({ job_on_progress: wire }, { status: 200 })));
    expect((await port.startCheck([])).phase).toBe('in-progress');
    world().fake.server.use(http.post(`${CHECK_SERVICE_URL}/api/v2/export`, () => HttpResponse.json({ job: { ...wire, status: 'stopped' } }, { status: 200 })));
    expect((await port.startExport(anExport())).phase).toBe('finished');
  });

  it('fails a 202 without job_on_progress as a bad response', async () => {
    const port = service();
    world().fake.server.use(http.get(`${CHECK_SERVICE_URL}/api/v2/check/status/empty`, () => HttpResponse.json({}, { status: 202 })));
    expect(await failure(port.jobStatus('empty'))).toEqual({ kind: 'bad-response', status: 202 });
  });

  it('asks for a new token once when the check service refuses the one it kept', async () => {
    const port = service();
    await port.runningJob();
    fakeToken('rotated-token');
    await port.runningJob();
    expect(world().fake.requestsTo('/api/v1/catalog/login')).toHaveLength(2);
    expect(checkCalls().map((request) => request.headers['x-access-token'])).toEqual([CHECK_SERVICE_TOKEN, CHECK_SERVICE_TOKEN, 'rotated-token']);
  });

  it('fails when the login does not give an address, and asks again on the next call', async () => {
    const port = service();
    world().fake.server.use(http.get('http://api.test/api/v1/catalog/login', () => HttpResponse.json({ success: true, data: { url: '', token: 't' } }), { once: true }));
    expect(await failure(port.runningJob())).toEqual({ kind: 'bad-response', status: 200 });
    expect(await port.runningJob()).toBeUndefined();
  });
});
