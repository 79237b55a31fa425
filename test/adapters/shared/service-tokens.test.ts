import { http, HttpResponse, delay } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MemoryStorage, ServiceTokens, sendExternal, type LockManagerLike } from '@adapters/shared';
import { useFakeApi } from '../../support/contract';
import { FAKE_URLS } from '../../support/fake-api';
import { aPharmacySession } from '../../support/builders/session.builder';

/** A lock manager shared by several "tabs": callbacks of one name run one after another. */
function sharedLocks(): LockManagerLike {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = queues.get(name) ?? Promise.resolve();
      const next = previous.then(callback, callback);
      queues.set(name, next.catch(() => undefined));
      return next;
    },
  };
}

describe('ServiceTokens', () => {
  const world = useFakeApi({ documented: false });

  it('GETs /api/v1/tokens/{apiName} with the identity headers and keeps url and token with an expiry from ttl seconds', async () => {
    world().signIn(aPharmacySession({ token: 'user-token' }));
    const tokens = new ServiceTokens({ http: world().http, storage: new MemoryStorage(), clock: world().clock });
    const token = await tokens.get('jobs');
    expect(token).toEqual({ url: `${FAKE_URLS.jobs}/jobs`, token: 'ext-jobs-1', expiresAt: world().clock.now() + 3_600_000 });
    const calls = world().fake.requestsTo('/api/v1/tokens/jobs');
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    expect(calls[0]?.headers.token).toBe('user-token');
  });

  it('reuses a token until fewer than 60 s remain, then fetches a new one', async () => {
    const tokens = new ServiceTokens({ http: world().http, storage: new MemoryStorage(), clock: world().clock });
    await tokens.get('reports');
    world().clock.advance(3_600_000 - 60_001);
    await tokens.get('reports');
    expect(world().fake.requestsTo('/api/v1/tokens/reports')).toHaveLength(1);
    world().clock.advance(2);
    await tokens.get('reports');
    expect(world().fake.requestsTo('/api/v1/tokens/reports')).toHaveLength(2);
  });

  it('refreshes once for simultaneous callers in a tab', async () => {
    world().fake.server.use(
      http.get(`${FAKE_URLS.api}/api/v1/tokens/:api`, async () => {
        await delay(30);
        return HttpResponse.json({ url: FAKE_URLS.jobs, token: 'slow', ttl: 600 });
      }),
    );
    const tokens = new ServiceTokens({ http: world().http, storage: new MemoryStorage(), clock: world().clock });
    const results = await Promise.all([tokens.get('crm'), tokens.get('crm'), tokens.get('crm')]);
    expect(results.map((result) => result.token)).toEqual(['slow', 'slow', 'slow']);
    expect(world().fake.requestsTo('/api/v1/tokens/crm')).toHaveLength(1);
  });

  it('refreshes once across tabs sharing storage and locks: the second tab adopts the first tab’s token', async () => {
    world().fake.server.use(
      http.get(`${FAKE_URLS.api}/api/v1/tokens/:api`, async () => {
        await delay(30);
        return HttpResponse.json({ url: FAKE_URLS.jobs, token: 'from-first-tab', ttl: 600 });
      }),
    );
    const storage = new MemoryStorage();
    const locks = sharedLocks();
    const firstTab = new ServiceTokens({ http: world().http, storage, clock: world().clock, locks });
    const secondTab = new ServiceTokens({ http: world().http, storage, clock: world().clock, locks });
    const [first, second] = await Promise.all([firstTab.get('segmentations'), secondTab.get('segmentations')]);
    expect([first.token, second.token]).toEqual(['from-first-tab', 'from-first-tab']);
    expect(world().fake.requestsTo('/api/v1/tokens/segmentations')).toHaveLength(1);
  });

  it('replaces a damaged stored token', async () => {
    const storage = new MemoryStorage();
    storage.set('backoffice.session.service-token.jobs', '{not json');
    const tokens = new ServiceTokens({ http: world().http, storage, clock: world().clock });
    expect((await tokens.get('jobs')).token).toBe('ext-jobs-1');
  });

  it('calls an external service at the token’s url with the token in x-access-token', async () => {
    world().fake.server.use(http.get(`${FAKE_URLS.jobs}/jobs/api/v1/jobs`, () => HttpResponse.json({ items: [1, 2] })));
    const tokens = new ServiceTokens({ http: world().http, storage: new MemoryStorage(), clock: world().clock });
    const answer = await sendExternal({ http: world().http, tokens }, 'jobs', { method: 'GET', path: '/api/v1/jobs', schema: v.object({ items: v.array(v.number()) }) });
    expect(answer).toEqual({ items: [1, 2] });
    const [call] = world().fake.requestsTo('/jobs/api/v1/jobs');
    expect(call?.headers['x-access-token']).toBe('ext-jobs-1');
  });
});
