import { beforeEach, describe, expect, it } from 'vitest';
import { pharmacyBlock, type CalendarGateway } from '@domain/calendar';
import { HttpClient, ManualClock, MemoryStorage } from '@adapters/shared';
import { DemoDatabase, MemoryOverlayStore } from '@adapters/demo';
import { InMemoryCampaignRepository } from '@adapters/campaigns';
import { HttpCalendarGateway, InMemoryCalendarGateway, NO_PHARMACIES_MESSAGE } from '@adapters/calendar';
import { withClients } from '../../support/demo-client-count';
import { CONTRACT_NOW, describeContract } from '../../support/contract';
import { FAKE_CAMPAIGNS_URL, fakeCalendarHandlers } from '../../support/fake-calendar';
import { FAKE_URLS } from '../../support/fake-api';
import { failure } from '../../support/failure';

const PRODUCT = 'farmacias';
const IDENTITY = { eid: -1, uid: 1, token: 'token-1' } as const;
/** A Madrid wall-clock time of November 2026 (UTC+1) as epoch ms. */
const nov = (day: number, hour: number, minute = 0): number => Date.UTC(2026, 10, day, hour - 1, minute);
const dec = (day: number, hour: number, minute = 0): number => Date.UTC(2026, 11, day, hour - 1, minute);
const NOVEMBER = { from: Date.UTC(2026, 9, 24, 22), to: Date.UTC(2026, 11, 7, 23) };

describeContract<CalendarGateway>(
  'CalendarGateway',
  {
    memory: ({ db, clock }) => new InMemoryCalendarGateway({ db, clock, product: PRODUCT }),
    http: ({ clock, fake }) => {
      fake.server.use(...fakeCalendarHandlers(clock, PRODUCT));
      return new HttpCalendarGateway(new HttpClient({ urls: { campaigns: FAKE_CAMPAIGNS_URL, api: FAKE_URLS.api }, identity: () => IDENTITY }));
    },
  },
  (world) => {
    beforeEach(() => expect(world().clock.now()).toBe(CONTRACT_NOW));

    it('lists the entries around now in both owner groups, with their day, time and type', async () => {
      const entries = await world().port.list();
      expect(entries.map((entry) => [entry.id, entry.name, entry.scheduledDate, entry.type, entry.owner])).toEqual([
        ['1', 'Campaña de la gripe', nov(3, 10), 'email', 'top_doctors'],
        ['2', 'Recordatorio de vacunación', nov(9, 9, 30), 'sms', PRODUCT],
        ['3', 'Cuidado de la piel en otoño', nov(17, 11), 'email', PRODUCT],
        ['4', 'Revisión de tensión arterial', nov(23, 10), 'email', 'top_doctors'],
        ['5', 'Oferta de vitamina C', nov(24, 18), 'sms', PRODUCT],
        ['6', 'Día mundial de la diabetes', nov(24, 12), 'email', PRODUCT],
        ['7', 'Consejos de invierno', nov(30, 9), 'email', 'top_doctors'],
        ['8', 'Navidad: horarios especiales', dec(15, 10, 30), 'sms', 'top_doctors'],
        ['9', 'Propósitos de año nuevo', dec(31, 10), 'email', PRODUCT],
      ]);
      expect(entries[0]).toEqual({
        id: '1',
        name: 'Campaña de la gripe',
        scheduledDate: nov(3, 10),
        type: 'email',
        campaigns: [],
        subject: undefined,
        segment: undefined,
        creationDate: Date.UTC(2026, 9, 14, 7),
        modifiedDate: Date.UTC(2026, 9, 14, 7),
        sheetId: undefined,
        owner: 'top_doctors',
      });
    });

    it('creates an entry in the product group, read back with no pharmacies', async () => {
      const id = await world().port.create({ name: 'Semana del corazón', scheduledDate: nov(27, 9, 15), type: 'sms' });
      expect(id).toBe('10');
      const { entry, pharmacies } = await world().port.get(id);
      expect([entry.name, entry.scheduledDate, entry.type, entry.owner, entry.creationDate]).toEqual(['Semana del corazón', nov(27, 9, 15), 'sms', PRODUCT, CONTRACT_NOW]);
      expect(pharmacies).toEqual([]);
    });

    it('deletes an entry, which is then neither listed nor found', async () => {
      await world().port.remove('5');
      expect((await world().port.list()).map((entry) => entry.id)).toEqual(['1', '2', '3', '4', '6', '7', '8', '9']);
      expect(await failure(world().port.get('5'))).toMatchObject({ status: 404 });
      expect(await failure(world().port.remove('5'))).toMatchObject({ status: 404 });
    });

    it('turns an entry into a campaign draft of each pharmacy chosen, kept in its campaigns with the draft segment and subject', async () => {
      await world().port.savePharmacies('4', [500, 512]);
      const draftId = await world().port.toDraft('4', { name: 'Revisión de tensión arterial', schedule: nov(23, 10), segment: 'Todo Email', subject: 'Mide tu tensión', json: '{"rows":[]}' });
      expect(draftId).toMatch(/^[0-9a-f]{24}$/);
      const { entry } = await world().port.get('4');
      expect([entry.campaigns.length, entry.campaigns[0], entry.segment, entry.subject]).toEqual([2, draftId, 'Todo Email', 'Mide tu tensión']);
      expect(entry.campaigns[1]).not.toBe(draftId);
    });

    it('refuses a draft of an entry with no pharmacy chosen, changing nothing', async () => {
      const refused = await failure(world().port.toDraft('4', { name: 'Revisión de tensión arterial', schedule: nov(23, 10), segment: 'Todo Email', subject: 'x', json: '' }), { serverMessage: true });
      expect(refused).toEqual({ kind: 'server-message', status: 200, serverMessage: NO_PHARMACIES_MESSAGE });
      expect((await world().port.get('4')).entry.campaigns).toEqual([]);
    });

    it('gives the campaigns scheduled and sent within a range', async () => {
      expect(await world().port.campaigns(NOVEMBER)).toEqual([
        { id: 'c1', name: 'Bienvenida al club de salud', subtype: 'email', state: 'sent', date: nov(6, 10), eid: 500 },
        { id: 'c2', name: 'Aviso de cierre por inventario', subtype: 'sms', state: 'sent', date: nov(14, 9), eid: 512 },
        { id: 'c3', name: 'Campaña de protección solar', subtype: 'email', state: 'sent', date: nov(19, 12), eid: 503 },
        { id: 'c4', name: 'Recogida de medicamentos', subtype: 'sms', state: 'scheduled', date: nov(26, 17), eid: 500 },
        { id: 'c5', name: 'Semana del corazón', subtype: 'email', state: 'scheduled', date: dec(3, 10), eid: 505 },
      ]);
      expect(await world().port.campaigns({ from: nov(20, 0), to: nov(27, 0) })).toHaveLength(1);
    });

    it('tells which pharmacies lack a header or a sender, and keeps the ones chosen for an entry', async () => {
      const pharmacies = await world().port.pharmacies();
      expect(pharmacies.map((pharmacy) => pharmacy.eid)).toEqual(world().data.pharmacies.map((pharmacy) => pharmacy.eid));
      expect(pharmacies[0]).toEqual({ eid: 500, name: world().data.pharmacies[0]?.name, city: world().data.pharmacies[0]?.city });
      const readiness = await world().port.readiness();
      expect([500, 502, 508, 544].map((eid) => pharmacyBlock(eid, readiness))).toEqual([undefined, 'NO_SENDER', 'NO_HEADER', 'NO_HEADER']);
      await world().port.savePharmacies('7', [500, 501, 500]);
      expect((await world().port.get('7')).pharmacies).toEqual([500, 501]);
    });

    it('keeps an entry’s design in a sheet of its own, and saves the entry with it', async () => {
      const sheetId = await world().port.createSheet('{"rows":[1]}', 'Consejos de invierno');
      expect(sheetId).toBe('s1');
      await world().port.update('7', { name: 'Consejos de invierno', scheduledDate: nov(30, 9), subject: 'Abrígate', segment: 'Todo Email', sheetId });
      const { entry } = await world().port.get('7');
      expect([entry.sheetId, entry.subject, entry.segment, entry.modifiedDate]).toEqual(['s1', 'Abrígate', 'Todo Email', CONTRACT_NOW]);
      await world().port.updateSheet('s1', '{"rows":[2]}');
      expect(await world().port.sheet('s1')).toEqual({ id: 's1', json: '{"rows":[2]}', html: '' });
      expect(await failure(world().port.sheet('s9'))).toMatchObject({ status: 404 });
    });

    it('refuses an entry that does not exist', async () => {
      expect(await failure(world().port.savePharmacies('99', [500]))).toMatchObject({ status: 404 });
      expect(await failure(world().port.update('99', { name: 'x', scheduledDate: nov(23, 10), subject: '', segment: 'Todo sms', sheetId: undefined }))).toMatchObject({ status: 404 });
      expect(await failure(world().port.toDraft('99', { name: 'x', schedule: nov(23, 10), segment: 'Todo Email', subject: 'x', json: '' }))).toMatchObject({ status: 404 });
    });
  },
);

describe('InMemoryCalendarGateway and the campaigns’ store', () => {
  it('creates the drafts in the pharmacies’ campaigns, with the design in their sheets, kept across a reload', async () => {
    const overlay = new MemoryOverlayStore({ persistent: true });
    const clock = new ManualClock(CONTRACT_NOW);
    const db = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0, overlay });
    await db.ready();
    const calendar = new InMemoryCalendarGateway({ db, clock, product: PRODUCT });
    await calendar.savePharmacies('4', [500, 512]);
    const draftId = await calendar.toDraft('4', { name: 'Revisión de tensión arterial', schedule: nov(23, 10), segment: 'Todo Email', subject: 'Mide tu tensión', json: '{"rows":[1]}' });
    await db.flush();

    const reloadedDb = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0, overlay });
    await reloadedDb.ready();
    const campaigns = new InMemoryCampaignRepository(withClients({ db: reloadedDb, clock, product: PRODUCT }));
    const [newest] = await campaigns.list(500);
    expect(newest).toMatchObject({ id: draftId, eid: 500, subtype: 'email', status: 'DRAFT', created: CONTRACT_NOW, schedule: { scheduled: nov(23, 10), sendNow: false } });
    const opened = await campaigns.get(draftId);
    expect(opened.content).toEqual({ name: 'Revisión de tensión arterial', subject: 'Mide tu tensión', html: '', json: '{"rows":[1]}', sheetId: 'sh500-1', smsContent: '' });
    const [other] = await campaigns.list(512);
    expect(other).toMatchObject({ eid: 512, status: 'DRAFT', content: { name: 'Revisión de tensión arterial' } });
    expect((await new InMemoryCalendarGateway({ db: reloadedDb, clock, product: PRODUCT }).get('4')).entry.campaigns).toEqual([draftId, other?.id]);
  });
});
