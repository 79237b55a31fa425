import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS, isBackofficeUser, type Session, type SessionGateway } from '@domain/session';
import { DEMO_EMBEDDED_TOKEN } from '@adapters/demo';
import { HttpSessionGateway, InMemorySessionGateway } from '@adapters/session';
import { http, HttpResponse } from 'msw';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { FAKE_URLS } from '../../support/fake-api';
import { failure } from '../../support/failure';

describeContract<SessionGateway>(
  'SessionGateway',
  { memory: ({ db, clock }) => new InMemorySessionGateway({ db, clock }), http: ({ http }) => new HttpSessionGateway(http) },
  (world) => {
    it('signs the pharmacist of entity 500 in with every right and a token that lasts the session', async () => {
      const session = await world().port.login('farmacia', 'demo');
      expect(session.user).toMatchObject({ uid: 2, username: 'farmacia', name: 'Carmen Llorente', lang: 'es', owner: 'provider' });
      expect(session.user.rights).toEqual({ campaigns: 2, segments: 2, clients: 2, dashboard: 2, entity_dashboard: 2 });
      expect(session.entity?.eid).toBe(500);
      expect(session.entity?.rights.module_segments_active).toBeTruthy();
      expect(session.entity?.rights.module_loyalty_active).toBeTruthy();
      expect(session.token).not.toBe('');
      expect(session.expiresAt).toBe(CONTRACT_NOW + SESSION_TTL_MS);
    });

    it('signs the back-office user in as entity -1', async () => {
      const session = await world().port.login('backoffice', 'demo');
      expect(session.entity?.eid).toBe(-1);
      expect(isBackofficeUser(session)).toBe(true);
    });

    it('refuses a wrong password or an unknown user as forbidden', async () => {
      expect(await failure(world().port.login('farmacia', 'wrong'))).toEqual({ kind: 'forbidden', status: 403 });
      expect(await failure(world().port.login('nobody', 'demo'))).toEqual({ kind: 'forbidden', status: 403 });
    });

    it('accepts the demo token for the embedded login of a user of that entity', async () => {
      const session = await world().port.embeddedLogin(DEMO_EMBEDDED_TOKEN, 2, 500);
      expect(session.user.uid).toBe(2);
      expect(session.entity?.eid).toBe(500);
      expect(await failure(world().port.embeddedLogin('other-token', 2, 500))).toEqual({ kind: 'forbidden', status: 403 });
      expect(await failure(world().port.embeddedLogin(DEMO_EMBEDDED_TOKEN, 2, 512))).toEqual({ kind: 'forbidden', status: 403 });
    });

    it('accepts the demo token for the token-only embedded login', async () => {
      const session = await world().port.tokenLogin(DEMO_EMBEDDED_TOKEN);
      expect(session.entity?.eid).toBe(500);
      expect(await failure(world().port.tokenLogin('nope'))).toEqual({ kind: 'forbidden', status: 403 });
    });

    it('grants the back-office user any pharmacy, with that pharmacy as the entity', async () => {
      const backoffice = await world().port.login('backoffice', 'demo');
      world().signIn(backoffice);
      const grant = await world().port.entityLogin(512, backoffice);
      const pharmacy = world().data.pharmacies.find((candidate) => candidate.eid === 512);
      expect(grant.entity).toEqual({ eid: 512, name: pharmacy?.name, erp: pharmacy?.erp, isDemo: false, rights: pharmacy?.rights });
      expect(grant.token).not.toBe(backoffice.token);
      expect(grant.expiresAt).toBeGreaterThan(CONTRACT_NOW);
      expect(grant.dsToken).toMatch(/\S/);
      expect(grant.dsToken).not.toBe(backoffice.dsToken);
    });

    it("gives the session the digital-services API's own token, not the main API's", async () => {
      const session = await world().port.login('farmacia', 'demo');
      expect(session.dsToken).toMatch(/\S/);
      expect(session.dsToken).not.toBe(session.token);
    });

    it('refuses a pharmacy swap to a pharmacist', async () => {
      const pharmacist: Session = await world().port.login('farmacia', 'demo');
      world().signIn(pharmacist);
      expect(await failure(world().port.entityLogin(512, pharmacist))).toEqual({ kind: 'forbidden', status: 403 });
    });
  },
);

describe('HttpSessionGateway wire format', () => {
  const world = useFakeApi();

  it('POSTs user and password to /api/v1/login/user without identity headers', async () => {
    await new HttpSessionGateway(world().http).login('farmacia', 'demo');
    const calls = world().fake.requestsTo('/api/v1/login/user');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ user: 'farmacia', password: 'demo' });
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.headers.token).toBeUndefined();
    expect(calls[0]?.headers.eid).toBeUndefined();
  });

  it('GETs the embedded login with token, uid and eid in the path', async () => {
    await new HttpSessionGateway(world().http).embeddedLogin('demo-token', 2, 500);
    expect(world().fake.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(['GET /api/v1/login/embedded/demo-token/uid/2/eid/500']);
  });

  it('POSTs the token-only embedded login to the auth service', async () => {
    await new HttpSessionGateway(world().http).tokenLogin('demo-token');
    expect(world().fake.requests.map((request) => `${request.method} ${request.url.origin}${request.url.pathname}`)).toEqual(['POST http://auth.test/login/embedded/demo-token']);
  });

  it('sends the back-office identity on the entity login', async () => {
    const gateway = new HttpSessionGateway(world().http);
    const backoffice = await gateway.login('backoffice', 'demo');
    await gateway.entityLogin(512, backoffice);
    const [call] = world().fake.requestsTo('/api/v1/login/eid/512');
    expect(call?.method).toBe('GET');
    expect({ eid: call?.headers.eid, uid: call?.headers.uid, token: call?.headers.token }).toEqual({ eid: '-1', uid: '1', token: backoffice.token });
  });

  it('reads the login answer whatever form the numbers come in', async () => {
    world().fake.server.use(
      http.post(`${FAKE_URLS.api}/api/v1/login/user`, () =>
        HttpResponse.json({ success: true, data: { user: { uid: '7', name: 'Ana' }, entity: { eid: '501', name: 'Farmacia X', isDemo: 'true', rights: { module_segments_active: 'true', crm: 1 } }, cfToken: { token: 't', ttl: '1800000000000' } } }),
      ),
    );
    const session = await new HttpSessionGateway(world().http).login('ana', 'x');
    expect(session).toEqual({
      user: { uid: 7, name: 'Ana', username: '', lang: 'es', rights: {}, owner: '' },
      entity: { eid: 501, name: 'Farmacia X', erp: '', isDemo: true, rights: { module_segments_active: 'true', crm: true } },
      token: 't',
      expiresAt: 1_800_000_000_000,
    });
  });

  it('reads the digital-services token given as a text or as an object with its token, and none when it is missing', async () => {
    const answers: unknown[] = ['ds-text', { token: 'ds-object', ttl: 1 }, undefined, null, ''];
    const read: (string | undefined)[] = [];
    for (const dsToken of answers) {
      world().fake.server.use(
        http.post(`${FAKE_URLS.api}/api/v1/login/user`, () => HttpResponse.json({ success: true, data: { user: { uid: 7, name: 'Ana' }, cfToken: { token: 't', ttl: 1_800_000_000_000 }, dsToken } })),
      );
      read.push((await new HttpSessionGateway(world().http).login('ana', 'x')).dsToken);
    }
    expect(read).toEqual(['ds-text', 'ds-object', undefined, undefined, undefined]);
  });

  it('rejects an answer without a token as a bad response', async () => {
    world().fake.server.use(http.post(`${FAKE_URLS.api}/api/v1/login/user`, () => HttpResponse.json({ success: true, data: { user: { uid: 7, name: 'Ana' } } })));
    expect(await failure(new HttpSessionGateway(world().http).login('ana', 'x'))).toEqual({ kind: 'bad-response', status: 200 });
  });
});
