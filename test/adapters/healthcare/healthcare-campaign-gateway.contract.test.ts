import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { HealthcareCampaignGatewayMethods, type HealthcareCampaignDraft, type HealthcareCampaignGateway } from '@domain/healthcare';
import { DEMO_FAULTS_KEY, DemoDatabase, demoPort } from '@adapters/demo';
import {
  HEALTHCARE_CONFIRMED_MESSAGE,
  HEALTHCARE_IN_USE_MESSAGE,
  HEALTHCARE_MODIFIED_MESSAGE,
  HEALTHCARE_PAST_DATE_MESSAGE,
  HttpHealthcareCampaignGateway,
  InMemoryHealthcareCampaignGateway,
} from '@adapters/healthcare';
import { ManualClock, MemoryStorage } from '@adapters/shared';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { DEMO_FAULT } from '../../support/demo-faults';
import { FAKE_URLS } from '../../support/fake-api';
import { fakeHealthcareHandlers } from '../../support/fake-healthcare';
import { failure } from '../../support/failure';

const aDraft = (overrides: Partial<HealthcareCampaignDraft> = {}): HealthcareCampaignDraft => ({
  name: 'Semana del corazón',
  deliveryDate: '2026-12-02',
  deliveryTime: '08:15',
  pharmacies: [503, 501, 507],
  templates: [
    { segmentId: 1, templateId: 101 },
    { segmentId: 2, templateId: 104 },
  ],
  author: 'backoffice',
  ...overrides,
});

describeContract<HealthcareCampaignGateway>(
  'HealthcareCampaignGateway',
  {
    memory: ({ db, clock }) => new InMemoryHealthcareCampaignGateway({ db, clock }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakeHealthcareHandlers(clock));
      return new HttpHealthcareCampaignGateway(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it('lists the six campaigns not deleted, in every status, dated around now', async () => {
      const list = await world().port.list();
      expect(list.map((campaign) => [campaign.id, campaign.status, campaign.deliveryDate, campaign.deliveryTime, campaign.pharmacies.length])).toEqual([
        [1, 10, '2026-11-26', '10:00', 4],
        [2, 30, '2026-11-13', '09:00', 8],
        [3, 20, '2026-10-22', '11:00', 2],
        [4, 100, '2026-11-19', '18:00', 2],
        [5, 10, '2026-12-03', '09:30', 3],
        [6, 30, '2026-07-24', '10:30', 2],
      ]);
      expect(list[0]).toEqual({
        id: 1,
        name: 'Vacuna de la gripe 2026',
        deliveryDate: '2026-11-26',
        deliveryTime: '10:00',
        status: 10,
        topic: 'sanitaria',
        pharmacies: [500, 501, 502, 503],
        templates: [
          { segmentId: 1, templateId: 102 },
          { segmentId: 2, templateId: 103 },
        ],
        isDeleted: false,
        createdBy: 'backoffice',
        editedBy: 'backoffice',
        pharmacyId: undefined,
        campaignTemplates: [
          { templateId: 102, segmentId: 1, templateName: 'Vacuna de la gripe: campaña de otoño', segmentName: 'Mayores de 65 años' },
          { templateId: 103, segmentId: 2, templateName: 'Toma de tensión gratuita', segmentName: 'Hipertensos' },
        ],
      });
    });

    it('gives the active templates of segments 1 to 6 and the demo pharmacies', async () => {
      const templates = await world().port.activeTemplates();
      expect(templates.map((template) => template.templateId)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112]);
      expect(new Set(templates.map((template) => `${template.segmentId} ${template.segmentName}`))).toEqual(
        new Set(['1 Mayores de 65 años', '2 Hipertensos', '3 Diabéticos', '4 Alérgicos', '5 Familias con niños', '6 Mujeres de 25 a 45 años']),
      );
      const pharmacies = await world().port.activePharmacies();
      expect(pharmacies.length).toBeGreaterThan(10);
      expect(pharmacies[0]?.eid).toBe(500);
      expect(pharmacies[0]?.name).toBe('Farmacia Llorente');
      expect(pharmacies[0]?.city).not.toBe('');
    });

    it('creates a campaign, ready, that is then listed and read back as it was sent', async () => {
      expect(await world().port.create(aDraft())).toBe(8);
      const created = await world().port.get(8);
      expect(created).toMatchObject({ id: 8, name: 'Semana del corazón', deliveryDate: '2026-12-02', deliveryTime: '08:15', status: 10, pharmacies: [503, 501, 507], createdBy: 'backoffice' });
      expect(created.templates).toEqual(aDraft().templates);
      expect((await world().port.list()).map((campaign) => campaign.id)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    });

    it('refuses a campaign delivered in the past, or without pharmacies or templates, with the server message', async () => {
      expect(await failure(world().port.create(aDraft({ deliveryDate: '2026-11-21', deliveryTime: '09:59' })), { serverMessage: true })).toEqual({
        kind: 'server-message',
        status: 200,
        serverMessage: HEALTHCARE_PAST_DATE_MESSAGE,
      });
      expect(await failure(world().port.create(aDraft({ pharmacies: [] })), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'Selecciona al menos una farmacia' });
      expect(await failure(world().port.create(aDraft({ templates: [] })), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'Selecciona al menos una plantilla' });
      expect(await world().port.list()).toHaveLength(6);
    });

    it('updates a ready campaign, keeping its author and noting the editor', async () => {
      await world().port.update(1, aDraft({ author: 'lfernandez' }));
      expect(await world().port.get(1)).toMatchObject({ name: 'Semana del corazón', pharmacies: [503, 501, 507], createdBy: 'backoffice', editedBy: 'lfernandez', status: 10 });
    });

    it('cancels a ready campaign through the server', async () => {
      await world().port.cancel(1);
      expect((await world().port.get(1)).status).toBe(20);
      expect(await failure(world().port.cancel(1))).toEqual({ kind: 'conflict', status: 409 });
    });

    it('refuses with 409 to cancel or delete a campaign a pharmacist has confirmed (in use), or to change one not ready', async () => {
      expect(await failure(world().port.cancel(5))).toEqual({ kind: 'conflict', status: 409 });
      await expect(world().port.cancel(5)).rejects.toThrow(HEALTHCARE_IN_USE_MESSAGE);
      expect(await failure(world().port.delete(5))).toEqual({ kind: 'conflict', status: 409 });
      expect(await failure(world().port.update(2, aDraft()))).toEqual({ kind: 'conflict', status: 409 });
      expect((await world().port.get(5)).status).toBe(10);
    });

    it('deletes a campaign, which then is neither listed nor found', async () => {
      await world().port.delete(3);
      expect((await world().port.list()).map((campaign) => campaign.id)).toEqual([1, 2, 4, 5, 6]);
      expect(await failure(world().port.get(3))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.get(7))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('counts the sends of a segment for one pharmacy', async () => {
      expect(await world().port.segmentSendCount(1, 500)).toBe(20 + ((500 * 37 + 53) % 180));
      expect(await world().port.segmentSendCount(2, 501)).toBe(20 + ((501 * 37 + 106) % 180));
      expect(await failure(world().port.segmentSendCount(99, 500))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('gives a pharmacist the campaign addressed to their pharmacy, its segments and templates', async () => {
      const details = await world().port.pharmacistCampaign(1, 500);
      expect(details.confirmed).toBe(false);
      expect(details.version).toBe(1);
      expect(details.campaign).toMatchObject({ id: 1, pharmacyId: 500, templates: [{ segmentId: 1, templateId: 102 }, { segmentId: 2, templateId: 103 }] });
      const choices = await world().port.pharmacistTemplates(1, 500);
      expect(choices.segments.map((segment) => [segment.segmentId, segment.templates])).toEqual([
        [1, [101, 102]],
        [2, [103, 104]],
        [3, [105, 106]],
        [4, [107, 108]],
        [5, [109, 110]],
        [6, [111, 112]],
      ]);
      expect(JSON.parse(choices.segments[5]?.segmentFilters ?? '')).toEqual({ gender: 'female', minAge: 25 });
      expect(choices.templates).toHaveLength(12);
      expect(await failure(world().port.pharmacistCampaign(1, 520))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('saves and then confirms a pharmacist selection, after which it is in use and cannot change', async () => {
      const mine = [{ segmentId: 3, templateId: 106 }];
      await world().port.savePharmacistSelection(1, 500, mine);
      expect(await world().port.pharmacistCampaign(1, 500)).toMatchObject({ confirmed: false, campaign: { templates: mine, campaignTemplates: [{ templateId: 106, templateName: 'Cuidado del pie diabético' }] } });
      await world().port.confirmPharmacistSelection(1, 500, mine);
      expect((await world().port.pharmacistCampaign(1, 500)).confirmed).toBe(true);
      expect(await failure(world().port.savePharmacistSelection(1, 500, mine))).toEqual({ kind: 'conflict', status: 409 });
      await expect(world().port.confirmPharmacistSelection(1, 500, mine)).rejects.toThrow(HEALTHCARE_CONFIRMED_MESSAGE);
      expect(await failure(world().port.cancel(1))).toEqual({ kind: 'conflict', status: 409 });
      expect(await failure(world().port.savePharmacistSelection(1, 501, []), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'Selecciona al menos una plantilla' });
    });

    it('tells whether the back-office changed the campaign since the version the pharmacist read', async () => {
      expect(await world().port.checkCampaignModification(1, 1)).toEqual({ modified: false, message: '' });
      await world().port.update(1, aDraft());
      expect(await world().port.checkCampaignModification(1, 1)).toEqual({ modified: true, message: HEALTHCARE_MODIFIED_MESSAGE });
      expect(await world().port.checkCampaignModification(1, 2)).toEqual({ modified: false, message: '' });
    });
  },
);

describe('InMemoryHealthcareCampaignGateway fault switch', () => {
  it.each([
    [DEMO_FAULT.healthcareCampaignsList, (gateway: HealthcareCampaignGateway) => gateway.list()],
    [DEMO_FAULT.healthcareCampaignsCreate, (gateway: HealthcareCampaignGateway) => gateway.create(aDraft())],
    [DEMO_FAULT.healthcareCampaignsCancel, (gateway: HealthcareCampaignGateway) => gateway.cancel(1)],
    [DEMO_FAULT.healthcareCampaignsDelete, (gateway: HealthcareCampaignGateway) => gateway.delete(1)],
    [DEMO_FAULT.healthcareCampaignsSegmentSendCount, (gateway: HealthcareCampaignGateway) => gateway.segmentSendCount(1, 500)],
    [DEMO_FAULT.healthcareCampaignsConfirmPharmacistSelection, (gateway: HealthcareCampaignGateway) => gateway.confirmPharmacistSelection(1, 500, [{ segmentId: 1, templateId: 101 }])],
  ])('fails %s as the switch asks, and changes nothing', async (operation, call) => {
    const storage = new MemoryStorage();
    const clock = new ManualClock(CONTRACT_NOW);
    const db = new DemoDatabase({ storage, clock, latencyMs: 0 });
    const gateway = demoPort<HealthcareCampaignGateway>({ db, service: 'healthcareCampaigns', methods: HealthcareCampaignGatewayMethods, load: () => new InMemoryHealthcareCampaignGateway({ db, clock }) });
    storage.set(DEMO_FAULTS_KEY, JSON.stringify({ [operation]: 500 }));
    expect(await failure(call(gateway))).toEqual({ kind: 'http', status: 500 });
    storage.remove(DEMO_FAULTS_KEY);
    expect(await gateway.list()).toHaveLength(6);
    expect((await gateway.get(1)).status).toBe(10);
    expect((await gateway.pharmacistCampaign(1, 500)).confirmed).toBe(false);
  });
});

describe('HttpHealthcareCampaignGateway wire format', () => {
  const world = useFakeApi();
  const gateway = () => new HttpHealthcareCampaignGateway(world().http);
  beforeEach(() => world().signIn(aBackofficeSession()));

  it('sends the delivery date merged as YYYY-MM-DD HH:mm:ss with the pharmacies and templates', async () => {
    let body: unknown;
    world().fake.server.use(
      http.post(`${FAKE_URLS.api}/api/v2/addHealthcareCampaign`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, data: 42 });
      }),
    );
    expect(await gateway().create(aDraft())).toBe(42);
    expect(body).toEqual({
      name: 'Semana del corazón',
      deliveryDate: '2026-12-02 08:15:00',
      deliveryTime: '08:15',
      pharmacies: [503, 501, 507],
      templates: aDraft().templates,
      createdBy: 'backoffice',
      editedBy: 'backoffice',
    });
  });

  it('asks the send count with the entity header set to the pharmacy', async () => {
    let eid: string | null = null;
    world().fake.server.use(
      http.get(`${FAKE_URLS.api}/api/v2/getSegmentSendCount`, ({ request }) => {
        eid = request.headers.get('eid');
        return HttpResponse.json({ success: true, count: '17' });
      }),
    );
    expect(await gateway().segmentSendCount(4, 733)).toBe(17);
    expect(eid).toBe('733');
  });

  it('refuses a campaign with an unknown status', async () => {
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/v2/healthcareCampaigns`, () => HttpResponse.json([{ id: 1, name: 'X', deliveryDate: '2026-12-01 10:00:00', status: 40 }])));
    expect(await failure(gateway().list())).toEqual({ kind: 'bad-response', status: 200 });
  });
});
