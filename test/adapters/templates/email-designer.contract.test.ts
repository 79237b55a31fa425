import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { EmailDesignerMethods, emailDesignOf, emailDocumentOf, type EmailDesign, type EmailDesigner, type EmailDesignerRequest, type EmailDesignerSession } from '@domain/templates';
import { DEMO_FAULTS_KEY, DemoDatabase, demoPort } from '@adapters/demo';
import { HttpClient, ManualClock, MemoryStorage } from '@adapters/shared';
import { BEEFREE_BLANK_HEADER, BEEFREE_BLANK_TEMPLATE, BeefreeEmailDesigner, InMemoryEmailDesigner, type BeefreeConfig, type BeefreeEditor, type BeefreeToken } from '@adapters/templates';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { FAKE_BEEFREE_TOKEN, FAKE_TEMPLATE_URLS, fakeTemplateHandlers } from '../../support/fake-templates';
import { DEMO_FAULT } from '../../support/demo-faults';
import { failure } from '../../support/failure';
import { documentedHandler } from '../../support/documented-path';

/** A stand-in for the vendor's wrapper: records what it was given and answers save() with what it holds. */
class FakeBeefree implements BeefreeEditor {
  static instances: FakeBeefree[] = [];
  static behaviour: 'starts' | 'hangs' | 'fails' = 'starts';
  static saveBy: 'promise' | 'callback' | 'never' = 'promise';
  readonly token: BeefreeToken;
  config: BeefreeConfig | undefined;
  template: object | undefined;

  constructor(token: BeefreeToken) {
    this.token = token;
    FakeBeefree.instances.push(this);
  }

  start(config: BeefreeConfig, template: object): Promise<unknown> {
    this.config = config;
    this.template = template;
    if (FakeBeefree.behaviour === 'hangs') return new Promise(() => undefined);
    if (FakeBeefree.behaviour === 'fails') return Promise.reject(new Error('start failed'));
    return Promise.resolve(true);
  }

  save(): unknown {
    const json = JSON.stringify(this.template);
    const html = `<html><body>${json.length}</body></html>`;
    if (FakeBeefree.saveBy === 'callback') {
      setTimeout(() => this.config?.onSave(json, html), 0);
      return undefined;
    }
    if (FakeBeefree.saveBy === 'never') return new Promise(() => undefined);
    return Promise.resolve({ data: { json, html, htmlAmp: null, version: 1 } });
  }
}

const campaignsClient = (): HttpClient =>
  new HttpClient({ urls: { campaigns: FAKE_TEMPLATE_URLS.campaigns }, identity: () => ({ eid: -1, uid: 1, token: 'backoffice-token' }) });

const beefree = (overrides: Partial<ConstructorParameters<typeof BeefreeEmailDesigner>[0]> = {}): BeefreeEmailDesigner =>
  new BeefreeEmailDesigner({ http: campaignsClient(), load: () => Promise.resolve(FakeBeefree), events: undefined, ...overrides });

const blockDesign: EmailDesign = emailDesignOf(
  emailDocumentOf([
    { kind: 'text', text: 'Vacúnate', style: 'heading' },
    { kind: 'button', label: 'Pedir cita', href: 'https://farmacia.example/cita' },
  ]),
  { title: 'Gripe', lang: 'es' },
);
const beefreeDesign: EmailDesign = { content: JSON.stringify({ page: { rows: [{ id: 'r1' }] } }), html: `<html><body>${JSON.stringify({ page: { rows: [{ id: 'r1' }] } }).length}</body></html>` };
const request = (design: EmailDesign, overrides: Partial<EmailDesignerRequest> = {}): EmailDesignerRequest => ({ containerId: 'email-designer', design, language: 'es', ...overrides });

beforeEach(() => {
  FakeBeefree.instances = [];
  FakeBeefree.behaviour = 'starts';
  FakeBeefree.saveBy = 'promise';
});

describeContract<EmailDesigner>(
  'EmailDesigner',
  {
    memory: () => new InMemoryEmailDesigner(),
    http: ({ clock, fake }) => {
      fake.server.use(...fakeTemplateHandlers(clock));
      return beefree();
    },
  },
  (world) => {
    const ownDesign = (): EmailDesign => (world().profile === 'memory' ? blockDesign : beefreeDesign);

    it('gives back the stored design of its own editor when nothing is edited', async () => {
      const session = await world().port.open(request(ownDesign()));
      expect(await session.save({ subject: 'Gripe' })).toEqual(ownDesign());
      session.close();
    });

    it('opens the editor of its profile', async () => {
      const session = await world().port.open(request(ownDesign()));
      expect(session.kind).toBe(world().profile === 'memory' ? 'blocks' : 'embedded');
    });
  },
);

describe('the block designer session', () => {
  const open = async (design: EmailDesign, language: 'es' | 'en' = 'es'): Promise<Extract<EmailDesignerSession, { kind: 'blocks' }>> => {
    const designer = new InMemoryEmailDesigner();
    const session = await designer.open(request(design, { language }));
    if (session.kind !== 'blocks') throw new Error('The memory profile opens the block designer');
    return session;
  };

  it('starts a new template with no blocks, and saves it empty', async () => {
    const session = await open({ content: '', html: '' });
    expect(session.snapshot()).toEqual({ document: { blocks: [], nextId: 1 }, keepsForeignDesign: false });
    expect(await session.save({ subject: 'x' })).toEqual({ content: '', html: '' });
  });

  it('starts a new header with no blocks, 500 px wide, and saves its email at that width', async () => {
    const session = await new InMemoryEmailDesigner().open(request({ content: '', html: '' }, { blank: 'header' }));
    if (session.kind !== 'blocks') throw new Error('The memory profile opens the block designer');
    expect(session.snapshot()).toEqual({ document: { blocks: [], nextId: 1, width: 500 }, keepsForeignDesign: false });
    session.edit({ type: 'add', kind: 'divider' });
    const saved = await session.save({ subject: '' });
    expect(JSON.parse(saved.content)).toEqual({ format: 'email-blocks', version: 1, width: 500, blocks: [{ id: 1, kind: 'divider' }] });
    expect(saved.html).toContain('<table role="presentation" width="500" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:500px;');
  });

  it('applies edits, tells its listeners once per change and keeps the snapshot between changes', async () => {
    const session = await open(blockDesign);
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    const before = session.snapshot();
    expect(session.snapshot()).toBe(before);
    session.edit({ type: 'add', kind: 'divider', index: 1 });
    session.edit({ type: 'move', id: 1, offset: -1 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.snapshot().document.blocks.map((block) => block.kind)).toEqual(['text', 'divider', 'button']);
    unsubscribe();
    session.edit({ type: 'remove', id: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('saves the edited design with the subject as title, in the interface language', async () => {
    const session = await open(blockDesign, 'en');
    session.edit({ type: 'change', id: 1, changes: { text: 'Get vaccinated' } });
    const saved = await session.save({ subject: 'Flu & you' });
    expect(saved.content).toContain('"text":"Get vaccinated"');
    expect(saved.html).toContain('<html lang="en">');
    expect(saved.html).toContain('<title>Flu &amp; you</title>');
  });

  it('keeps a design of another editor until the first edit replaces it', async () => {
    const session = await open(beefreeDesign);
    expect(session.snapshot()).toEqual({ document: { blocks: [], nextId: 1 }, keepsForeignDesign: true });
    expect(await session.save({ subject: 'x' })).toBe(beefreeDesign);
    session.edit({ type: 'remove', id: 7 });
    expect(session.snapshot().keepsForeignDesign).toBe(false);
    session.edit({ type: 'add', kind: 'text' });
    session.edit({ type: 'change', id: 1, changes: { text: 'Nuevo diseño' } });
    expect((await session.save({ subject: 'x' })).content).toBe('{"format":"email-blocks","version":1,"blocks":[{"id":1,"kind":"text","text":"Nuevo diseño","style":"paragraph","align":"left"}]}');
  });

  it('stops telling listeners once closed', async () => {
    const session = await open(blockDesign);
    const listener = vi.fn();
    session.subscribe(listener);
    session.close();
    session.edit({ type: 'add', kind: 'spacer' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('fails to open as the fault switch asks (no server)', async () => {
    const storage = new MemoryStorage();
    storage.set(DEMO_FAULTS_KEY, JSON.stringify({ [DEMO_FAULT.emailDesignerOpen]: -1 }));
    const db = new DemoDatabase({ storage, clock: new ManualClock(CONTRACT_NOW), latencyMs: 0 });
    const designer = demoPort<EmailDesigner>({ db, service: 'emailDesigner', methods: EmailDesignerMethods, load: () => new InMemoryEmailDesigner() });
    expect(await failure(designer.open(request(blockDesign)))).toEqual({ kind: 'network', status: -1 });
  });
});

describe('BeefreeEmailDesigner', () => {
  const world = useFakeApi();
  beforeEach(() => world().fake.server.use(...fakeTemplateHandlers(world().clock)));

  it('GETs the editor token from the campaign service with the identity headers and starts the editor with it', async () => {
    await beefree().open(request(beefreeDesign));
    const calls = world().fake.requestsTo('/api/v1/campaign/get_beeFree');
    expect(calls.map((call) => `${call.method} ${call.url.origin}${call.url.pathname}`)).toEqual(['GET http://campaigns.test/api/v1/campaign/get_beeFree']);
    expect({ eid: calls[0]?.headers.eid, uid: calls[0]?.headers.uid, token: calls[0]?.headers.token }).toEqual({ eid: '-1', uid: '1', token: 'backoffice-token' });
    expect(FakeBeefree.instances[0]?.token).toEqual(FAKE_BEEFREE_TOKEN);
  });

  it('reads an enveloped token too', async () => {
    world().fake.server.use(documentedHandler('emailDesigner.token', FAKE_TEMPLATE_URLS.campaigns, () => HttpResponse.json({ success: true, data: { access_token: 'enveloped' } })));
    await beefree().open(request(beefreeDesign));
    expect(FakeBeefree.instances[0]?.token).toEqual({ access_token: 'enveloped', v2: true });
  });

  it('starts in the container, in the interface language, from the stored page or a blank one', async () => {
    await beefree().open(request(beefreeDesign, { containerId: 'box', language: 'en' }));
    expect(FakeBeefree.instances[0]?.config).toMatchObject({ container: 'box', language: 'en-US' });
    expect(FakeBeefree.instances[0]?.template).toEqual({ page: { rows: [{ id: 'r1' }] } });
    await beefree().open(request(blockDesign));
    expect(FakeBeefree.instances[1]?.config?.language).toBe('es-ES');
    expect(FakeBeefree.instances[1]?.template).toBe(BEEFREE_BLANK_TEMPLATE);
    await beefree().open(request({ content: '', html: '' }));
    expect(FakeBeefree.instances[2]?.template).toBe(BEEFREE_BLANK_TEMPLATE);
  });

  it('starts an empty email header 500 px wide, with one row of one column (spec 2 §2)', async () => {
    await beefree().open({ ...request({ content: '', html: '' }), blank: 'header' });
    const template = FakeBeefree.instances[0]?.template as typeof BEEFREE_BLANK_HEADER;
    expect(template).toBe(BEEFREE_BLANK_HEADER);
    expect(template.page.body.content.computedStyle.messageWidth).toBe('500px');
    expect(template.page.rows.map((row) => row.columns.length)).toEqual([1]);
    // A stored header opens as it was.
    await beefree().open({ ...request(beefreeDesign), blank: 'header' });
    expect(FakeBeefree.instances[1]?.template).toEqual({ page: { rows: [{ id: 'r1' }] } });
  });

  it('takes the saved design from the onSave callback too', async () => {
    FakeBeefree.saveBy = 'callback';
    const session = await beefree().open(request(beefreeDesign));
    expect(await session.save({ subject: 'x' })).toEqual(beefreeDesign);
  });

  it('gives up saving after the time-out', async () => {
    FakeBeefree.saveBy = 'never';
    const session = await beefree({ saveTimeoutMs: 20 }).open(request(beefreeDesign));
    expect(await failure(session.save({ subject: 'x' }))).toEqual({ kind: 'timeout', status: -1 });
  });

  it('reports an editor error while saving', async () => {
    FakeBeefree.saveBy = 'never';
    const session = await beefree().open(request(beefreeDesign));
    const saving = session.save({ subject: 'x' });
    FakeBeefree.instances[0]?.config?.onError({ code: 5000 });
    expect(await failure(saving)).toEqual({ kind: 'http', status: -1 });
  });

  it('fails with a time-out when the editor never starts (offline, start() never settles)', async () => {
    FakeBeefree.behaviour = 'hangs';
    expect(await failure(beefree({ startTimeoutMs: 30 }).open(request(beefreeDesign)))).toEqual({ kind: 'timeout', status: -1 });
  });

  it('fails at once when the wrapper reports that the editor script is not reachable', async () => {
    FakeBeefree.behaviour = 'hangs';
    const events = new EventTarget();
    const opening = beefree({ events, startTimeoutMs: 60_000 }).open(request(beefreeDesign));
    await vi.waitFor(() => expect(FakeBeefree.instances).toHaveLength(1));
    const unrelated = Object.assign(new Event('error', { cancelable: true }), { message: 'something else' });
    events.dispatchEvent(unrelated);
    const event = Object.assign(new Event('error', { cancelable: true }), { message: 'Uncaught Error: BeePlugin.js is not reachable' });
    events.dispatchEvent(event);
    expect(await failure(opening)).toEqual({ kind: 'network', status: -1 });
    expect(event.defaultPrevented).toBe(true);
    expect(unrelated.defaultPrevented).toBe(false);
  });

  it('fails as unreachable when the wrapper cannot be loaded or the editor refuses to start', async () => {
    expect(await failure(beefree({ load: () => Promise.reject(new Error('chunk failed')) }).open(request(beefreeDesign)))).toEqual({ kind: 'network', status: -1 });
    FakeBeefree.behaviour = 'fails';
    expect(await failure(beefree().open(request(beefreeDesign)))).toEqual({ kind: 'network', status: -1 });
  });

  it('fails as the token call does', async () => {
    world().fake.server.use(documentedHandler('emailDesigner.token', FAKE_TEMPLATE_URLS.campaigns, () => HttpResponse.json({ success: false, message: 'Sin licencia' }, { status: 403 })));
    expect(await failure(beefree().open(request(beefreeDesign)))).toEqual({ kind: 'forbidden', status: 403 });
    expect(FakeBeefree.instances).toHaveLength(0);
  });
});
