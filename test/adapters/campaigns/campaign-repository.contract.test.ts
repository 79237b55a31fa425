import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { CAMPAIGN_LIST_LIMIT, COPY_NAME_PREFIX, apiSegmentType, duplicateCampaign, type Campaign, type CampaignRepository, type CampaignStatus } from '@domain/campaigns';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { measureSms, smsMessageErrors } from '@domain/sms';
import { DemoDatabase, MAIN_DEMO_EID, MemoryOverlayStore } from '@adapters/demo';
import { HttpClient, ManualClock, MemoryStorage } from '@adapters/shared';
import {
  CampaignDemoStore,
  CampaignSheetDemo,
  DEMO_SENDING_MS,
  HttpCampaignRepository,
  InMemoryCampaignRepository,
  NO_SCHEDULE_MESSAGE,
  notADraftMessage,
  notEditableMessage,
  recipientSegmentId,
  type DemoCampaignSheet,
} from '@adapters/campaigns';
import { aCampaign } from '../../support/builders/campaign.builder';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { documentedHandler } from '../../support/documented-path';
import { apiErrorOf, failure } from '../../support/failure';
import { withClients } from '../../support/demo-client-count';

/** The product the demo's API segments are named after (`{product}_SEGMENT`). */
const PRODUCT = 'farmacias';
const CAMPAIGNS_URL = 'http://campaigns.test';
/** The `farmacia` account's identity, as the campaign calls carry it. */
const IDENTITY = { eid: MAIN_DEMO_EID, uid: 2, token: 'token-2' } as const;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const campaignsClient = (): HttpClient => new HttpClient({ urls: { campaigns: CAMPAIGNS_URL }, identity: () => IDENTITY });

const demoDatabase = (clock: Clock, overlay?: MemoryOverlayStore, pharmacyCount?: number): DemoDatabase =>
  new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0, overlay, pharmacyCount });

/** The campaigns of pharmacy `eid` as a fresh demo data set has them at the contract instant. */
async function generated(eid: number, clock: Clock = new ManualClock(CONTRACT_NOW)): Promise<readonly Campaign[]> {
  return new InMemoryCampaignRepository(withClients({ db: demoDatabase(clock), clock, product: PRODUCT })).list(eid);
}

const iso = (at: number | undefined): string | null => (at === undefined ? null : new Date(at).toISOString());

/**
 * A campaign as the campaign service sends it (spec 2 §3 field names): `created` as ISO text, the other
 * instants as epoch ms, absent values as null.
 */
function wireCampaign(campaign: Campaign): Record<string, unknown> {
  return {
    _id: campaign.id,
    eid: campaign.eid,
    type: 'campaign',
    subtype: campaign.subtype,
    brokerID: campaign.brokerId ?? null,
    campaignType: campaign.campaignType,
    topic: campaign.topic ?? null,
    status: campaign.status,
    history: campaign.history,
    jobs: campaign.jobs,
    created: iso(campaign.created),
    modified: campaign.modified,
    reportId: campaign.reportId ?? null,
    redemption: campaign.redemption === undefined ? null : { type: campaign.redemption.type, date: campaign.redemption.date ?? null },
    schedule: campaign.schedule === undefined ? null : { scheduled: campaign.schedule.scheduled ?? null, sendNow: campaign.schedule.sendNow },
    segment: { api: { id: campaign.segment.apiId ?? null }, excel: campaign.segment.excel ?? null, xlsx: campaign.segment.xlsx ?? null, type: campaign.segment.type, final_list_csv: campaign.segment.finalListCsv ?? null },
    content: {
      name: campaign.content.name,
      subject: campaign.content.subject,
      html: campaign.content.html,
      json: campaign.content.json,
      id_sheet: campaign.content.sheetId ?? null,
      smsContent: campaign.content.smsContent,
    },
    results: campaign.results === undefined ? null : { preProcessResults: campaign.results },
    brokerData: campaign.brokerData ?? null,
  };
}

/** A new draft's body as the fake service reads it. */
function campaignFromBody(body: Record<string, unknown>): Campaign {
  const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const optional = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
  const at = (value: unknown): number | undefined => (typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : undefined);
  const segment = record(body.segment);
  const content = record(body.content);
  const schedule = body.schedule === null ? undefined : record(body.schedule);
  const results = body.results === null ? undefined : record(record(body.results).preProcessResults);
  return {
    id: undefined,
    eid: Number(body.eid),
    subtype: body.subtype === 'sms' ? 'sms' : 'email',
    brokerId: optional(body.brokerID),
    campaignType: body.campaignType === 'promotional' ? 'promotional' : 'classic',
    topic: optional(body.topic),
    status: body.status as CampaignStatus,
    history: Array.isArray(body.history) ? body.history : [],
    jobs: Array.isArray(body.jobs) ? body.jobs : [],
    created: at(body.created) ?? Number.NaN,
    modified: at(body.modified) ?? Number.NaN,
    reportId: optional(body.reportId),
    redemption: body.redemption === null ? undefined : { type: text(record(body.redemption).type), date: at(record(body.redemption).date) },
    schedule: schedule === undefined ? undefined : { scheduled: at(schedule.scheduled), sendNow: schedule.sendNow === true },
    segment: { type: text(segment.type), apiId: optional(record(segment.api).id), excel: optional(segment.excel), xlsx: optional(segment.xlsx), finalListCsv: optional(segment.final_list_csv) },
    content: { name: text(content.name), subject: text(content.subject), html: text(content.html), json: text(content.json), sheetId: optional(content.id_sheet), smsContent: text(content.smsContent) },
    results: results === undefined ? undefined : (results as unknown as Campaign['results']),
    brokerData: body.brokerData === null ? undefined : (record(body.brokerData) as unknown as Campaign['brokerData']),
  };
}

/**
 * The campaign calls of the campaign service (spec 2 §7: /api/v1/campaign/…), served from the same demo
 * data the memory profile generates at `clock`'s time. Failures answer as the service does: `success:
 * false` with the message, with the failure's status. Requests without a token get 403.
 */
function fakeCampaignHandlers(clock: Clock): HttpHandler[] {
  const db = demoDatabase(clock);
  // The service's own records: the campaigns as stored and the sheets; the adapter under test moves the design between them.
  const repository = new CampaignDemoStore(withClients({ db, clock, product: PRODUCT }));
  const sheets = new CampaignSheetDemo(db);
  const wireSheet = (sheet: DemoCampaignSheet): Record<string, unknown> => ({ _id: sheet.id, EID: sheet.eid, Description: sheet.description, Content: sheet.content, type: sheet.type, JSON_content: sheet.design });
  const answer = async (request: Request, call: () => unknown): Promise<Response> => {
    if ((request.headers.get('token') ?? '') === '') return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
    try {
      const data: unknown = await Promise.resolve().then(call);
      return HttpResponse.json((data === undefined ? { success: true } : { success: true, data }) as JsonBodyType);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.kind === 'server-message') return HttpResponse.json({ success: false, message: error.serverMessage });
      return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
    }
  };
  return [
    documentedHandler('campaigns.list', CAMPAIGNS_URL, ({ request, params }) => answer(request, () => repository.list(Number(params.eid)).map(wireCampaign))),
    documentedHandler('campaigns.get', CAMPAIGNS_URL, ({ request, params }) => answer(request, () => wireCampaign(repository.get(String(params.cid))))),
    documentedHandler('campaigns.remove', CAMPAIGNS_URL, ({ request, params }) => answer(request, () => repository.remove(String(params.cid)))),
    documentedHandler('campaigns.createDraft', CAMPAIGNS_URL, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      return answer(request, () => ({ _id: repository.createDraft(campaignFromBody(body)) }));
    }),
    documentedHandler('campaigns.resetToPending', CAMPAIGNS_URL, ({ request, params }) => answer(request, () => repository.resetToPending(String(params.cid)))),
    documentedHandler('campaigns.save', CAMPAIGNS_URL, async ({ request, params }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      return answer(request, async () => wireCampaign(await repository.save({ ...campaignFromBody(body), id: String(params.cid) })));
    }),
    documentedHandler('campaigns.draftToCampaign', CAMPAIGNS_URL, async ({ request, params }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      return answer(request, async () => wireCampaign(await repository.draftToCampaign({ ...campaignFromBody(body), id: String(params.cid) })));
    }),
    documentedHandler('campaigns.sheet', CAMPAIGNS_URL, ({ request, params }) => answer(request, () => [wireSheet(sheets.get(String(params.id)))])),
    documentedHandler('campaigns.pharmacySheets', CAMPAIGNS_URL, ({ request, params }) => answer(request, () => sheets.ofPharmacy(Number(params.eid)).map(wireSheet))),
    documentedHandler('campaigns.newSheet', CAMPAIGNS_URL, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      return answer(request, () => ({
        _id: sheets.create({ eid: Number(body.EID), description: String(body.Description), content: String(body.Content), type: body.type === 'sms' ? 'sms' : 'email' }),
      }));
    }),
    documentedHandler('campaigns.updateSheet', CAMPAIGNS_URL, async ({ request, params }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      return answer(request, () => sheets.update(String(params.id), String(body.json)));
    }),
  ];
}

/** The wizard's work on `campaign`: a new name, subject, design and HTML, another segment of the pharmacy. */
function edited(campaign: Campaign): Campaign {
  return {
    ...campaign,
    content: { ...campaign.content, name: 'Revisión de la vista ñ', subject: 'Revisa tu vista gratis', html: '<p>Te esperamos 👓</p>', json: '{"page":{"rows":[]}}', sheetId: '7' },
    segment: { ...campaign.segment, type: apiSegmentType(PRODUCT), apiId: recipientSegmentId(MAIN_DEMO_EID, 2), excel: undefined, xlsx: undefined },
    topic: 'vista',
    campaignType: 'promotional',
  };
}

/** The first sheet a save creates for the main demo pharmacy's campaigns. */
const FIRST_OWN_SHEET = 'sh500-1';

/**
 * What the server keeps of `original` after a save of `work`: the wizard's fields, the rest as it was;
 * the design in a sheet of the pharmacy's own (`sheetId`).
 */
function keptAfterSave(original: Campaign, work: Campaign, modified: number, sheetId: string | undefined = FIRST_OWN_SHEET): Campaign {
  return {
    ...original,
    content: { ...work.content, sheetId },
    segment: { ...work.segment, finalListCsv: original.segment.finalListCsv },
    schedule: work.schedule,
    topic: work.topic,
    campaignType: work.campaignType,
    redemption: work.redemption,
    modified,
  };
}

const withStatus = (campaigns: readonly Campaign[], status: CampaignStatus): Campaign[] => campaigns.filter((campaign) => campaign.status === status);

function first(campaigns: readonly Campaign[], match: (campaign: Campaign) => boolean): Campaign {
  const found = campaigns.find(match);
  if (found === undefined) throw new Error('The demo pharmacy has such a campaign');
  return found;
}

describeContract<CampaignRepository>(
  'CampaignRepository',
  {
    memory: ({ db, clock }) => new InMemoryCampaignRepository(withClients({ db, clock, product: PRODUCT })),
    http: ({ clock, fake }) => {
      fake.server.use(...fakeCampaignHandlers(clock));
      return new HttpCampaignRepository(campaignsClient());
    },
  },
  (world) => {
    it('lists the pharmacy’s year of campaigns newest first, in every status, without their HTML', async () => {
      const list = await world().port.list(MAIN_DEMO_EID);
      expect(list).toEqual(await generated(MAIN_DEMO_EID));
      expect(list.length).toBeGreaterThanOrEqual(12);
      expect(list.length).toBeLessThanOrEqual(20);
      expect(list.map((campaign) => campaign.created)).toEqual([...list.map((campaign) => campaign.created)].sort((a, b) => b - a));
      expect(new Set(list.map((campaign) => campaign.status))).toEqual(new Set(['DRAFT', 'PENDING', 'PROCESSING', 'SENDED', 'ERROR']));
      expect(list.every((campaign) => campaign.eid === MAIN_DEMO_EID && campaign.id !== undefined && campaign.content.html === '')).toBe(true);
      expect(new Set(list.map((campaign) => campaign.id)).size).toBe(list.length);
    });

    it('gives each pharmacy campaigns of its own, and none to a pharmacy the service does not know', async () => {
      const other = await world().port.list(530);
      expect(other.length).toBeGreaterThanOrEqual(12);
      expect(other.every((campaign) => campaign.eid === 530)).toBe(true);
      expect(other.map((campaign) => campaign.content.name)).not.toEqual((await world().port.list(MAIN_DEMO_EID)).map((campaign) => campaign.content.name));
      expect(await world().port.list(99_999)).toEqual([]);
    });

    it('gets a campaign with its HTML and its design', async () => {
      const listed = first(await world().port.list(MAIN_DEMO_EID), (campaign) => campaign.status === 'SENDED' && campaign.subtype === 'email');
      const campaign = await world().port.get(listed.id as string);
      expect(campaign).toEqual({ ...listed, content: { ...listed.content, html: campaign.content.html } });
      expect(campaign.content.html).toMatch(/^<!DOCTYPE html>/);
      expect(JSON.parse(campaign.content.json)).toMatchObject({ format: 'email-blocks' });
      expect(campaign.results?.valid).toBeGreaterThan(0);
      expect(campaign.brokerData?.clickers).toBeGreaterThan(0);
    });

    it('deletes a campaign for ever', async () => {
      const [victim] = withStatus(await world().port.list(MAIN_DEMO_EID), 'SENDED');
      const id = victim?.id as string;
      await world().port.remove(id);
      expect((await world().port.list(MAIN_DEMO_EID)).map((campaign) => campaign.id)).not.toContain(id);
      expect(await failure(world().port.get(id))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.remove(id))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('saves a duplicate as a new draft that heads the list', async () => {
      const before = await world().port.list(MAIN_DEMO_EID);
      const original = await world().port.get(first(before, (campaign) => campaign.status === 'SENDED' && campaign.subtype === 'email').id as string);
      world().clock.advance(MINUTE_MS);
      const copy = duplicateCampaign(original, world().clock.now());
      const id = await world().port.createDraft(copy);
      expect(before.map((campaign) => campaign.id)).not.toContain(id);
      const after = await world().port.list(MAIN_DEMO_EID);
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ id, status: 'DRAFT', content: { name: `${COPY_NAME_PREFIX}${original.content.name}` } });
      // The copy's design is in a sheet of its own: a save of the copy never changes the original's.
      expect(await world().port.get(id)).toEqual({ ...copy, id, content: { ...copy.content, sheetId: FIRST_OWN_SHEET } });
      // A second copy gets an id and a sheet of its own, even in the same instant.
      const again = await world().port.createDraft(copy);
      expect(again).not.toBe(id);
      expect((await world().port.get(again)).content.sheetId).toBe('sh500-2');
    });

    it('keeps at most 250 campaigns in the list, the newest', async () => {
      const draft = await world().port.get(first(await world().port.list(MAIN_DEMO_EID), (campaign) => campaign.status === 'DRAFT').id as string);
      // Without a design, so that the copies write no sheet: the cap is the list's.
      const template: Campaign = { ...draft, content: { ...draft.content, json: '', smsContent: '' } };
      const start = (await world().port.list(MAIN_DEMO_EID)).length;
      const ids: string[] = [];
      for (let index = start; index <= CAMPAIGN_LIST_LIMIT; index += 1) {
        world().clock.advance(1000);
        ids.push(await world().port.createDraft(duplicateCampaign(template, world().clock.now())));
      }
      const list = await world().port.list(MAIN_DEMO_EID);
      expect(list).toHaveLength(CAMPAIGN_LIST_LIMIT);
      expect(list.slice(0, ids.length).map((campaign) => campaign.id)).toEqual([...ids].reverse());
    });

    it.each(['SENDED', 'ERROR', 'PROCESSING'] as const)('resets a %s campaign to pending', async (status) => {
      const [campaign] = withStatus(await world().port.list(MAIN_DEMO_EID), status);
      const id = campaign?.id as string;
      await world().port.resetToPending(id);
      expect((await world().port.get(id)).status).toBe('PENDING');
      expect((await world().port.list(MAIN_DEMO_EID)).find((listed) => listed.id === id)?.status).toBe('PENDING');
    });

    it('refuses to reset a draft with the server’s message', async () => {
      const [draft] = withStatus(await world().port.list(MAIN_DEMO_EID), 'DRAFT');
      expect(await failure(world().port.resetToPending(draft?.id as string), { serverMessage: true })).toEqual({
        kind: 'server-message',
        status: 200,
        serverMessage: 'La campaña está en estado DRAFT y no puede volver a pendiente',
      });
      expect((await world().port.get(draft?.id as string)).status).toBe('DRAFT');
    });

    it.each(['0000000000000000deadbeef', '6a1f00000000001f40000001', 'no-es-un-id'])('answers the unknown campaign %s with 404', async (cid) => {
      expect(await failure(world().port.get(cid))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.remove(cid))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.resetToPending(cid))).toEqual({ kind: 'not-found', status: 404 });
      const unknown = aCampaign({ id: cid, eid: MAIN_DEMO_EID, status: 'DRAFT' });
      expect(await failure(world().port.save(unknown))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.draftToCampaign(unknown))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('saves the wizard’s work on a draft, keeping its status and what the server owns, modified now', async () => {
      const draft = await world().port.get(first(await world().port.list(MAIN_DEMO_EID), (campaign) => campaign.status === 'DRAFT' && campaign.subtype === 'email').id as string);
      world().clock.advance(MINUTE_MS);
      const work: Campaign = { ...edited(draft), status: 'PENDING', created: 0, modified: 0, history: ['made up'], schedule: { sendNow: false, scheduled: CONTRACT_NOW + 2 * DAY_MS } };
      const saved = await world().port.save(work);
      expect(saved).toEqual(keptAfterSave(draft, work, CONTRACT_NOW + MINUTE_MS));
      expect(saved).toMatchObject({ status: 'DRAFT', created: draft.created, history: draft.history, content: { name: 'Revisión de la vista ñ', html: '<p>Te esperamos 👓</p>' } });
      expect(await world().port.get(draft.id as string)).toEqual(saved);
      expect((await world().port.list(MAIN_DEMO_EID)).find((campaign) => campaign.id === draft.id)).toEqual({ ...saved, content: { ...saved.content, html: '' } });
      // A draft is not sent, whatever its schedule says.
      world().clock.set(CONTRACT_NOW + 3 * DAY_MS);
      expect((await world().port.get(draft.id as string)).status).toBe('DRAFT');
    });

    it('saves an SMS draft’s text and a pending campaign’s new send date, still pending', async () => {
      const list = await world().port.list(MAIN_DEMO_EID);
      const sms = await world().port.get(first(list, (campaign) => campaign.status === 'DRAFT' && campaign.subtype === 'sms').id as string);
      const smsWork: Campaign = { ...sms, content: { ...sms.content, smsContent: 'Ven a por tu revision de tension gratuita esta semana.' } };
      expect(await world().port.save(smsWork)).toEqual(keptAfterSave(sms, smsWork, CONTRACT_NOW));

      const pending = await world().port.get(first(list, (campaign) => campaign.status === 'PENDING').id as string);
      world().clock.advance(5 * MINUTE_MS);
      const later = (pending.schedule?.scheduled as number) + DAY_MS;
      const saved = await world().port.save({ ...pending, schedule: { sendNow: false, scheduled: later } });
      const sheetId = pending.subtype === 'sms' && pending.content.smsContent === '' ? pending.content.sheetId : 'sh500-2';
      expect(saved).toEqual({ ...pending, content: { ...pending.content, sheetId }, schedule: { sendNow: false, scheduled: later }, modified: CONTRACT_NOW + 5 * MINUTE_MS });
      world().clock.set(later - 1);
      expect((await world().port.get(pending.id as string)).status).toBe('PENDING');
      world().clock.set(later);
      expect((await world().port.get(pending.id as string)).status).toBe('PROCESSING');
      world().clock.set(later + DEMO_SENDING_MS);
      expect((await world().port.get(pending.id as string)).status).toBe('SENDED');
    });

    it.each(['SENDED', 'PROCESSING', 'ERROR'] as const)('refuses to save a %s campaign with 409, changing nothing', async (status) => {
      const [listed] = withStatus(await world().port.list(MAIN_DEMO_EID), status);
      const campaign = await world().port.get(listed?.id as string);
      const refused = await apiErrorOf(world().port.save(edited(campaign)));
      expect({ kind: refused.kind, status: refused.status, message: refused.message }).toEqual({ kind: 'conflict', status: 409, message: notEditableMessage(status) });
      expect(await world().port.get(campaign.id as string)).toEqual(campaign);
    });

    it('refuses to save a pending campaign whose send instant has come, as it is sent', async () => {
      const pending = await world().port.get(first(await world().port.list(MAIN_DEMO_EID), (campaign) => campaign.status === 'PENDING').id as string);
      world().clock.set(pending.schedule?.scheduled as number);
      expect(await failure(world().port.save(edited(pending)))).toEqual({ kind: 'conflict', status: 409 });
      expect(await world().port.get(pending.id as string)).toMatchObject({ status: 'PROCESSING', content: pending.content });
      world().clock.advance(DEMO_SENDING_MS);
      expect(await failure(world().port.save(edited(pending)))).toEqual({ kind: 'conflict', status: 409 });
      expect(await world().port.get(pending.id as string)).toMatchObject({ status: 'SENDED', content: pending.content });
    });

    it('answers a campaign not saved yet with 404', async () => {
      const draft = first(await world().port.list(MAIN_DEMO_EID), (campaign) => campaign.status === 'DRAFT');
      expect(await failure(world().port.save({ ...draft, id: undefined }))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.draftToCampaign({ ...draft, id: undefined }))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('turns a draft into a pending campaign with the wizard’s work and its send date, sent when the date comes', async () => {
      const draft = await world().port.get(first(await world().port.list(MAIN_DEMO_EID), (campaign) => campaign.status === 'DRAFT' && campaign.subtype === 'email').id as string);
      world().clock.advance(2 * MINUTE_MS);
      const finishedAt = CONTRACT_NOW + 2 * MINUTE_MS;
      const scheduled = Date.UTC(2026, 10, 24, 8, 30);
      const work: Campaign = { ...edited(draft), schedule: { sendNow: false, scheduled } };
      const pending = await world().port.draftToCampaign(work);
      expect(pending).toEqual({
        ...keptAfterSave(draft, work, finishedAt),
        status: 'PENDING',
        history: [...draft.history, { status: 'PENDING', date: '2026-11-21T09:02:00.000Z' }],
      });
      expect(await world().port.get(draft.id as string)).toEqual(pending);
      expect(withStatus(await world().port.list(MAIN_DEMO_EID), 'PENDING').map((campaign) => campaign.id)).toContain(draft.id);
      // Once pending, it is no longer a draft: a second finish is refused, a save is not.
      const again = await apiErrorOf(world().port.draftToCampaign(work));
      expect({ kind: again.kind, status: again.status, message: again.message }).toEqual({ kind: 'conflict', status: 409, message: notADraftMessage('PENDING') });
      expect((await world().port.save(work)).status).toBe('PENDING');
      world().clock.set(scheduled);
      expect((await world().port.get(draft.id as string)).status).toBe('PROCESSING');
      world().clock.set(scheduled + DEMO_SENDING_MS);
      const sent = await world().port.get(draft.id as string);
      expect(sent).toMatchObject({ status: 'SENDED', schedule: { scheduled, sendNow: false } });
      expect(sent.results?.valid).toBeGreaterThan(0);
    });

    it('sends a draft finished to go now at once: scheduled now, read as being sent, then sent two minutes later', async () => {
      const draft = await world().port.get(first(await world().port.list(MAIN_DEMO_EID), (campaign) => campaign.status === 'DRAFT' && campaign.subtype === 'sms').id as string);
      world().clock.advance(MINUTE_MS);
      const now = CONTRACT_NOW + MINUTE_MS;
      const sending = await world().port.draftToCampaign({ ...draft, schedule: { sendNow: true, scheduled: undefined } });
      expect(sending).toMatchObject({ id: draft.id, status: 'PROCESSING', schedule: { sendNow: true, scheduled: now }, modified: now, results: undefined });
      world().clock.advance(DEMO_SENDING_MS);
      const sent = await world().port.get(draft.id as string);
      expect(sent).toMatchObject({ id: draft.id, status: 'SENDED', schedule: { sendNow: true, scheduled: now }, modified: now + DEMO_SENDING_MS });
      expect(sent.history.slice(-3)).toEqual([
        { status: 'PENDING', date: '2026-11-21T09:01:00.000Z' },
        { status: 'PROCESSING', date: '2026-11-21T09:01:00.000Z' },
        { status: 'SENDED', date: '2026-11-21T09:03:00.000Z' },
      ]);
      expect(sent.results?.valid).toBeGreaterThan(0);
      expect(await world().port.get(draft.id as string)).toEqual(sent);
    });

    it.each([
      ['no schedule', undefined],
      ['a schedule without a date that is not sent now', { sendNow: false, scheduled: undefined }],
    ] as const)('refuses to finish a draft with %s with the server’s message', async (_name, schedule) => {
      const draft = await world().port.get(first(await world().port.list(MAIN_DEMO_EID), (campaign) => campaign.status === 'DRAFT').id as string);
      expect(await failure(world().port.draftToCampaign({ ...draft, schedule }), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: NO_SCHEDULE_MESSAGE });
      expect(await world().port.get(draft.id as string)).toEqual(draft);
    });

    it.each(['PENDING', 'SENDED', 'ERROR'] as const)('refuses to finish a %s campaign with 409', async (status) => {
      const [listed] = withStatus(await world().port.list(MAIN_DEMO_EID), status);
      const campaign = await world().port.get(listed?.id as string);
      expect(await failure(world().port.draftToCampaign({ ...campaign, schedule: { sendNow: false, scheduled: CONTRACT_NOW + DAY_MS } }))).toEqual({ kind: 'conflict', status: 409 });
      expect(await world().port.get(campaign.id as string)).toEqual(campaign);
    });

    it('refuses a draft of a pharmacy the service does not know with 404', async () => {
      expect(await failure(world().port.createDraft(aCampaign({ id: undefined, eid: 99_999, status: 'DRAFT' })))).toEqual({ kind: 'not-found', status: 404 });
    });
  },
);

describe('InMemoryCampaignRepository demo data', () => {
  const ELIGIBLE = [MAIN_DEMO_EID, 512, 520, 530, 546, 900];

  it.each(ELIGIBLE)('gives pharmacy %i 12–20 campaigns over the past year: sent, 2–3 drafts, 1–2 pending, one processing, one failed', async (eid) => {
    const list = await generated(eid);
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list.length).toBeLessThanOrEqual(20);
    const drafts = withStatus(list, 'DRAFT');
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    expect(drafts.length).toBeLessThanOrEqual(3);
    expect(new Set(drafts.map((draft) => draft.subtype))).toEqual(new Set(['email', 'sms']));
    const pending = withStatus(list, 'PENDING');
    expect(pending.length).toBeGreaterThanOrEqual(1);
    expect(pending.length).toBeLessThanOrEqual(2);
    for (const campaign of pending) {
      expect(campaign.schedule?.scheduled).toBeGreaterThan(CONTRACT_NOW);
      expect(campaign.schedule?.scheduled).toBeLessThan(CONTRACT_NOW + 7 * DAY_MS);
    }
    expect(withStatus(list, 'PROCESSING')).toHaveLength(1);
    expect(withStatus(list, 'ERROR')).toHaveLength(1);
    const sent = withStatus(list, 'SENDED');
    expect(new Set(sent.map((campaign) => campaign.subtype))).toEqual(new Set(['email', 'sms']));
    for (const campaign of sent) {
      expect(campaign.schedule?.scheduled).toBeLessThan(CONTRACT_NOW);
      expect(campaign.schedule?.scheduled).toBeGreaterThan(CONTRACT_NOW - 366 * DAY_MS);
      expect(campaign.results?.valid).toBeGreaterThan(0);
      expect(campaign.brokerData).toBeDefined();
      expect(campaign.reportId).toMatch(/^[0-9a-f]{24}$/);
    }
    for (const campaign of list) {
      expect(campaign.modified).toBeGreaterThanOrEqual(campaign.created);
      expect(campaign.modified).toBeLessThan(CONTRACT_NOW - 2 * MINUTE_MS);
      expect([apiSegmentType(PRODUCT), 'EXCEL']).toContain(campaign.segment.type);
      if (campaign.segment.type === 'EXCEL') expect(campaign.segment.excel).toMatch(/\.csv$/);
      else expect(campaign.segment.apiId).toMatch(/^[0-9a-f]{24}$/);
    }
  });

  it.each([
    [MAIN_DEMO_EID, [1, 2, 3, 4]],
    [512, [1, 2]],
    [900, [1, 2]],
  ] as const)('sends the campaigns of pharmacy %i to its saved segments that reach clients', async (eid, numbers) => {
    const segments = new Set(numbers.map((number) => recipientSegmentId(eid, number)));
    const sentToSegments = (await generated(eid)).filter((campaign) => campaign.segment.type !== 'EXCEL');
    expect(sentToSegments.length).toBeGreaterThan(8);
    expect(sentToSegments.filter((campaign) => !segments.has(campaign.segment.apiId as string))).toEqual([]);
    const byChannel = (subtype: Campaign['subtype']) => new Set(sentToSegments.filter((campaign) => campaign.subtype === subtype).map((campaign) => campaign.segment.apiId));
    if (eid === MAIN_DEMO_EID) {
      expect([...byChannel('sms')].every((id) => id === recipientSegmentId(eid, 2) || id === recipientSegmentId(eid, 3))).toBe(true);
      expect(byChannel('email').has(recipientSegmentId(eid, 2))).toBe(false);
    }
  });

  it('writes SMS texts of one GSM message, but for the draft written with accents', async () => {
    const campaigns = (await Promise.all(ELIGIBLE.map((eid) => generated(eid)))).flat().filter((campaign) => campaign.subtype === 'sms');
    for (const campaign of campaigns.filter((sms) => sms.status !== 'DRAFT')) {
      expect(smsMessageErrors({ senderName: 'FLlorente', text: campaign.content.smsContent })).toEqual([]);
      expect(measureSms(campaign.content.smsContent).units).toBeLessThanOrEqual(160);
    }
    const draft = first(campaigns, (campaign) => campaign.status === 'DRAFT' && !campaign.content.name.startsWith(COPY_NAME_PREFIX));
    expect(draft.content.smsContent).toContain('Ven a por tu revisión de tensión');
    expect(measureSms(draft.content.smsContent).invalidCharacters).toEqual(['ó']);
  });

  it('writes emails of plain, safe HTML with a subject and the editor’s design', async () => {
    const db = demoDatabase(new ManualClock(CONTRACT_NOW));
    const repository = new InMemoryCampaignRepository(withClients({ db, clock: new ManualClock(CONTRACT_NOW), product: PRODUCT }));
    const emails = (await repository.list(MAIN_DEMO_EID)).filter((campaign) => campaign.subtype === 'email');
    for (const listed of emails) {
      const campaign = await repository.get(listed.id as string);
      expect(campaign.content.subject).not.toBe('');
      expect(campaign.content.html).toContain(`<title>${campaign.content.subject}</title>`);
      expect(campaign.content.html).not.toMatch(/<script|javascript:|onerror=/i);
      expect(JSON.parse(campaign.content.json)).toMatchObject({ format: 'email-blocks' });
    }
  });

  it('is the same for the same seed and instant, and costs nothing for pharmacies never opened', async () => {
    expect(await generated(546)).toEqual(await generated(546));
    const clock = new ManualClock(CONTRACT_NOW);
    const db = demoDatabase(clock, undefined, 10_000);
    const repository = new InMemoryCampaignRepository(withClients({ db, clock, product: PRODUCT }));
    const opened = vi.spyOn(db, 'collection');
    const last = await repository.list(10_499);
    expect(last.length).toBeGreaterThanOrEqual(12);
    expect(await repository.list(MAIN_DEMO_EID)).toEqual(await generated(MAIN_DEMO_EID));
    // Only the two pharmacies asked for have their campaigns generated, of the 10,000.
    const campaignCollections = new Set(opened.mock.calls.map(([name]) => name).filter((name) => name.startsWith('campaigns.')));
    expect([...campaignCollections].sort()).toEqual([`campaigns.${MAIN_DEMO_EID}`, 'campaigns.10499'].sort());
  });
});

describe('InMemoryCampaignRepository over time', () => {
  it('sends a pending campaign when the clock reaches its send instant, the same way every time it is read', async () => {
    const clock = new ManualClock(CONTRACT_NOW);
    const repository = new InMemoryCampaignRepository(withClients({ db: demoDatabase(clock), clock, product: PRODUCT }));
    const [pending] = withStatus(await repository.list(MAIN_DEMO_EID), 'PENDING');
    const id = pending?.id as string;
    const scheduled = pending?.schedule?.scheduled as number;
    expect(pending?.results).toBeUndefined();

    clock.set(scheduled - 1);
    expect((await repository.get(id)).status).toBe('PENDING');
    clock.set(scheduled);
    expect(await repository.get(id)).toMatchObject({ status: 'PROCESSING', results: undefined, brokerData: undefined });
    clock.set(scheduled + DEMO_SENDING_MS - 1);
    expect((await repository.get(id)).status).toBe('PROCESSING');
    clock.set(scheduled + DEMO_SENDING_MS);
    const sent = await repository.get(id);
    expect(sent).toMatchObject({ status: 'SENDED', schedule: { scheduled } });
    expect(sent.results?.valid).toBeGreaterThan(0);
    expect(sent.brokerData).toBeDefined();
    expect(sent.reportId).toMatch(/^[0-9a-f]{24}$/);
    expect(sent.segment.finalListCsv).toContain(id);
    clock.advance(DAY_MS);
    expect(await repository.get(id)).toEqual(sent);
    expect((await repository.list(MAIN_DEMO_EID)).find((campaign) => campaign.id === id)).toEqual({ ...sent, content: { ...sent.content, html: '' } });

    const other = new ManualClock(scheduled + DAY_MS);
    const elsewhere = new InMemoryCampaignRepository(withClients({ db: demoDatabase(new ManualClock(CONTRACT_NOW)), clock: other, product: PRODUCT }));
    expect(await elsewhere.get(id)).toEqual(sent);
  });

  it('keeps a campaign reset after its send instant pending, as its instant has passed', async () => {
    const clock = new ManualClock(CONTRACT_NOW);
    const repository = new InMemoryCampaignRepository(withClients({ db: demoDatabase(clock), clock, product: PRODUCT }));
    const [sent] = withStatus(await repository.list(MAIN_DEMO_EID), 'SENDED');
    const id = sent?.id as string;
    await repository.resetToPending(id);
    clock.advance(30 * DAY_MS);
    expect(await repository.get(id)).toMatchObject({ status: 'PENDING', results: sent?.results, modified: CONTRACT_NOW });
  });

  it('keeps deletions, new drafts and resets in the overlay, so a reload finds them', async () => {
    const overlay = new MemoryOverlayStore({ persistent: true });
    const clock = new ManualClock(CONTRACT_NOW);
    const db = demoDatabase(clock, overlay);
    await db.ready();
    const repository = new InMemoryCampaignRepository(withClients({ db, clock, product: PRODUCT }));
    const list = await repository.list(MAIN_DEMO_EID);
    const [removed, reset] = withStatus(list, 'SENDED');
    await repository.remove(removed?.id as string);
    await repository.resetToPending(reset?.id as string);
    clock.advance(MINUTE_MS);
    const draft = await repository.createDraft(duplicateCampaign(await repository.get(reset?.id as string), clock.now()));
    await db.flush();

    const later = new ManualClock(CONTRACT_NOW + DAY_MS);
    const reloadedDb = demoDatabase(later, overlay);
    await reloadedDb.ready();
    const reloaded = new InMemoryCampaignRepository(withClients({ db: reloadedDb, clock: later, product: PRODUCT }));
    const after = await reloaded.list(MAIN_DEMO_EID);
    expect(after.map((campaign) => campaign.id)).not.toContain(removed?.id);
    expect(after[0]).toMatchObject({ id: draft, status: 'DRAFT' });
    expect((await reloaded.get(reset?.id as string)).status).toBe('PENDING');
    expect(after).toHaveLength(list.length);
    const loaded = await overlay.load();
    expect(new Set(loaded.rows.map((row) => row.collection))).toEqual(new Set([`campaigns.${MAIN_DEMO_EID}`, `campaign-sheets.${MAIN_DEMO_EID}`]));
  });
});

describe('InMemoryCampaignRepository and the wizard', () => {
  it('keeps saves and finished drafts in the overlay, so a reload finds them', async () => {
    const overlay = new MemoryOverlayStore({ persistent: true });
    const clock = new ManualClock(CONTRACT_NOW);
    const db = demoDatabase(clock, overlay);
    await db.ready();
    const repository = new InMemoryCampaignRepository(withClients({ db, clock, product: PRODUCT }));
    const list = await repository.list(MAIN_DEMO_EID);
    const email = await repository.get(first(list, (campaign) => campaign.status === 'DRAFT' && campaign.subtype === 'email').id as string);
    const sms = await repository.get(first(list, (campaign) => campaign.status === 'DRAFT' && campaign.subtype === 'sms').id as string);
    clock.advance(MINUTE_MS);
    const saved = await repository.save(edited(email));
    const scheduled = CONTRACT_NOW + 2 * DAY_MS;
    const pending = await repository.draftToCampaign({ ...sms, schedule: { sendNow: false, scheduled } });
    await db.flush();

    const later = new ManualClock(CONTRACT_NOW + DAY_MS);
    const reloadedDb = demoDatabase(later, overlay);
    await reloadedDb.ready();
    const reloaded = new InMemoryCampaignRepository(withClients({ db: reloadedDb, clock: later, product: PRODUCT }));
    expect(await reloaded.get(email.id as string)).toEqual(saved);
    expect(await reloaded.get(sms.id as string)).toEqual(pending);
    expect(pending).toMatchObject({ status: 'PENDING', schedule: { scheduled, sendNow: false }, modified: CONTRACT_NOW + MINUTE_MS });
  });
});

describe('HttpCampaignRepository wire format', () => {
  const world = useFakeApi();
  const repository = () => new HttpCampaignRepository(campaignsClient());
  const campaignPath = (path: string): string => `/api/v1/campaign${path}`;

  beforeEach(() => {
    world().fake.server.use(...fakeCampaignHandlers(world().clock));
  });

  it('GETs /api/v1/campaign/list/eid/{eid}?limit=250 on the campaign service with the identity headers', async () => {
    await repository().list(MAIN_DEMO_EID);
    const calls = world().fake.requestsTo(campaignPath('/list/eid/500'));
    expect(calls.map((call) => `${call.method} ${call.url.origin}${call.url.pathname}${call.url.search}`)).toEqual([`GET ${CAMPAIGNS_URL}/api/v1/campaign/list/eid/500?limit=250`]);
    const [call] = calls;
    expect({ eid: call?.headers.eid, uid: call?.headers.uid, token: call?.headers.token, accept: call?.headers.accept }).toEqual({ eid: '500', uid: '2', token: 'token-2', accept: 'application/json' });
  });

  it.each([
    ['get', 'GET', '/getbycid/cid/', (r: CampaignRepository, cid: string) => r.get(cid)],
    ['remove', 'DELETE', '/delete/cid/', (r: CampaignRepository, cid: string) => r.remove(cid)],
    ['resetToPending', 'GET', '/resetCampaign/cid/', (r: CampaignRepository, cid: string) => r.resetToPending(cid)],
  ])('sends %s as %s /api/v1/campaign%s{cid} without a body', async (_name, method, path, call) => {
    const [sent] = withStatus(await repository().list(MAIN_DEMO_EID), 'SENDED');
    const cid = sent?.id as string;
    await call(repository(), cid);
    const calls = world().fake.requestsTo(campaignPath(`${path}${cid}`));
    expect(calls.map((request) => `${request.method} ${request.url.search}`)).toEqual([`${method} `]);
    expect(calls[0]?.headers.token).toBe('token-2');
    expect(calls[0]?.body).toBeUndefined();
  });

  it('POSTs a new draft to /api/v1/campaign/draft/create as the campaign’s wire form without _id', async () => {
    const original = aCampaign({ eid: MAIN_DEMO_EID, content: { ...aCampaign().content, name: 'Campaña de la gripe ñ', html: '<p>Hola 💉</p>' } });
    const copy = duplicateCampaign(original, Date.UTC(2026, 10, 21, 9, 30));
    const id = await repository().createDraft(copy);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    const [call] = world().fake.requestsTo(campaignPath('/draft/create'));
    expect(call?.method).toBe('POST');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      eid: 500,
      type: 'campaign',
      subtype: 'email',
      brokerID: 'broker-9',
      campaignType: 'classic',
      topic: 'gripe',
      status: 'DRAFT',
      history: [{ status: 'PENDING' }],
      jobs: [],
      created: '2026-11-21T09:30:00.000Z',
      modified: '2026-11-21T09:30:00.000Z',
      reportId: null,
      redemption: { type: 'sales', date: '2026-02-01T00:00:00.000Z' },
      schedule: null,
      segment: { api: { id: 'seg-4' }, excel: null, xlsx: null, type: 'EVO_SEGMENT', final_list_csv: null },
      content: { name: 'copia de: Campaña de la gripe ñ', subject: 'Vacúnate', html: '<p>Hola 💉</p>', json: '{"page":{}}', id_sheet: 'sh500-1', smsContent: '' },
      results: null,
      brokerData: null,
    });
    // The copy's design goes first into a new sheet of the pharmacy, never into the original's.
    const sheetCalls = world().fake.requests.filter((request) => request.url.pathname.startsWith('/api/v1/sheets/'));
    expect(sheetCalls.map((request) => [`${request.method} ${request.url.pathname}`, request.body])).toEqual([
      ['POST /api/v1/sheets/newSheet', { EID: 500, Description: 'copia de: Campaña de la gripe ñ', Content: '<p>Hola 💉</p>', type: 'email' }],
      ['POST /api/v1/sheets/update_sheet/sh500-1', { json: '{"page":{}}' }],
    ]);
  });

  /** A draft of the wizard with every field set, and what the service answers it is once stored. */
  const wizardDraft = (): Campaign =>
    aCampaign({
      id: '6a1f0000000001f400000042',
      eid: MAIN_DEMO_EID,
      status: 'DRAFT',
      reportId: undefined,
      results: undefined,
      brokerData: undefined,
      created: Date.UTC(2026, 10, 20, 8),
      modified: Date.UTC(2026, 10, 21, 8, 59),
      schedule: { sendNow: false, scheduled: Date.UTC(2026, 10, 24, 8, 30) },
      segment: { type: 'farmacias_SEGMENT', apiId: '5e9a0000000001f400000002', excel: undefined, xlsx: undefined, finalListCsv: undefined },
      content: { name: 'Revisión de la vista ñ', subject: 'Revisa tu vista', html: '<p>Hola 👓</p>', json: '{"page":{}}', sheetId: '7', smsContent: '' },
    });
  const wizardDraftBody = {
    eid: 500,
    type: 'campaign',
    subtype: 'email',
    brokerID: 'broker-9',
    campaignType: 'classic',
    topic: 'gripe',
    status: 'DRAFT',
    history: [{ status: 'PENDING' }],
    jobs: ['job-1'],
    created: '2026-11-20T08:00:00.000Z',
    modified: '2026-11-21T08:59:00.000Z',
    reportId: null,
    redemption: { type: 'sales', date: '2026-02-01T00:00:00.000Z' },
    schedule: { scheduled: '2026-11-24T08:30:00.000Z', sendNow: false },
    segment: { api: { id: '5e9a0000000001f400000002' }, excel: null, xlsx: null, type: 'farmacias_SEGMENT', final_list_csv: null },
    content: { name: 'Revisión de la vista ñ', subject: 'Revisa tu vista', html: '<p>Hola 👓</p>', json: '{"page":{}}', id_sheet: 'sh500-1', smsContent: '' },
    results: null,
    brokerData: null,
  };

  it.each([
    ['save', 'save', (r: CampaignRepository, campaign: Campaign) => r.save(campaign), 'DRAFT'],
    ['draftToCampaign', 'draft_to_campaign', (r: CampaignRepository, campaign: Campaign) => r.draftToCampaign(campaign), 'PENDING'],
  ] as const)('sends %s as PUT /api/v1/campaign/draft/%s/cid/{cid} with the campaign’s wire form, and answers the campaign stored', async (_name, call, send, status) => {
    const stored: Campaign = { ...wizardDraft(), status, modified: CONTRACT_NOW };
    world().fake.server.use(http.put(`${CAMPAIGNS_URL}/api/v1/campaign/draft/${call}/cid/:cid`, () => HttpResponse.json({ success: true, data: wireCampaign(stored) } as JsonBodyType)));
    expect(await send(repository(), wizardDraft())).toEqual(stored);
    const calls = world().fake.requestsTo(campaignPath(`/draft/${call}/cid/6a1f0000000001f400000042`));
    expect(calls.map((request) => `${request.method} ${request.url.origin}${request.url.search}`)).toEqual([`PUT ${CAMPAIGNS_URL}`]);
    expect({ type: calls[0]?.headers['content-type'], eid: calls[0]?.headers.eid, token: calls[0]?.headers.token }).toEqual({ type: 'application/json', eid: '500', token: 'token-2' });
    expect(calls[0]?.body).toEqual(wizardDraftBody);
    // Sheet 7 (the template the campaign came from) is not the pharmacy's: a sheet of its own is created.
    const sheetCalls = world().fake.requests.filter((request) => request.url.pathname.startsWith('/api/v1/sheets/'));
    expect(sheetCalls.map((request) => [`${request.method} ${request.url.pathname}`, request.body])).toEqual([
      ['GET /api/v1/sheets/getSheets/EID/500', undefined],
      ['POST /api/v1/sheets/newSheet', { EID: 500, Description: 'Revisión de la vista ñ', Content: '<p>Hola 👓</p>', type: 'email' }],
      ['POST /api/v1/sheets/update_sheet/sh500-1', { json: '{"page":{}}' }],
    ]);
  });

  it('writes a campaign’s own sheet after the campaign, asking for the pharmacy’s sheets once', async () => {
    const port = repository();
    const [draft] = withStatus(await port.list(MAIN_DEMO_EID), 'DRAFT').filter((campaign) => campaign.subtype === 'email');
    const opened = await port.get(draft?.id as string);
    const first = await port.save({ ...opened, content: { ...opened.content, json: '{"v":1}' } });
    expect(first.content.sheetId).toBe('sh500-1');
    world().fake.requests.length = 0;
    const second = await port.save({ ...first, content: { ...first.content, json: '{"v":2}' } });
    expect(second.content).toMatchObject({ sheetId: 'sh500-1', json: '{"v":2}' });
    expect(world().fake.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `PUT /api/v1/campaign/draft/save/cid/${draft?.id}`,
      'POST /api/v1/sheets/update_sheet/sh500-1',
    ]);
    // Another adapter (a reload) asks once which sheets are the pharmacy's, then updates the same sheet.
    world().fake.requests.length = 0;
    await repository().save({ ...second, content: { ...second.content, json: '{"v":3}' } });
    expect(world().fake.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/v1/sheets/getSheets/EID/500',
      `PUT /api/v1/campaign/draft/save/cid/${draft?.id}`,
      'POST /api/v1/sheets/update_sheet/sh500-1',
    ]);
    expect((await repository().get(draft?.id as string)).content.json).toBe('{"v":3}');
  });

  it('opens a campaign with its own sheet’s design, a template’s only when it has none, its own when the sheet is gone', async () => {
    const stored = { ...wizardDraft(), modified: CONTRACT_NOW };
    const sheet = (EID: number, design: string) => HttpResponse.json({ success: true, data: [{ _id: '7', EID, Description: 'x', Content: '<p></p>', type: 'email', JSON_content: design }] });
    const serve = (campaign: Campaign) => world().fake.server.use(http.get(`${CAMPAIGNS_URL}/api/v1/campaign/getbycid/cid/:cid`, () => HttpResponse.json({ success: true, data: wireCampaign(campaign) } as JsonBodyType)));
    serve(stored);
    world().fake.server.use(http.get(`${CAMPAIGNS_URL}/api/v1/sheets/getSheet/id/:id`, () => sheet(500, '{"own":true}')));
    expect((await repository().get(stored.id as string)).content.json).toBe('{"own":true}');
    world().fake.server.use(http.get(`${CAMPAIGNS_URL}/api/v1/sheets/getSheet/id/:id`, () => sheet(-1, '{"template":true}')));
    expect((await repository().get(stored.id as string)).content.json).toBe('{"page":{}}');
    serve({ ...stored, content: { ...stored.content, json: '' } });
    expect((await repository().get(stored.id as string)).content.json).toBe('{"template":true}');
    world().fake.server.use(http.get(`${CAMPAIGNS_URL}/api/v1/sheets/getSheet/id/:id`, () => HttpResponse.json({ success: false, message: 'No existe' }, { status: 404 })));
    expect((await repository().get(stored.id as string)).content.json).toBe('');
    world().fake.server.use(http.get(`${CAMPAIGNS_URL}/api/v1/sheets/getSheet/id/:id`, () => HttpResponse.json({ success: false, message: 'server internal error' }, { status: 500 })));
    expect(await failure(repository().get(stored.id as string))).toEqual({ kind: 'http', status: 500 });
  });

  it('fails a save whose sheet cannot be written, without saving the campaign', async () => {
    world().fake.server.use(http.post(`${CAMPAIGNS_URL}/api/v1/sheets/newSheet`, () => HttpResponse.json({ success: false, message: 'Sin espacio' })));
    expect(await failure(repository().save(wizardDraft()), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'Sin espacio' });
    expect(world().fake.requests.filter((request) => request.method === 'PUT')).toEqual([]);
    world().fake.server.use(http.post(`${CAMPAIGNS_URL}/api/v1/sheets/newSheet`, () => HttpResponse.json({ success: true })));
    expect(await failure(repository().createDraft({ ...wizardDraft(), id: undefined }))).toEqual({ kind: 'bad-response', status: 200 });
    expect(world().fake.requestsTo('/api/v1/campaign/draft/create')).toEqual([]);
  });

  it('writes no sheet for a campaign without a design', async () => {
    const blank = { ...wizardDraft(), content: { ...wizardDraft().content, json: ' ' } };
    world().fake.server.use(http.put(`${CAMPAIGNS_URL}/api/v1/campaign/draft/save/cid/:cid`, () => HttpResponse.json({ success: true, data: wireCampaign(blank) } as JsonBodyType)));
    await repository().save(blank);
    expect(world().fake.requests.filter((request) => request.url.pathname.startsWith('/api/v1/sheets/'))).toEqual([]);
  });

  it('reads the stored campaign bare, enveloped or as a one-element list, and reads it again when the answer has none', async () => {
    const url = `${CAMPAIGNS_URL}/api/v1/campaign/draft/save/cid/:cid`;
    const stored: Campaign = { ...wizardDraft(), modified: CONTRACT_NOW };
    const again: Campaign = { ...stored, modified: CONTRACT_NOW + 1000, content: { ...stored.content, name: 'Leída de nuevo' } };
    world().fake.server.use(http.get(`${CAMPAIGNS_URL}/api/v1/campaign/getbycid/cid/:cid`, () => HttpResponse.json({ success: true, data: wireCampaign(again) } as JsonBodyType)));
    const answers: [JsonBodyType, Campaign][] = [
      [wireCampaign(stored) as JsonBodyType, stored],
      [{ success: true, data: wireCampaign(stored) } as JsonBodyType, stored],
      [{ success: true, data: [wireCampaign(stored)] } as JsonBodyType, stored],
      [{ success: true }, again],
      [{ success: true, data: 1 }, again],
      [{ success: true, data: { nModified: 1 } }, again],
    ];
    for (const [body, expected] of answers) {
      world().fake.server.use(http.put(url, () => HttpResponse.json(body)));
      expect(await repository().save(wizardDraft())).toEqual(expected);
    }
    expect(world().fake.requestsTo(campaignPath('/getbycid/cid/6a1f0000000001f400000042'))).toHaveLength(3);
  });

  it('refuses a stored campaign of an unknown status as a bad response', async () => {
    world().fake.server.use(http.put(`${CAMPAIGNS_URL}/api/v1/campaign/draft/save/cid/:cid`, () => HttpResponse.json({ ...wireCampaign(wizardDraft()), status: 'SENT' } as JsonBodyType)));
    expect(await failure(repository().save(wizardDraft()))).toEqual({ kind: 'bad-response', status: 200 });
  });

  it('sends nothing for a campaign not saved yet', async () => {
    expect(await failure(repository().save({ ...wizardDraft(), id: undefined }))).toEqual({ kind: 'not-found', status: 404 });
    expect(await failure(repository().draftToCampaign({ ...wizardDraft(), id: '' }))).toEqual({ kind: 'not-found', status: 404 });
    expect(world().fake.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('reads the new id wherever the service puts it, and refuses an answer without one', async () => {
    const url = `${CAMPAIGNS_URL}/api/v1/campaign/draft/create`;
    const draft = duplicateCampaign(aCampaign({ eid: MAIN_DEMO_EID }), CONTRACT_NOW);
    const answers: [JsonBodyType, string][] = [
      [{ success: true, data: 'abc123' }, 'abc123'],
      [{ success: true, data: { insertedId: 'def456' } }, 'def456'],
      [{ success: true, data: { ...wireCampaign({ ...draft, id: 'ghi789' }) } }, 'ghi789'],
      [{ success: true, data: { id: 42 } }, '42'],
    ];
    for (const [body, id] of answers) {
      world().fake.server.use(http.post(url, () => HttpResponse.json(body)));
      expect(await repository().createDraft(draft)).toBe(id);
    }
    world().fake.server.use(http.post(url, () => HttpResponse.json({ success: true })));
    expect(await failure(repository().createDraft(draft))).toEqual({ kind: 'bad-response', status: 200 });
  });

  it('reads campaigns whatever form their fields come in: ISO or epoch instants, text numbers, a design object, missing parts', async () => {
    world().fake.server.use(
      http.get(`${CAMPAIGNS_URL}/api/v1/campaign/list/eid/:eid`, () =>
        HttpResponse.json([
          { _id: 'a1', eid: '500', subtype: 'sms', status: 'DRAFT', created: '1763715600000', content: { name: 'Aviso', smsContent: 'Hola' } },
          {
            _id: 7,
            eid: 500,
            type: 'campaign',
            subtype: 'email',
            campaignType: 'promotional',
            status: 'SENDED',
            created: '2026-11-20T08:00:00Z',
            modified: 1763640000000,
            brokerID: 991,
            schedule: { scheduled: '2026-11-20T09:00:00.000Z', sendNow: 'false' },
            redemption: { type: 'sales', date: null },
            segment: { api: { id: 12 }, type: 'farmacias_SEGMENT' },
            content: { name: 'Oferta', subject: 'Hoy', json: { page: { rows: [] } }, id_sheet: 3 },
            results: { preProcessResults: { valid: '120', bounced: 2 } },
            brokerData: { clickers: '8' },
            extra: 'kept out',
          },
        ]),
      ),
    );
    const [newest, older] = await repository().list(MAIN_DEMO_EID);
    expect(newest).toEqual({
      id: '7',
      eid: 500,
      subtype: 'email',
      brokerId: '991',
      campaignType: 'promotional',
      topic: undefined,
      status: 'SENDED',
      history: [],
      jobs: [],
      created: Date.UTC(2026, 10, 20, 8),
      modified: 1763640000000,
      reportId: undefined,
      redemption: { type: 'sales', date: undefined },
      schedule: { scheduled: Date.UTC(2026, 10, 20, 9), sendNow: false },
      segment: { type: 'farmacias_SEGMENT', apiId: '12', excel: undefined, xlsx: undefined, finalListCsv: undefined },
      content: { name: 'Oferta', subject: 'Hoy', html: '', json: '{"page":{"rows":[]}}', sheetId: '3', smsContent: '' },
      results: { bounced: 2, empty: 0, invalid: 0, unsubscribed: 0, valid: 120 },
      brokerData: { bouncers: 0, clickers: 8, unsubscribed: 0 },
    });
    expect(older).toMatchObject({ id: 'a1', eid: 500, subtype: 'sms', campaignType: 'classic', created: 1763715600000, modified: 1763715600000, schedule: undefined, results: undefined, brokerData: undefined });
  });

  it('reads a campaign sent as a one-element list', async () => {
    const [listed] = await repository().list(MAIN_DEMO_EID);
    const full = await repository().get(listed?.id as string);
    world().fake.server.use(http.get(`${CAMPAIGNS_URL}/api/v1/campaign/getbycid/cid/:cid`, () => HttpResponse.json({ success: true, data: [wireCampaign(full)] })));
    expect(await repository().get(listed?.id as string)).toEqual(full);
  });

  it('refuses a campaign of an unknown status or an unreadable instant as a bad response', async () => {
    const url = `${CAMPAIGNS_URL}/api/v1/campaign/getbycid/cid/:cid`;
    world().fake.server.use(http.get(url, () => HttpResponse.json({ success: true, data: { _id: 'x', eid: 500, subtype: 'email', status: 'SENT', created: 1 } })));
    expect(await failure(repository().get('x'))).toEqual({ kind: 'bad-response', status: 200 });
    world().fake.server.use(http.get(url, () => HttpResponse.json({ success: true, data: { _id: 'x', eid: 500, subtype: 'email', status: 'DRAFT', created: 'ayer' } })));
    expect(await failure(repository().get('x'))).toEqual({ kind: 'bad-response', status: 200 });
  });

  it.each([
    ['list', (r: CampaignRepository) => r.list(MAIN_DEMO_EID), 'get', '/list/eid/:eid'],
    ['get', (r: CampaignRepository) => r.get('c1'), 'get', '/getbycid/cid/:cid'],
    ['remove', (r: CampaignRepository) => r.remove('c1'), 'delete', '/delete/cid/:cid'],
    ['createDraft', (r: CampaignRepository) => r.createDraft(duplicateCampaign(aCampaign(), CONTRACT_NOW)), 'post', '/draft/create'],
    ['resetToPending', (r: CampaignRepository) => r.resetToPending('c1'), 'get', '/resetCampaign/cid/:cid'],
    ['save', (r: CampaignRepository) => r.save(aCampaign({ id: 'c1', status: 'DRAFT' })), 'put', '/draft/save/cid/:cid'],
    ['draftToCampaign', (r: CampaignRepository) => r.draftToCampaign(aCampaign({ id: 'c1', status: 'DRAFT' })), 'put', '/draft/draft_to_campaign/cid/:cid'],
  ] as const)('maps a failed %s to an ApiError with the server’s message', async (_name, call, method, path) => {
    const url = `${CAMPAIGNS_URL}/api/v1/campaign${path}`;
    world().fake.server.use(http[method](url, () => HttpResponse.json({ success: false, message: 'server internal error' }, { status: 500 })));
    expect(await failure(call(repository()))).toEqual({ kind: 'http', status: 500 });
    await expect(call(repository())).rejects.toThrow('server internal error');
    world().fake.server.use(http[method](url, () => HttpResponse.json({ success: false, message: 'La campaña no existe' })));
    expect(await failure(call(repository()), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'La campaña no existe' });
  });

  it('sends nothing without a campaign service address', async () => {
    const client = new HttpClient({ urls: {}, identity: () => IDENTITY });
    expect(await failure(new HttpCampaignRepository(client).list(MAIN_DEMO_EID))).toEqual({ kind: 'no-url', status: 404 });
  });
});
