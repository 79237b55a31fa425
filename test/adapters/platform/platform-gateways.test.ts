import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { readConfiguration } from '@app/config';
import { isApiError } from '@domain/shared-kernel';
import { HttpFrontVersionGateway, HttpServerInfoGateway, InMemoryServerInfoGateway } from '@adapters/platform';
import { HttpClient } from '@adapters/shared';
import { useFakeApi } from '../../support/contract';
import { documentedHandler } from '../../support/documented-path';
import { FAKE_URLS } from '../../support/fake-api';

describe('ServerInfoGateway', () => {
  const world = useFakeApi();

  it('reads execution_mode from GET /api/v1/server/info without identity', async () => {
    world().fake.executionMode = 'development';
    expect(await new HttpServerInfoGateway(world().http).executionMode()).toBe('development');
    const [call] = world().fake.requestsTo('/api/v1/server/info');
    expect(call?.method).toBe('GET');
    expect(call?.headers.token).toBeUndefined();
  });

  it('reads an enveloped answer too', async () => {
    world().fake.server.use(documentedHandler('platform.serverInfo', FAKE_URLS.api, () => HttpResponse.json({ success: true, data: { execution_mode: 'preproduction' } })));
    expect(await new HttpServerInfoGateway(world().http).executionMode()).toBe('preproduction');
  });

  it('fails when the server is down, so the shell falls back to production', async () => {
    world().fake.server.use(documentedHandler('platform.serverInfo', FAKE_URLS.api, () => HttpResponse.error()));
    const error: unknown = await new HttpServerInfoGateway(world().http).executionMode().catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(-1);
  });

  it('reports the configured mode in the memory profile', async () => {
    expect(await new InMemoryServerInfoGateway('development').executionMode()).toBe('development');
  });
});

describe('FrontVersionGateway', () => {
  const world = useFakeApi();

  it('GETs /app/version.json of the host, with a cache-busting t and no identity, and reads app_version', async () => {
    world().fake.frontVersion = '3.1.0';
    const gateway = new HttpFrontVersionGateway(world().http, () => 1_700_000_000_000);
    expect(await gateway.deployedVersion()).toBe('3.1.0');
    expect(world().fake.requests).toHaveLength(1);
    const [call] = world().fake.requests;
    expect(call?.method).toBe('GET');
    expect(`${call?.url.origin ?? ''}${call?.url.pathname ?? ''}`).toBe('http://front.test/app/version.json');
    expect([...(call?.url.searchParams.keys() ?? [])]).toEqual(['t']);
    expect(call?.url.searchParams.get('t')).toBe('1700000000000');
    expect([call?.headers.token, call?.headers.eid, call?.headers.uid]).toEqual([undefined, undefined, undefined]);
  });

  it('asks the page\'s own host for /app/version.json by default, wherever the page is served', async () => {
    const asked: string[] = [];
    const fetchVersion: typeof fetch = (input) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return Promise.resolve(Response.json({ app_version: '1.0.0' }));
    };
    const { urls } = readConfiguration({}, '1.0.0');
    const client = new HttpClient({ urls, identity: () => undefined, fetch: fetchVersion });
    vi.stubGlobal('location', { href: 'https://backoffice.example.com/panel/index.html#/app-h/dashboard' });
    try {
      expect(await new HttpFrontVersionGateway(client, () => 5).deployedVersion()).toBe('1.0.0');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(asked).toEqual(['https://backoffice.example.com/app/version.json?t=5']);
  });

  it('rejects an answer without a version', async () => {
    world().fake.server.use(documentedHandler('platform.frontVersion', FAKE_URLS.frontVersion, () => HttpResponse.json({ app_version: '  ' })));
    const error: unknown = await new HttpFrontVersionGateway(world().http, () => 1).deployedVersion().catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind).toBe('bad-response');
  });
});
