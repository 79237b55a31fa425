import { describe, expect, it } from 'vitest';
import { utils, write } from '@e965/xlsx';
import { SpreadsheetReadFailure } from '@domain/client-files';
import { isApiError } from '@domain/shared-kernel';
import { DEMO_FAULTS_KEY, MemoryOverlayStore } from '@adapters/demo';
import { ManualClock, MemoryStorage } from '@adapters/shared';
import type { UiServices } from '@ui/index';
import { createAppContainer } from '@app/composition/container';
import { loadProfile } from '@app/composition/profile';
import { resolveUiServices } from '@app/composition/ui-services';
import { readConfiguration } from '@app/config';

async function servicesOf(env: Record<string, string>, local = new MemoryStorage()): Promise<UiServices> {
  const configuration = readConfiguration({ VITE_DEMO_LATENCY_MS: '0', ...env }, '1.0.0-test');
  const profile = await loadProfile(configuration.profile);
  const environment = { local, tab: new MemoryStorage(), clock: new ManualClock(Date.UTC(2026, 10, 21, 9)), fetch: () => Promise.reject(new TypeError('offline')), demoOverlay: new MemoryOverlayStore({ persistent: true }) };
  return resolveUiServices(createAppContainer(configuration, environment, profile), profile);
}

function clientFile(): Uint8Array {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['email', 'puntos'], ['ana@example.com', 7]]), 'Clientes');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('the client-files context', () => {
  it.each([
    ['memory', { VITE_ADAPTER_PROFILE: 'memory' }],
    ['http', { VITE_ADAPTER_PROFILE: 'http', VITE_API_URL: 'http://api.test' }],
  ])('gives the UI the spreadsheet reader as services.spreadsheets in the %s profile', async (_profile, env) => {
    const services = await servicesOf(env);
    expect(await services.spreadsheets.read(clientFile())).toEqual([
      ['email', 'puntos'],
      ['ana@example.com', 7],
    ]);
    const cancelled: unknown = await services.spreadsheets.read(clientFile(), { signal: AbortSignal.abort() }).catch((error: unknown) => error);
    expect(cancelled instanceof SpreadsheetReadFailure && cancelled.code).toBe('CANCELLED');
  });

  it("fails as the memory profile's fault switch says for spreadsheets.read", async () => {
    const local = new MemoryStorage();
    local.set(DEMO_FAULTS_KEY, JSON.stringify({ 'spreadsheets.read': 500 }));
    const services = await servicesOf({ VITE_ADAPTER_PROFILE: 'memory' }, local);
    const error: unknown = await services.spreadsheets.read(clientFile()).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(500);
  });
});
