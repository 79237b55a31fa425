import { describe, expect, it, vi } from 'vitest';
import { MemoryOverlayStore } from '@adapters/demo';
import { ManualClock, MemoryStorage } from '@adapters/shared';
import { createAppContainer } from '@app/composition/container';
import { loadProfile } from '@app/composition/profile';
import { resolveUiServices } from '@app/composition/ui-services';
import { readConfiguration } from '@app/config';
import { CONTEXTS } from '@app/contexts/registry';
import { sessionContext } from '@app/contexts/session.context';

async function composed() {
  const configuration = readConfiguration({ VITE_DEMO_LATENCY_MS: '0' }, '1.0.0-test');
  const profile = await loadProfile(configuration.profile);
  const container = createAppContainer(configuration, { local: new MemoryStorage(), tab: new MemoryStorage(), clock: new ManualClock(0), fetch: () => Promise.reject(new TypeError('offline')), demoOverlay: new MemoryOverlayStore({ persistent: true }) }, profile);
  const get = vi.spyOn(container, 'get');
  const services = resolveUiServices(container, profile);
  return { services, requested: () => get.mock.calls.map(([token]) => token) };
}

describe('the UI services object', () => {
  it('resolves a context service from the container when it is first read, once', async () => {
    const { services, requested } = await composed();
    const sessionToken = sessionContext.useCases?.session.token;
    expect(sessionToken).toBeDefined();
    expect(requested()).not.toContain(sessionToken);

    const session = services.session;
    expect(services.session).toBe(session);
    expect(requested().filter((token) => token === sessionToken)).toHaveLength(1);
  });

  it('offers every service a context declares, each one resolved', async () => {
    const { services } = await composed();
    const names = CONTEXTS.flatMap((context) => [...Object.keys(context.ports), ...Object.keys(context.useCases ?? {})]);
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect((services as unknown as Record<string, unknown>)[name], name).toBeDefined();
  });
});
