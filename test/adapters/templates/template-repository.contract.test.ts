import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { DEFAULT_TEMPLATE, TemplateRepositoryMethods, parseEmailDocument, type CampaignTemplate, type TemplateRepository } from '@domain/templates';
import { DEMO_FAULTS_KEY, DemoDatabase, demoPort } from '@adapters/demo';
import { ManualClock, MemoryStorage } from '@adapters/shared';
import { HttpTemplateRepository, InMemoryTemplateRepository, TEMPLATE_IN_USE_MESSAGE, base64ToText, textToBase64 } from '@adapters/templates';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { FAKE_URLS } from '../../support/fake-api';
import { fakeTemplateHandlers } from '../../support/fake-templates';
import { DEMO_FAULT } from '../../support/demo-faults';
import { failure } from '../../support/failure';
import { documentedHandler } from '../../support/documented-path';

const aNewTemplate = (overrides: Partial<CampaignTemplate> = {}): CampaignTemplate => ({
  ...DEFAULT_TEMPLATE,
  name: 'Campaña de hidratación',
  description: 'Bebe agua también en invierno',
  content: '{"format":"email-blocks","version":1,"blocks":[{"id":1,"kind":"text","text":"Bebe agua 💧","style":"paragraph","align":"left"}]}',
  htmlContent: '<!DOCTYPE html><html><body><p>Bebe agua 💧</p></body></html>',
  segmentId: 8,
  subject: 'Hidrátate ñ',
  postId: 6,
  createdBy: 'backoffice',
  editedBy: 'backoffice',
  ...overrides,
});

/** Ids of the demo templates campaigns use. */
const IN_USE = ['1', '3', '7', '9', '12'];

describeContract<TemplateRepository>(
  'TemplateRepository',
  {
    memory: ({ db }) => new InMemoryTemplateRepository(db),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakeTemplateHandlers(clock));
      return new HttpTemplateRepository(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it('lists the thirteen demo templates without their design, leaving deleted ones out', async () => {
      const list = await world().port.list();
      expect(list.map((template) => template.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']);
      expect(list[0]).toEqual({
        id: '1',
        name: 'Vacunación de la gripe 2026',
        description: 'Recordatorio de la campaña de vacunación antigripal para mayores de 65 años',
        isHealthcare: true,
        type: 1,
        segmentId: 1,
        subject: 'Tu vacuna de la gripe ya está disponible',
        postId: 15,
        isDeleted: false,
        createdBy: 'mgarcia',
        editedBy: 'backoffice',
      });
      expect(list[1]).toMatchObject({ id: '2', name: 'Protección solar: verano sin quemaduras', type: 2, isHealthcare: false, segmentId: 0, postId: 0 });
      expect(list.filter((template) => template.type === 2).map((template) => template.id)).toEqual(['2', '5', '11', '12']);
    });

    it('gets a template with its design decoded', async () => {
      const template = await world().port.get('3');
      expect(template).toMatchObject({ id: '3', name: 'Control de la tensión arterial', type: 1, segmentId: 2, postId: 9, subject: 'Mide tu tensión gratis en tu farmacia' });
      const design = parseEmailDocument(template.content);
      expect(design.ok && design.value.blocks.map((block) => block.kind)).toEqual(['text', 'text', 'button', 'spacer', 'divider', 'text']);
      expect(template.htmlContent).toMatch(/^<!DOCTYPE html><html lang="es">/);
      expect(template.htmlContent).toContain('¿Sabes cómo está tu tensión?');
    });

    it('answers an unknown template with 404', async () => {
      expect(await failure(world().port.get('999'))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('creates a template that is then listed and read back as it was sent', async () => {
      const id = await world().port.create(aNewTemplate());
      expect(id).toBe('14');
      expect((await world().port.list()).map((template) => template.name)).toContain('Campaña de hidratación');
      expect(await world().port.get('14')).toEqual(aNewTemplate({ id: '14' }));
    });

    it('refuses a template without a name with the server message', async () => {
      expect(await failure(world().port.create(aNewTemplate({ name: ' ' })), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'La plantilla necesita un nombre' });
    });

    it('updates a template that no campaign uses', async () => {
      const template = await world().port.get('4');
      await world().port.update('4', { ...template, name: 'Alergia al polen 2027', type: 2, isHealthcare: false, segmentId: 0, postId: 0, editedBy: 'backoffice' });
      expect(await world().port.get('4')).toEqual({ ...template, name: 'Alergia al polen 2027', type: 2, isHealthcare: false, segmentId: 0, postId: 0, editedBy: 'backoffice' });
    });

    it('deletes a template that no campaign uses', async () => {
      await world().port.delete('6');
      expect((await world().port.list()).map((template) => template.id)).not.toContain('6');
      expect(await failure(world().port.get('6'))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.delete('6'))).toEqual({ kind: 'not-found', status: 404 });
    });

    it.each(IN_USE)('refuses to edit, update or delete template %s, which campaigns use, with 403', async (id) => {
      expect(await failure(world().port.checkEditPermission(id))).toEqual({ kind: 'forbidden', status: 403 });
      expect(await failure(world().port.update(id, await world().port.get(id)))).toEqual({ kind: 'forbidden', status: 403 });
      expect(await failure(world().port.delete(id))).toEqual({ kind: 'forbidden', status: 403 });
      expect((await world().port.list()).map((template) => template.id)).toContain(id);
    });

    it('lets a template no campaign uses be edited', async () => {
      await expect(world().port.checkEditPermission('2')).resolves.toBeUndefined();
    });

    it('gives the HTML of a template', async () => {
      expect(await world().port.html('2')).toBe((await world().port.get('2')).htmlContent);
      expect(await world().port.html('2')).toContain('Disfruta del sol con la protección adecuada');
    });
  },
);

describe('InMemoryTemplateRepository fault switch', () => {
  it.each([
    [DEMO_FAULT.templatesList, (repository: TemplateRepository) => repository.list()],
    [DEMO_FAULT.templatesGet, (repository: TemplateRepository) => repository.get('2')],
    [DEMO_FAULT.templatesCreate, (repository: TemplateRepository) => repository.create(aNewTemplate())],
    [DEMO_FAULT.templatesUpdate, (repository: TemplateRepository) => repository.update('2', aNewTemplate())],
    [DEMO_FAULT.templatesDelete, (repository: TemplateRepository) => repository.delete('2')],
    [DEMO_FAULT.templatesHtml, (repository: TemplateRepository) => repository.html('2')],
    [DEMO_FAULT.templatesCheckEditPermission, (repository: TemplateRepository) => repository.checkEditPermission('2')],
  ])('fails %s as the switch asks, and changes nothing', async (operation, call) => {
    const storage = new MemoryStorage();
    const db = new DemoDatabase({ storage, clock: new ManualClock(CONTRACT_NOW), latencyMs: 0 });
    const repository = demoPort<TemplateRepository>({ db, service: 'templates', methods: TemplateRepositoryMethods, load: () => new InMemoryTemplateRepository(db) });
    storage.set(DEMO_FAULTS_KEY, JSON.stringify({ [operation]: 500 }));
    expect(await failure(call(repository))).toEqual({ kind: 'http', status: 500 });
    storage.set(DEMO_FAULTS_KEY, JSON.stringify({ [operation]: 403 }));
    expect(await failure(call(repository))).toEqual({ kind: 'forbidden', status: 403 });
    storage.remove(DEMO_FAULTS_KEY);
    expect((await repository.list()).map((template) => template.id)).toHaveLength(13);
    expect((await repository.get('2')).name).toBe('Protección solar: verano sin quemaduras');
  });

  it('says why a template in use cannot change', async () => {
    const repository = new InMemoryTemplateRepository(new DemoDatabase({ storage: new MemoryStorage(), clock: new ManualClock(CONTRACT_NOW), latencyMs: 0 }));
    await expect(repository.delete('1')).rejects.toThrow(TEMPLATE_IN_USE_MESSAGE);
  });
});

describe('HttpTemplateRepository wire format', () => {
  const world = useFakeApi();
  const repository = () => new HttpTemplateRepository(world().http);

  beforeEach(() => {
    world().fake.server.use(...fakeTemplateHandlers(world().clock));
    world().signIn(aBackofficeSession());
  });

  it('GETs /api/v2/campaignTemplates with the identity headers', async () => {
    await repository().list();
    const [call] = world().fake.requestsTo('/api/v2/campaignTemplates');
    expect(call?.method).toBe('GET');
    expect({ eid: call?.headers.eid, uid: call?.headers.uid, token: call?.headers.token, accept: call?.headers.accept }).toEqual({ eid: '-1', uid: '1', token: 'backoffice-token', accept: 'application/json' });
  });

  it.each([
    ['get', 'GET', '/api/v2/getCampaignTemplate', (r: TemplateRepository) => r.get('4')],
    ['html', 'GET', '/api/v2/getCampaignTemplateHtml', (r: TemplateRepository) => r.html('4')],
    ['checkEditPermission', 'GET', '/api/v2/getCampaignTemplateEditPermission', (r: TemplateRepository) => r.checkEditPermission('4')],
    ['delete', 'DELETE', '/api/v2/deleteCampaignTemplate', (r: TemplateRepository) => r.delete('4')],
  ])('sends %s as %s %s?ctId=4', async (_name, method, path, call) => {
    await call(repository());
    const calls = world().fake.requestsTo(path);
    expect(calls.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`)).toEqual([`${method} ${path}?ctId=4`]);
    expect(calls[0]?.headers.token).toBe('backoffice-token');
    expect(calls[0]?.body).toBeUndefined();
  });

  it('POSTs a new template to /api/v2/saveCampaignTemplate with its design base64 and no id', async () => {
    await repository().create(aNewTemplate());
    const [call] = world().fake.requestsTo('/api/v2/saveCampaignTemplate');
    expect(call?.method).toBe('POST');
    expect(call?.url.search).toBe('');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      name: 'Campaña de hidratación',
      description: 'Bebe agua también en invierno',
      isHealthcare: true,
      type: 1,
      content: textToBase64(aNewTemplate().content),
      htmlContent: textToBase64(aNewTemplate().htmlContent),
      segmentId: 8,
      subject: 'Hidrátate ñ',
      postID: 6,
      isDeleted: 0,
      createdBy: 'backoffice',
      editedBy: 'backoffice',
    });
    expect(base64ToText((call?.body as { htmlContent: string }).htmlContent)).toBe('<!DOCTYPE html><html><body><p>Bebe agua 💧</p></body></html>');
  });

  it('PUTs an update to /api/v2/updateCampaignTemplate?ctId= with the id in the body', async () => {
    await repository().update('2', aNewTemplate({ id: '2', type: 2, isHealthcare: false, segmentId: 0, postId: 0, createdBy: undefined }));
    const [call] = world().fake.requestsTo('/api/v2/updateCampaignTemplate');
    expect(`${call?.method} ${call?.url.search}`).toBe('PUT ?ctId=2');
    expect(call?.body).toMatchObject({ id: '2', type: 2, isHealthcare: false, segmentId: 0, postID: 0, isDeleted: 0, createdBy: null, editedBy: 'backoffice' });
  });

  it('reads templates whatever form their fields come in', async () => {
    world().fake.server.use(
      documentedHandler('templates.list', FAKE_URLS.api, () =>
        HttpResponse.json([
          { _id: 'a1', name: null, type: '2', content: '{"page":{}}', segmentId: '3', postID: null, isDeleted: 'false', createdBy: 7 },
          { id: 5, name: 'Vieja', type: 1, isDeleted: true },
        ]),
      ),
    );
    expect(await repository().list()).toEqual([
      { id: 'a1', name: '', description: '', isHealthcare: false, type: 2, segmentId: 3, subject: '', postId: 0, isDeleted: false, createdBy: '7', editedBy: undefined },
    ]);
  });

  it('reads a template sent as a one-element list, with a plain-text design', async () => {
    world().fake.server.use(
      documentedHandler('templates.get', FAKE_URLS.api, () => HttpResponse.json({ success: true, data: [{ id: 8, name: 'X', type: 1, content: '{"page":{"rows":[]}}', htmlContent: textToBase64('<p>ñ</p>') }] })),
    );
    expect(await repository().get('8')).toMatchObject({ id: '8', isHealthcare: true, content: '{"page":{"rows":[]}}', htmlContent: '<p>ñ</p>', postId: 1 });
  });

  it('refuses a template of an unknown type as a bad response', async () => {
    world().fake.server.use(documentedHandler('templates.list', FAKE_URLS.api, () => HttpResponse.json({ success: true, data: [{ id: 1, type: 3 }] })));
    expect(await failure(repository().list())).toEqual({ kind: 'bad-response', status: 200 });
  });

  it('reads the HTML inside htmlContent too, and the new id wherever the server puts it', async () => {
    world().fake.server.use(
      documentedHandler('templates.html', FAKE_URLS.api, () => HttpResponse.json({ success: true, data: { htmlContent: textToBase64('<b>hola</b>') } })),
      documentedHandler('templates.create', FAKE_URLS.api, () => HttpResponse.json({ success: true, data: { insertId: 77 } })),
    );
    expect(await repository().html('1')).toBe('<b>hola</b>');
    expect(await repository().create(aNewTemplate())).toBe('77');
    world().fake.server.use(documentedHandler('templates.create', FAKE_URLS.api, () => HttpResponse.json({ success: true })));
    expect(await repository().create(aNewTemplate())).toBeUndefined();
    world().fake.server.use(documentedHandler('templates.create', FAKE_URLS.api, () => HttpResponse.json({ success: true, data: '78' })));
    expect(await repository().create(aNewTemplate())).toBe('78');
  });
});

/** Paths a deployment configures for the lookups the spec names without a path: not in docs/api/, which lists the defaults. */
describe('HttpTemplateRepository with configured lookup paths', () => {
  const world = useFakeApi({ documented: false });

  beforeEach(() => {
    world().signIn(aBackofficeSession());
  });

  it('sends the HTML and edit-permission lookups to the paths configured for them, with ctId', async () => {
    const paths = { html: '/api/v2/campaignTemplates/html', editPermission: '/api/v2/campaignTemplates/editPermission' };
    world().fake.server.use(
      http.get(`${FAKE_URLS.api}${paths.html}`, () => HttpResponse.json({ success: true, data: textToBase64('<p>hola</p>') })),
      http.get(`${FAKE_URLS.api}${paths.editPermission}`, () => HttpResponse.json({ success: true })),
    );
    const configured = new HttpTemplateRepository(world().http, paths);
    expect(await configured.html('4')).toBe('<p>hola</p>');
    await configured.checkEditPermission('4');
    const calls = [...world().fake.requestsTo(paths.html), ...world().fake.requestsTo(paths.editPermission)];
    expect(calls.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`)).toEqual([`GET ${paths.html}?ctId=4`, `GET ${paths.editPermission}?ctId=4`]);
    expect(calls.map((request) => request.headers.token)).toEqual(['backoffice-token', 'backoffice-token']);
  });
});
