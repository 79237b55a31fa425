import { http, HttpResponse, delay } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NO_URL_MESSAGE } from '@domain/shared-kernel';
import { HttpClient, MAX_RETRY_AFTER_MS, envelope, retryAfterMs } from '@adapters/shared';
import { CONTRACT_NOW, useFakeApi } from '../../support/contract';
import { FAKE_URLS } from '../../support/fake-api';
import { aBackofficeSession, aPharmacy, aPharmacySession, aUser, theBackofficeEntity } from '../../support/builders/session.builder';
import { apiErrorOf, failure } from '../../support/failure';

const answer = envelope(v.object({ value: v.number() }));

describe('HttpClient', () => {
  const world = useFakeApi({ documented: false });

  it('sends eid, uid and token of the signed-in pharmacist', async () => {
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/probe`, () => HttpResponse.json({ success: true, data: { value: 1 } })));
    world().signIn(aPharmacySession({ user: aUser({ uid: 2 }), entity: aPharmacy({ eid: 500 }), token: 'tok-2' }));
    await world().http.send({ method: 'GET', path: '/api/probe', schema: answer });
    const [call] = world().fake.requestsTo('/api/probe');
    expect({ eid: call?.headers.eid, uid: call?.headers.uid, token: call?.headers.token }).toEqual({ eid: '500', uid: '2', token: 'tok-2' });
  });

  it('sends the back-office token with the selected pharmacy after a swap', async () => {
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/probe`, () => HttpResponse.json({ success: true, data: { value: 1 } })));
    world().signIn(aBackofficeSession({ entity: aPharmacy({ eid: 512 }), token: 'entity-token', backoffice: { token: 'bo-token', expiresAt: 2_000_000_000_000, entity: theBackofficeEntity() } }));
    await world().http.send({ method: 'GET', path: '/api/probe', schema: answer });
    const [call] = world().fake.requestsTo('/api/probe');
    expect({ eid: call?.headers.eid, uid: call?.headers.uid, token: call?.headers.token }).toEqual({ eid: '512', uid: '1', token: 'bo-token' });
  });

  it('sends the pharmacy a call names in the eid header instead of the session’s, with the session’s uid and token', async () => {
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/probe`, () => HttpResponse.json({ success: true, data: { value: 1 } })));
    world().signIn(aPharmacySession({ user: aUser({ uid: 2 }), entity: aPharmacy({ eid: 500 }), token: 'tok-2' }));
    await world().http.send({ method: 'GET', path: '/api/probe', entity: 512, schema: answer });
    await world().http.send({ method: 'GET', path: '/api/probe', entity: 512, identity: 'none', schema: answer });
    const [call, anonymous] = world().fake.requestsTo('/api/probe');
    expect({ eid: call?.headers.eid, uid: call?.headers.uid, token: call?.headers.token }).toEqual({ eid: '512', uid: '2', token: 'tok-2' });
    expect({ eid: anonymous?.headers.eid, token: anonymous?.headers.token }).toEqual({ eid: undefined, token: undefined });
  });

  it('returns the envelope data checked against the schema, with query parameters in the address', async () => {
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/probe`, () => HttpResponse.json({ success: true, data: { value: 42 } })));
    expect(await world().http.send({ method: 'GET', path: '/api/probe', query: { a: 1, b: 'x y', skipped: undefined }, schema: answer })).toEqual({ value: 42 });
    expect(world().fake.requestsTo('/api/probe')[0]?.url.search).toBe('?a=1&b=x+y');
  });

  it('turns a success:false answer into the server message', async () => {
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/probe`, () => HttpResponse.json({ success: false, message: 'La farmacia no existe' })));
    expect(await failure(world().http.send({ method: 'GET', path: '/api/probe', schema: answer }), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'La farmacia no existe' });
  });

  it.each([
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [500, 'http'],
    [401, 'session-expired'],
    [429, 'rate-limited'],
  ] as const)('types status %i as %s', async (status, kind) => {
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/probe`, () => HttpResponse.json({ message: 'x' }, { status })));
    expect(await failure(world().http.send({ method: 'GET', path: '/api/probe', schema: answer }))).toEqual({ kind, status });
  });

  it('reports no server as status -1', async () => {
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/probe`, () => HttpResponse.error()));
    expect(await failure(world().http.send({ method: 'GET', path: '/api/probe', schema: answer }))).toEqual({ kind: 'network', status: -1 });
  });

  it('gives up after the time-out with status -1', async () => {
    world().fake.server.use(
      http.get(`${FAKE_URLS.api}/api/probe`, async () => {
        await delay(500);
        return HttpResponse.json({ success: true, data: { value: 1 } });
      }),
    );
    expect(await failure(world().http.send({ method: 'GET', path: '/api/probe', schema: answer, timeoutMs: 50 }))).toEqual({ kind: 'timeout', status: -1 });
  });

  it('rejects an answer of the wrong shape and one that is not JSON', async () => {
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/probe`, () => HttpResponse.json({ success: true, data: { value: 'many' } })));
    expect((await apiErrorOf(world().http.send({ method: 'GET', path: '/api/probe', schema: answer }))).kind).toBe('bad-response');
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/probe`, () => HttpResponse.text('<html>proxy error</html>')));
    expect((await apiErrorOf(world().http.send({ method: 'GET', path: '/api/probe', schema: answer }))).kind).toBe('bad-response');
  });

  it("fails a call to a service without URL with 404 'No URL setted', without a request", async () => {
    const client = new HttpClient({ urls: { api: FAKE_URLS.api }, identity: () => undefined });
    const error = await apiErrorOf(client.send({ service: 'campaigns', method: 'GET', path: '/x' }));
    expect({ kind: error.kind, status: error.status, message: error.message }).toEqual({ kind: 'no-url', status: 404, message: NO_URL_MESSAGE });
    expect(NO_URL_MESSAGE).toBe('No URL setted');
    expect(world().fake.requests).toEqual([]);
  });

  it('refuses to call with an expired session and sends nothing', async () => {
    world().signIn(aPharmacySession({ expiresAt: CONTRACT_NOW - 1 }));
    expect(await failure(world().http.send({ method: 'GET', path: '/api/probe', schema: answer }))).toEqual({ kind: 'session-expired', status: 401 });
    expect(world().fake.requests).toEqual([]);
  });

  it('refuses, when identity is required, a call made after signing out, and sends nothing', async () => {
    let signedIn = true;
    const session = aPharmacySession({ token: 'tok-2' });
    const client = new HttpClient({ urls: { api: FAKE_URLS.api }, requireIdentity: true, identity: () => (signedIn ? { eid: 500, uid: session.user.uid, token: session.token } : undefined) });
    world().fake.server.use(http.put(`${FAKE_URLS.api}/api/probe`, () => HttpResponse.json({ success: true, data: { value: 1 } })));
    await client.send({ method: 'PUT', path: '/api/probe', body: { name: 'a' }, schema: answer });
    signedIn = false;
    expect(await failure(client.send({ method: 'PUT', path: '/api/probe', body: { name: 'b' }, schema: answer }))).toEqual({ kind: 'session-expired', status: 401 });
    expect(world().fake.requestsTo('/api/probe')).toHaveLength(1);
    // Calls that carry no identity (login, version) still go.
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/open`, () => HttpResponse.json({ success: true, data: { value: 2 } })));
    expect(await client.send({ method: 'GET', path: '/api/open', identity: 'none', schema: answer })).toEqual({ value: 2 });
  });

  it('sends JSON bodies with their content type and reads binary answers', async () => {
    world().fake.server.use(http.post(`${FAKE_URLS.api}/api/blob`, () => HttpResponse.arrayBuffer(new Uint8Array([80, 75, 3, 4]).buffer)));
    const bytes = await world().http.send<ArrayBuffer>({ method: 'POST', path: '/api/blob', body: { a: 'ñ' }, response: 'arraybuffer' });
    expect([...new Uint8Array(bytes)]).toEqual([80, 75, 3, 4]);
    const [call] = world().fake.requestsTo('/api/blob');
    expect(call?.body).toEqual({ a: 'ñ' });
    expect(call?.headers['content-type']).toBe('application/json');
  });

  describe('a call refused with 429 Too Many Requests', () => {
    function clientThatWaits() {
      const waits: number[] = [];
      const client = new HttpClient({
        urls: { api: FAKE_URLS.api },
        identity: () => undefined,
        now: () => Date.UTC(2026, 10, 21, 9),
        sleep: (ms) => {
          waits.push(ms);
          return Promise.resolve();
        },
      });
      return { client, waits };
    }

    it('is sent again once the wait Retry-After asks for is over, and its answer is returned', async () => {
      let calls = 0;
      world().fake.server.use(
        http.put(`${FAKE_URLS.api}/api/probe`, () => {
          calls += 1;
          return calls === 1 ? HttpResponse.json({ message: 'despacio' }, { status: 429, headers: { 'Retry-After': '3' } }) : HttpResponse.json({ success: true, data: { value: 7 } });
        }),
      );
      const { client, waits } = clientThatWaits();
      expect(await client.send({ method: 'PUT', path: '/api/probe', body: { name: 'ñ' }, schema: answer })).toEqual({ value: 7 });
      expect(waits).toEqual([3000]);
      const requests = world().fake.requestsTo('/api/probe');
      expect(requests.map((request) => request.body)).toEqual([{ name: 'ñ' }, { name: 'ñ' }]);
    });

    it('gives up after two more tries, telling how long the server asked to wait', async () => {
      world().fake.server.use(http.get(`${FAKE_URLS.api}/api/probe`, () => HttpResponse.json({ message: 'despacio' }, { status: 429, headers: { 'Retry-After': 'Sat, 21 Nov 2026 09:00:05 GMT' } })));
      const { client, waits } = clientThatWaits();
      const error = await apiErrorOf(client.send({ method: 'GET', path: '/api/probe', schema: answer }));
      expect({ kind: error.kind, status: error.status, retryAfterMs: error.retryAfterMs }).toEqual({ kind: 'rate-limited', status: 429, retryAfterMs: 5000 });
      expect(waits).toEqual([5000, 5000]);
      expect(world().fake.requestsTo('/api/probe')).toHaveLength(3);
    });

    it('does not wait for a long Retry-After: the call fails at once with it', async () => {
      world().fake.server.use(http.get(`${FAKE_URLS.api}/api/probe`, () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': String(MAX_RETRY_AFTER_MS / 1000 + 1) } })));
      const { client, waits } = clientThatWaits();
      const error = await apiErrorOf(client.send({ method: 'GET', path: '/api/probe', schema: answer }));
      expect({ kind: error.kind, retryAfterMs: error.retryAfterMs }).toEqual({ kind: 'rate-limited', retryAfterMs: MAX_RETRY_AFTER_MS + 1000 });
      expect(waits).toEqual([]);
      expect(world().fake.requestsTo('/api/probe')).toHaveLength(1);
    });

    it('reads Retry-After as seconds or as a date, and nothing else', () => {
      const now = Date.UTC(2026, 10, 21, 9);
      expect(retryAfterMs('120', now)).toBe(120_000);
      expect(retryAfterMs(' 0 ', now)).toBe(0);
      expect(retryAfterMs('Sat, 21 Nov 2026 09:01:00 GMT', now)).toBe(60_000);
      expect(retryAfterMs('Sat, 21 Nov 2026 08:00:00 GMT', now)).toBe(0);
      expect(retryAfterMs('pronto', now)).toBeUndefined();
      expect(retryAfterMs('-5', now)).toBeUndefined();
      expect(retryAfterMs(null, now)).toBeUndefined();
    });
  });
});
