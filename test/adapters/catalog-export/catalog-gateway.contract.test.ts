import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectedDomains, withSubscriptionSelected, withWorkingCategorySelected, type CatalogGateway } from '@domain/catalog-export';
import { isApiError } from '@domain/shared-kernel';
import { HttpCatalogGateway, InMemoryCatalogGateway } from '@adapters/catalog-export';
import { describeContract, useFakeApi } from '../../support/contract';
import { FAKE_URLS } from '../../support/fake-api';
import { aBackofficeSession, aPharmacySession } from '../../support/builders/session.builder';
import { createFakeCatalog } from '../../support/fake-catalog';
import { failure } from '../../support/failure';

describeContract<CatalogGateway>(
  'CatalogGateway',
  {
    memory: ({ db, clock }) => new InMemoryCatalogGateway({ db, clock }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...createFakeCatalog(clock).handlers);
      return new HttpCatalogGateway(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it('offers the domains subscribed to parapharmacy, four of them selected, and twelve working categories', async () => {
      const options = await world().port.options();
      expect(options.subscriptions).toHaveLength(41);
      expect(options.subscriptions[0]).toEqual({
        id: 'sub-500',
        domain: 'farmacia-llorente.es',
        types: ['parapharmacy', 'prescription'],
        eid: 500,
        name: 'Farmacia Llorente',
        email: 'carlos.ruiz@farmacia-llorente.es, pedidos@farmacia-llorente.es',
        selected: true,
      });
      expect(selectedDomains(options.subscriptions)).toEqual(['farmacia-llorente.es', 'farmacia-suarez.es', 'farmacia-jimenez-serrano.es', 'farmacia-navarro.es']);
      expect(options.workingCategories).toHaveLength(12);
      expect(options.workingCategories[0]).toEqual({ termId: 2101, selected: false, name: 'Dermocosmética' });
      expect(options.workingCategories.filter((category) => category.selected).map((category) => category.name)).toEqual(['Óptica', 'Veterinaria']);
    });

    it('keeps the selected domains and excluded categories it is sent', async () => {
      const options = await world().port.options();
      const changed = withWorkingCategorySelected(withSubscriptionSelected(withSubscriptionSelected(options, 'sub-501', false), 'sub-504', true), 2101, true);
      await world().port.saveOptions(changed);
      const saved = await world().port.options();
      expect(selectedDomains(saved.subscriptions)).toEqual(['farmacia-llorente.es', 'farmacia-jimenez-serrano.es', 'farmacia-navarro.es', 'farmacia-gil-gutierrez.es']);
      expect(saved.workingCategories.filter((category) => category.selected).map((category) => category.termId)).toEqual([2101, 2109, 2110]);
    });

    it('lists every pharmacy domain with its prescription and parapharmacy subscriptions', async () => {
      const subscriptions = await world().port.subscriptions();
      expect(subscriptions).toHaveLength(47);
      expect(subscriptions.slice(0, 3)).toEqual([
        { domain: 'farmacia-llorente.es', email: 'carlos.ruiz@farmacia-llorente.es, pedidos@farmacia-llorente.es', prescription: true, parapharmacy: true },
        { domain: 'farmacia-suarez.es', email: 'jose.garrido@farmacia-suarez.es', prescription: true, parapharmacy: true },
        { domain: 'farmacia-jimenez-serrano.es', email: 'jordi.cortes@farmacia-jimenez-serrano.es', prescription: false, parapharmacy: true },
      ]);
    });

    it('changes a subscription, and a domain without parapharmacy is no longer offered for export', async () => {
      await world().port.saveSubscription({ domain: 'farmacia-suarez.es', email: 'jose.garrido@farmacia-suarez.es', prescription: false, parapharmacy: false });
      const subscriptions = await world().port.subscriptions();
      expect(subscriptions.find((entry) => entry.domain === 'farmacia-suarez.es')).toEqual({ domain: 'farmacia-suarez.es', email: 'jose.garrido@farmacia-suarez.es', prescription: false, parapharmacy: false });
      const options = await world().port.options();
      expect(options.subscriptions.map((entry) => entry.domain)).not.toContain('farmacia-suarez.es');
      expect(options.subscriptions).toHaveLength(40);
    });

    it('refuses a subscription change for a domain it does not know', async () => {
      expect(await failure(world().port.saveSubscription({ domain: 'no-existe.es', email: '', prescription: true, parapharmacy: true }))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('lists the job records newest first, with their sections and errors', async () => {
      const jobs = await world().port.jobs();
      expect(jobs.map((job) => [job.status, job.currentSection, job.description])).toEqual([
        ['finished_with_errors', 'exporting_catalog_to_domains', 'Exportación semanal de parafarmacia'],
        ['finished_with_errors', 'uploading_images_to_media_server', ''],
        ['stopped', 'check.products', 'Actualización de precios'],
        ['cancelled', 'uploading_images_to_media_server', ''],
        ['finished_with_errors', 'exporting_catalog_to_domains', 'Exportación inicial de temporada'],
      ]);
      const [latest] = jobs;
      expect(latest?.externalId).toMatch(/^[0-9a-f]{24}$/);
      expect(latest?.registered).toBe(Date.UTC(2026, 10, 19, 8, 12));
      expect(latest?.check.productCategories).toEqual([{ id: '2106-14', message: 'La subcategoría «Protección infantil» no tiene categoría padre' }]);
      expect(latest?.check.products).toHaveLength(3);
      expect(latest?.imageUpload).toMatchObject({ processed: 323, total: 323 });
      expect(latest?.imageUpload.errors).toHaveLength(5);
      expect(latest?.domainExports).toEqual([
        { domain: 'farmacia-llorente.es', status: 'success' },
        { domain: 'farmacia-suarez.es', status: 'success' },
        { domain: 'farmacia-jimenez-serrano.es', status: 'success' },
        { domain: 'farmacia-gil-gutierrez.es', status: 'error' },
      ]);
    });

    it('deletes a job record, and refuses one it does not know', async () => {
      const [first, second] = await world().port.jobs();
      await world().port.deleteJob(first?.externalId ?? '');
      const jobs = await world().port.jobs();
      expect(jobs).toHaveLength(4);
      expect(jobs[0]?.externalId).toBe(second?.externalId);
      expect(await failure(world().port.deleteJob('000000000000000000000000'))).toEqual({ kind: 'not-found', status: 404 });
    });

    it("checks each domain's catalog health: a broken catalog or an unknown domain is 'error'", async () => {
      expect(await world().port.checkHealth(['farmacia-llorente.es', 'farmacia-navarro.es', 'no-existe.es'])).toEqual([
        { domain: 'farmacia-llorente.es', result: 'ok' },
        { domain: 'farmacia-navarro.es', result: 'error' },
        { domain: 'no-existe.es', result: 'error' },
      ]);
    });
  },
);

describe('HttpCatalogGateway wire format', () => {
  const world = useFakeApi();
  const gateway = () => {
    world().fake.server.use(...createFakeCatalog(world().clock).handlers);
    world().signIn(aBackofficeSession());
    return new HttpCatalogGateway(world().http);
  };

  it('GETs the parapharmacy options with the back-office identity', async () => {
    await gateway().options();
    const [call] = world().fake.requestsTo('/api/v1/catalog/options/type/parapharmacy');
    expect(call?.method).toBe('GET');
    expect({ eid: call?.headers.eid, uid: call?.headers.uid, token: call?.headers.token }).toEqual({ eid: '-1', uid: '1', token: 'backoffice-token' });
  });

  it('PUTs the selected subscription ids and the selected working categories', async () => {
    const port = gateway();
    const options = await port.options();
    await port.saveOptions(withWorkingCategorySelected(options, 2103, true));
    const [call] = world().fake.requestsTo('/api/v1/catalog/options/type/parapharmacy').filter((request) => request.method === 'PUT');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({ subscriptions: ['sub-500', 'sub-501', 'sub-502', 'sub-503'], working_categories: [2103, 2109, 2110] });
  });

  it('PUTs a subscription change as domain, email and subscriptions', async () => {
    await gateway().saveSubscription({ domain: 'farmacia-suarez.es', email: 'jose.garrido@farmacia-suarez.es', prescription: false, parapharmacy: true });
    const [call] = world().fake.requestsTo('/api/v1/catalog/manage/subscriptions');
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({ domain: 'farmacia-suarez.es', email: 'jose.garrido@farmacia-suarez.es', subscriptions: { prescription: false, parapharmacy: true } });
  });

  it('GETs the records from jobs/descending and DELETEs one by its id', async () => {
    const port = gateway();
    const [job] = await port.jobs();
    await port.deleteJob(job?.externalId ?? '');
    expect(world().fake.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/v1/catalog/jobs/descending',
      `DELETE /api/v1/catalog/job/${job?.externalId ?? ''}`,
    ]);
  });

  it('PUTs the domains whose health is checked', async () => {
    await gateway().checkHealth(['farmacia-llorente.es']);
    const [call] = world().fake.requestsTo('/api/v1/catalog/check/health');
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({ domains: ['farmacia-llorente.es'] });
  });

  it('reads the working categories under either key, and flags given as text or numbers', async () => {
    const port = gateway();
    world().fake.server.use(
      http.get(`${FAKE_URLS.api}/api/v1/catalog/options/type/parapharmacy`, () =>
        HttpResponse.json({
          success: true,
          data: {
            subscriptions: [{ id: 7, domain: 'uno.es', types: null, eid: '501', name: null, email: 'a@uno.es', selected: 'true' }],
            working_categories: [{ term_id: '12', selected: 1 }, { term_id: 13, selected: 'false', name: 'Solares' }],
          },
        }),
      ),
    );
    expect(await port.options()).toEqual({
      subscriptions: [{ id: '7', domain: 'uno.es', types: [], eid: 501, name: '', email: 'a@uno.es', selected: true }],
      workingCategories: [
        { termId: 12, selected: true },
        { termId: 13, selected: false, name: 'Solares' },
      ],
    });
  });

  it('reads the health answer given as an object keyed by domain', async () => {
    const port = gateway();
    world().fake.server.use(
      http.put(`${FAKE_URLS.api}/api/v1/catalog/check/health`, () => HttpResponse.json({ success: true, data: { 'uno.es': 'ok', 'dos.es': { result: 'error' } } })),
    );
    expect(await port.checkHealth(['uno.es', 'dos.es'])).toEqual([
      { domain: 'uno.es', result: 'ok' },
      { domain: 'dos.es', result: 'error' },
    ]);
  });

  it("shows a refused change's own message", async () => {
    const port = gateway();
    world().fake.server.use(http.put(`${FAKE_URLS.api}/api/v1/catalog/manage/subscriptions`, () => HttpResponse.json({ success: false, message: 'Dominio bloqueado' })));
    const error = await port.saveSubscription({ domain: 'uno.es', email: '', prescription: true, parapharmacy: true }).catch((caught: unknown) => caught);
    expect(isApiError(error) && { kind: error.kind, serverMessage: error.serverMessage }).toEqual({ kind: 'server-message', serverMessage: 'Dominio bloqueado' });
  });

  it('fails as forbidden for a pharmacist', async () => {
    const port = gateway();
    world().signIn(aPharmacySession());
    expect(await failure(port.options())).toEqual({ kind: 'forbidden', status: 403 });
  });
});
