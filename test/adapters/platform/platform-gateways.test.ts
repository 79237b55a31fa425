import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '@domain/shared-kernel';
import { HttpFrontVersionGateway, HttpServerInfoGateway, InMemoryServerInfoGateway } from '@adapters/platform';
import { useFakeApi } from '../../support/contract';
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
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/v1/server/info`, () => HttpResponse.json({ success: true, data: { execution_mode: 'preproduction' } })));
    expect(await new HttpServerInfoGateway(world().http).executionMode()).toBe('preproduction');
  });

  it('fails when the server is down, so the shell falls back to production', async () => {
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/v1/server/info`, () => HttpResponse.error()));
    const error: unknown = await new HttpServerInfoGateway(world().http).executionMode().catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(-1);
  });

  it('reports the configured mode in the memory profile', async () => {
    expect(await new InMemoryServerInfoGateway('development').executionMode()).toBe('development');
  });
});

describe('FrontVersionGateway', () => {
  const world = useFakeApi();

  it('GETs version.json next to the application with a cache-busting t and reads app_version', async () => {
    world().fake.frontVersion = '3.1.0';
    const gateway = new HttpFrontVersionGateway(world().http, () => 1_700_000_000_000);
    expect(await gateway.deployedVersion()).toBe('3.1.0');
    const [call] = world().fake.requestsTo('/app/version.json');
    expect(call?.url.searchParams.get('t')).toBe('1700000000000');
    expect(call?.headers.token).toBeUndefined();
  });

  it('rejects an answer without a version', async () => {
    world().fake.server.use(http.get(`${FAKE_URLS.frontVersion}/version.json`, () => HttpResponse.json({ app_version: '  ' })));
    const error: unknown = await new HttpFrontVersionGateway(world().http, () => 1).deployedVersion().catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind).toBe('bad-response');
  });
});
