import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { SegmentGatewayMethods, type SegmentGateway, type SegmentInput } from '@domain/segments';
import { DEMO_FAULTS_KEY, DemoDatabase, demoPort } from '@adapters/demo';
import { ManualClock, MemoryStorage } from '@adapters/shared';
import { HttpSegmentGateway, IN_USE_SEGMENT_IDS, InMemorySegmentGateway, SEGMENT_IN_USE_MESSAGE } from '@adapters/segments';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { DEMO_FAULT } from '../../support/demo-faults';
import { FAKE_URLS } from '../../support/fake-api';
import { failure } from '../../support/failure';
import { fakeSegmentHandlers } from '../../support/fake-segments';

const aNewSegment = (overrides: Partial<SegmentInput> = {}): SegmentInput => ({
  name: 'Revisión de la vista ñ',
  description: 'Clientes con gafas graduadas',
  thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
  filters: { gender: ['female', 'other'], minAge: 45, maxAge: 80 },
  ...overrides,
});

describeContract<SegmentGateway>(
  'SegmentGateway',
  {
    memory: ({ db }) => new InMemorySegmentGateway(db),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakeSegmentHandlers(clock));
      return new HttpSegmentGateway(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it('lists the twelve demo segments with their thumbnails and filters, leaving deleted ones out', async () => {
      const list = await world().port.list();
      expect(list.map((segment) => segment.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
      expect(list[0]?.thumbnail).toMatch(/\/demo-images\/segment-mayores\.svg$/);
      expect({ ...list[0], thumbnail: '' }).toEqual({
        id: '1',
        thumbnail: '',
        name: 'Mayores de 65 años',
        description: 'Clientes de 65 años o más',
        filters: { gender: ['female', 'male', 'other'], minAge: 65, maxAge: 100 },
        isDeleted: false,
        createdBy: 'backoffice',
        editedBy: 'backoffice',
      });
      expect(list[5]).toMatchObject({ name: 'Mujeres de 25 a 45 años', filters: { gender: ['female'], minAge: 25, maxAge: 45 } });
      expect(list.filter((segment) => segment.thumbnail === '').map((segment) => segment.id)).toEqual(['9', '10', '11', '12']);
    });

    it('answers an unknown segment with 404', async () => {
      expect(await failure(world().port.get('999'))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('creates a segment that is then listed and read back as it was sent, with its author', async () => {
      const id = await world().port.create(aNewSegment(), 'backoffice');
      expect(id).toBe('13');
      expect(await world().port.get('13')).toEqual({ id: '13', ...aNewSegment(), isDeleted: false, createdBy: 'backoffice', editedBy: 'backoffice' });
      expect((await world().port.list()).map((segment) => segment.name)).toContain('Revisión de la vista ñ');
    });

    it('refuses a segment without a name with the server message', async () => {
      expect(await failure(world().port.create(aNewSegment({ name: ' ' }), 'backoffice'), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'El segmento necesita un nombre' });
    });

    it('updates a segment no campaign uses, keeping its creator', async () => {
      await world().port.update('4', aNewSegment({ name: 'Alérgicos al polen' }), 'mgarcia');
      expect(await world().port.get('4')).toEqual({ id: '4', ...aNewSegment({ name: 'Alérgicos al polen' }), isDeleted: false, createdBy: 'lfernandez', editedBy: 'mgarcia' });
      await expect(world().port.checkEditPermission('4')).resolves.toBeUndefined();
    });

    it('deletes a segment no campaign uses', async () => {
      await world().port.delete('7');
      expect((await world().port.list()).map((segment) => segment.id)).not.toContain('7');
      expect(await failure(world().port.get('7'))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.delete('7'))).toEqual({ kind: 'not-found', status: 404 });
    });

    it.each(IN_USE_SEGMENT_IDS)('refuses to edit, update or delete segment %s, which an active campaign uses, with 403', async (id) => {
      expect(await failure(world().port.checkEditPermission(id))).toEqual({ kind: 'forbidden', status: 403 });
      expect(await failure(world().port.update(id, aNewSegment(), 'backoffice'))).toEqual({ kind: 'forbidden', status: 403 });
      expect(await failure(world().port.delete(id))).toEqual({ kind: 'forbidden', status: 403 });
      expect((await world().port.get(id)).name).not.toBe(aNewSegment().name);
    });
  },
);

describe('InMemorySegmentGateway fault switch', () => {
  it.each([
    [DEMO_FAULT.segmentsList, (gateway: SegmentGateway) => gateway.list()],
    [DEMO_FAULT.segmentsGet, (gateway: SegmentGateway) => gateway.get('4')],
    [DEMO_FAULT.segmentsCreate, (gateway: SegmentGateway) => gateway.create(aNewSegment(), 'backoffice')],
    [DEMO_FAULT.segmentsUpdate, (gateway: SegmentGateway) => gateway.update('4', aNewSegment(), 'backoffice')],
    [DEMO_FAULT.segmentsDelete, (gateway: SegmentGateway) => gateway.delete('4')],
    [DEMO_FAULT.segmentsCheckEditPermission, (gateway: SegmentGateway) => gateway.checkEditPermission('4')],
  ])('fails %s as the switch asks, and changes nothing', async (operation, call) => {
    const storage = new MemoryStorage();
    const db = new DemoDatabase({ storage, clock: new ManualClock(CONTRACT_NOW), latencyMs: 0 });
    const gateway = demoPort<SegmentGateway>({ db, service: 'segments', methods: SegmentGatewayMethods, load: () => new InMemorySegmentGateway(db) });
    storage.set(DEMO_FAULTS_KEY, JSON.stringify({ [operation]: 500 }));
    expect(await failure(call(gateway))).toEqual({ kind: 'http', status: 500 });
    storage.remove(DEMO_FAULTS_KEY);
    expect(await gateway.list()).toHaveLength(12);
    expect((await gateway.get('4')).name).toBe('Alérgicos');
  });

  it('says why a segment in use cannot change', async () => {
    const gateway = new InMemorySegmentGateway(new DemoDatabase({ storage: new MemoryStorage(), clock: new ManualClock(CONTRACT_NOW), latencyMs: 0 }));
    await expect(gateway.delete('1')).rejects.toThrow(SEGMENT_IN_USE_MESSAGE);
  });
});

describe('HttpSegmentGateway wire format', () => {
  const world = useFakeApi();
  const gateway = () => new HttpSegmentGateway(world().http);

  beforeEach(() => {
    world().fake.server.use(...fakeSegmentHandlers(world().clock));
    world().signIn(aBackofficeSession());
  });

  it.each([
    ['get', 'GET', '/api/v2/getCampaignSegment', (g: SegmentGateway) => g.get('4')],
    ['checkEditPermission', 'GET', '/api/v2/getCampaignSegmentEditPermission', (g: SegmentGateway) => g.checkEditPermission('4')],
    ['delete', 'DELETE', '/api/v2/deleteCampaignSegment', (g: SegmentGateway) => g.delete('4')],
  ])('sends %s as %s %s?csId=4 with the identity headers', async (_name, method, path, call) => {
    await call(gateway());
    const calls = world().fake.requestsTo(path);
    expect(calls.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`)).toEqual([`${method} ${path}?csId=4`]);
    expect({ eid: calls[0]?.headers.eid, token: calls[0]?.headers.token }).toEqual({ eid: '-1', token: 'backoffice-token' });
    expect(calls[0]?.body).toBeUndefined();
  });

  it('POSTs a new segment with its filters as JSON text and its author as creator', async () => {
    await gateway().create(aNewSegment(), 'backoffice');
    const [call] = world().fake.requestsTo('/api/v2/addCampaignSegment');
    expect(call?.body).toEqual({
      thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
      name: 'Revisión de la vista ñ',
      description: 'Clientes con gafas graduadas',
      filters: '{"gender":["female","other"],"minAge":45,"maxAge":80}',
      createdBy: 'backoffice',
      editedBy: 'backoffice',
    });
  });

  it('PUTs an update with the id in csId and in the body, and the editor', async () => {
    await gateway().update('5', aNewSegment(), 'mgarcia');
    const [call] = world().fake.requestsTo('/api/v2/updateCampaignSegment');
    expect(`${call?.method} ${call?.url.search}`).toBe('PUT ?csId=5');
    expect(call?.body).toMatchObject({ id: '5', editedBy: 'mgarcia', filters: '{"gender":["female","other"],"minAge":45,"maxAge":80}' });
    expect(call?.body).not.toHaveProperty('createdBy');
  });

  it('reads filters sent as an object, one gender as text and ages as text', async () => {
    world().fake.server.use(
      http.get(`${FAKE_URLS.api}/api/v2/getCampaignSegment`, () =>
        HttpResponse.json({ success: true, data: [{ _id: 'a7', name: 'Solo mujeres', filters: { gender: 'female', minAge: '30', maxAge: '' }, isDeleted: 'false' }] }),
      ),
    );
    expect(await gateway().get('a7')).toEqual({
      id: 'a7',
      thumbnail: '',
      name: 'Solo mujeres',
      description: '',
      filters: { gender: ['female'], minAge: 30, maxAge: 100 },
      isDeleted: false,
      createdBy: '',
      editedBy: '',
    });
  });
});
