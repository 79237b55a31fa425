import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { PromotionalCampaignGatewayMethods, type PromotionalCampaign, type PromotionalCampaignGateway } from '@domain/promotional';
import { DEMO_FAULTS_KEY, DemoDatabase, demoPort } from '@adapters/demo';
import { HttpPromotionalCampaignGateway, InMemoryPromotionalCampaignGateway, PROMOTIONAL_PAST_DATE_MESSAGE, PROMOTIONAL_SENT_MESSAGE } from '@adapters/promotional';
import { ManualClock, MemoryStorage } from '@adapters/shared';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { DEMO_FAULT } from '../../support/demo-faults';
import { FAKE_URLS } from '../../support/fake-api';
import { fakePromotionalHandlers } from '../../support/fake-promotional';
import { failure } from '../../support/failure';

const aCampaign = (overrides: Partial<PromotionalCampaign> = {}): PromotionalCampaign => ({
  name: 'Vitamina C: segunda oleada',
  deliveryDate: '2026-12-02',
  deliveryTime: '08:15',
  selectedPromotion: 5,
  activePromotionalTemplateSelected: 24,
  isDeleted: false,
  createdBy: 'backoffice',
  ...overrides,
});

describeContract<PromotionalCampaignGateway>(
  'PromotionalCampaignGateway',
  {
    memory: ({ db, clock }) => new InMemoryPromotionalCampaignGateway({ db, clock }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakePromotionalHandlers(clock));
      return new HttpPromotionalCampaignGateway(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it('lists the seven demo campaigns not deleted, dated around now', async () => {
      const list = await world().port.list();
      expect(list.map((campaign) => [campaign.id, campaign.deliveryDate, campaign.deliveryTime])).toEqual([
        ['1', '2026-11-27', '09:00'],
        ['2', '2026-11-01', '10:00'],
        ['3', '2026-11-24', '18:30'],
        ['4', '2026-12-07', '10:00'],
        ['5', '2026-07-24', '09:30'],
        ['6', '2026-11-30', '12:00'],
        ['8', '2026-12-31', '10:00'],
      ]);
      expect(list[0]).toEqual({
        id: '1',
        name: 'Black Friday: aviso a clientes',
        deliveryDate: '2026-11-27',
        deliveryTime: '09:00',
        selectedPromotion: 2,
        activePromotionalTemplateSelected: 22,
        isDeleted: false,
        createdBy: 'backoffice',
      });
    });

    it('gives the promotions with their days, and only the active promotional templates', async () => {
      expect(await world().port.promotions()).toEqual([
        { id: 1, name: 'Semana de la belleza', description: 'Hasta un 30 % en dermocosmética y cuidado facial', startDate: '2026-11-01', endDate: '2026-12-01' },
        { id: 2, name: 'Black Friday en parafarmacia', description: 'Descuentos de hasta el 40 % del viernes al lunes', startDate: '2026-11-27', endDate: '2026-11-30' },
        { id: 3, name: 'Navidad: regalos de cuidado personal', description: 'Packs de regalo de cosmética e higiene', startDate: '2026-12-06', endDate: '2027-01-05' },
        { id: 4, name: 'Protección solar', description: 'Fotoprotectores de alta protección al mejor precio', startDate: '2026-06-24', endDate: '2026-09-22' },
        { id: 5, name: '2x1 en vitamina C', description: 'Refuerza tus defensas este invierno', startDate: '2026-11-16', endDate: '2026-12-16' },
        { id: 6, name: 'Nutrición deportiva', description: 'Bebidas isotónicas y suplementos para deportistas', startDate: '2026-10-22', endDate: '' },
      ]);
      expect(await world().port.activeTemplates()).toEqual([
        { id: 21, name: 'Semana de la belleza', subject: 'Semana de la belleza: hasta un 30 % de descuento' },
        { id: 22, name: 'Black Friday', subject: 'Black Friday: ofertas solo este fin de semana' },
        { id: 23, name: 'Navidad en tu farmacia', subject: 'Este año, regala cuidado' },
        { id: 24, name: 'Vitamina C', subject: 'Dos por uno en vitamina C' },
      ]);
    });

    it('creates a campaign that is then listed and read back as it was sent', async () => {
      expect(await world().port.create(aCampaign())).toBe('9');
      expect((await world().port.list()).map((campaign) => campaign.id)).toEqual(['1', '2', '3', '4', '5', '6', '8', '9']);
      expect(await world().port.get('9')).toEqual({ ...aCampaign(), id: '9' });
    });

    it('refuses a campaign without a name or delivered in the past with the server message', async () => {
      expect(await failure(world().port.create(aCampaign({ name: '  ' })), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'La campaña necesita un nombre' });
      expect(await failure(world().port.create(aCampaign({ deliveryDate: '2026-11-21', deliveryTime: '10:00' })), { serverMessage: true })).toEqual({
        kind: 'server-message',
        status: 200,
        serverMessage: PROMOTIONAL_PAST_DATE_MESSAGE,
      });
      expect(await world().port.list()).toHaveLength(7);
    });

    it('updates a scheduled campaign, keeping its author', async () => {
      await world().port.update('3', aCampaign({ createdBy: 'otro' }));
      expect(await world().port.get('3')).toEqual({ ...aCampaign(), id: '3', createdBy: 'lfernandez' });
    });

    it('deletes a scheduled campaign', async () => {
      await world().port.delete('6');
      expect((await world().port.list()).map((campaign) => campaign.id)).not.toContain('6');
      expect(await failure(world().port.get('6'))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.delete('6'))).toEqual({ kind: 'not-found', status: 404 });
    });

    it.each(['2', '5'])('refuses to update or delete campaign %s, already sent, with 409', async (id) => {
      expect(await failure(world().port.update(id, aCampaign()))).toEqual({ kind: 'conflict', status: 409 });
      expect(await failure(world().port.delete(id))).toEqual({ kind: 'conflict', status: 409 });
      expect((await world().port.get(id)).name).not.toBe(aCampaign().name);
    });

    it('answers a deleted or unknown campaign with 404', async () => {
      expect(await failure(world().port.get('7'))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.get('99'))).toEqual({ kind: 'not-found', status: 404 });
    });
  },
);

describe('InMemoryPromotionalCampaignGateway fault switch', () => {
  it.each([
    [DEMO_FAULT.promotionalCampaignsList, (gateway: PromotionalCampaignGateway) => gateway.list()],
    [DEMO_FAULT.promotionalCampaignsGet, (gateway: PromotionalCampaignGateway) => gateway.get('1')],
    [DEMO_FAULT.promotionalCampaignsCreate, (gateway: PromotionalCampaignGateway) => gateway.create(aCampaign())],
    [DEMO_FAULT.promotionalCampaignsUpdate, (gateway: PromotionalCampaignGateway) => gateway.update('1', aCampaign())],
    [DEMO_FAULT.promotionalCampaignsDelete, (gateway: PromotionalCampaignGateway) => gateway.delete('1')],
    [DEMO_FAULT.promotionalCampaignsPromotions, (gateway: PromotionalCampaignGateway) => gateway.promotions()],
    [DEMO_FAULT.promotionalCampaignsActiveTemplates, (gateway: PromotionalCampaignGateway) => gateway.activeTemplates()],
  ])('fails %s as the switch asks, and changes nothing', async (operation, call) => {
    const storage = new MemoryStorage();
    const clock = new ManualClock(CONTRACT_NOW);
    const db = new DemoDatabase({ storage, clock, latencyMs: 0 });
    const gateway = demoPort<PromotionalCampaignGateway>({ db, service: 'promotionalCampaigns', methods: PromotionalCampaignGatewayMethods, load: () => new InMemoryPromotionalCampaignGateway({ db, clock }) });
    storage.set(DEMO_FAULTS_KEY, JSON.stringify({ [operation]: 500 }));
    expect(await failure(call(gateway))).toEqual({ kind: 'http', status: 500 });
    storage.remove(DEMO_FAULTS_KEY);
    expect(await gateway.list()).toHaveLength(7);
    expect((await gateway.get('1')).name).toBe('Black Friday: aviso a clientes');
  });

  it('says why a sent campaign cannot change, and lets a campaign go out as the clock passes its delivery', async () => {
    const clock = new ManualClock(CONTRACT_NOW);
    const gateway = new InMemoryPromotionalCampaignGateway({ db: new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 }), clock });
    await expect(gateway.delete('2')).rejects.toThrow(PROMOTIONAL_SENT_MESSAGE);
    // 24/11/2026 18:30 in Madrid: campaign 3 goes out.
    clock.set(Date.UTC(2026, 10, 24, 17, 30));
    await expect(gateway.delete('3')).rejects.toThrow(PROMOTIONAL_SENT_MESSAGE);
  });
});

describe('HttpPromotionalCampaignGateway wire format', () => {
  const world = useFakeApi();
  const gateway = () => new HttpPromotionalCampaignGateway(world().http);
  beforeEach(() => world().signIn(aBackofficeSession()));

  it('sends the delivery date merged with its time, and isDeleted as 0', async () => {
    let body: unknown;
    world().fake.server.use(
      http.post(`${FAKE_URLS.api}/api/v2/addPromotionalCampaign`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, data: 'abc' });
      }),
    );
    expect(await gateway().create(aCampaign())).toBe('abc');
    expect(body).toEqual({
      name: 'Vitamina C: segunda oleada',
      deliveryDate: '2026-12-02 08:15:00',
      deliveryTime: '08:15',
      selectedPromotion: 5,
      activePromotionalTemplateSelected: 24,
      isDeleted: 0,
      createdBy: 'backoffice',
    });
  });

  it('reads a campaign whose time is only in its merged date, and leaves deleted ones out of the list', async () => {
    world().fake.server.use(
      http.get(`${FAKE_URLS.api}/api/v2/promotionalCampaigns`, () =>
        HttpResponse.json([
          { id: 4, name: 'Navidad', deliveryDate: '2026-12-07 10:45:00', selectedPromotion: '3', activePromotionalTemplateSelected: 23, createdBy: null },
          { _id: 'x', name: 'Borrada', deliveryDate: '2026-12-08', deliveryTime: '11:00:00', selectedPromotion: 1, activePromotionalTemplateSelected: 21, isDeleted: 'true' },
        ]),
      ),
    );
    expect(await gateway().list()).toEqual([
      { id: '4', name: 'Navidad', deliveryDate: '2026-12-07', deliveryTime: '10:45', selectedPromotion: 3, activePromotionalTemplateSelected: 23, isDeleted: false, createdBy: '' },
    ]);
  });

  it('refuses an answer without the documented shape', async () => {
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/v2/promotions`, () => HttpResponse.json({ success: true, data: [{ name: 'Sin id' }] })));
    expect(await failure(gateway().promotions())).toEqual({ kind: 'bad-response', status: 200 });
  });
});
