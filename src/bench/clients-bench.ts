import { EMPTY_SEGMENTATION_FILTERS, type ClientQuery } from '@domain/segmentation';
import type { PageRequest } from '@domain/shared-kernel';
import { DemoDatabase, MAIN_DEMO_EID, MemoryOverlayStore } from '@adapters/demo';
import { InMemoryClientDirectory, sharedClientQueryRunner } from '@adapters/segmentation';
import { MemoryStorage, systemClock } from '@adapters/shared';

/**
 * The benchmark's page of the demo client search (built alone, only for `npm run bench`: in the
 * application's build it would share the entry's file and start the application beside the queries):
 * the memory profile's client directory of the main demo pharmacy, without the simulated latency, asked
 * for the first page of a filtered, sorted query. It reports, on `window.__clientBench`, the first
 * query (the worker, started with the directory as the memory profile starts it, and the generation of
 * the 20,000 clients included), the median of later queries with other filters and sorts, and when the
 * first query was asked (the page's own loading, before it, is not the search's).
 */
const QUERIES: readonly PageRequest<ClientQuery>[] = [
  {
    page: 1,
    size: 50,
    sort: { column: 'name', direction: 'asc' },
    filters: { filters: { ...EMPTY_SEGMENTATION_FILTERS, genre: { male: false, female: true, unregistered: false }, age: { ...EMPTY_SEGMENTATION_FILTERS.age, moreThan: 40 } }, search: '' },
  },
  {
    page: 1,
    size: 50,
    sort: { column: 'email', direction: 'desc' },
    filters: { filters: { ...EMPTY_SEGMENTATION_FILTERS, productFamilies: ['100'], expense: { min: 50, max: null } }, search: '' },
  },
  {
    page: 1,
    size: 50,
    sort: { column: 'phone', direction: 'asc' },
    filters: { filters: { ...EMPTY_SEGMENTATION_FILTERS, saleDate: { from: '2026-01-01', until: null }, brands: ['3', '7'] }, search: 'mar' },
  },
  {
    page: 1,
    size: 50,
    sort: { column: 'loyalty', direction: 'desc' },
    filters: { filters: { ...EMPTY_SEGMENTATION_FILTERS, loyalty: { ...EMPTY_SEGMENTATION_FILTERS.loyalty, withCard: true, moreThan: 500 } }, search: '' },
  },
];

declare global {
  interface Window {
    __clientBench?: { firstQueryMs: number; laterQueryMs: number[]; total: number; queriesFrom: number } | { error: string };
  }
}

async function run(): Promise<void> {
  const db = new DemoDatabase({ storage: new MemoryStorage(), clock: systemClock, latencyMs: 0, overlay: new MemoryOverlayStore({ persistent: true }) });
  await db.ready();
  // Built as the memory profile builds it (`src/contexts/segmentation.context.ts`): the worker starts
  // with the directory, before the screen's first query.
  const clients = new InMemoryClientDirectory({ db, clock: systemClock, runner: sharedClientQueryRunner() });
  const timed = async (request: PageRequest<ClientQuery>) => {
    const start = performance.now();
    const page = await clients.searchClients(MAIN_DEMO_EID, request);
    return { ms: performance.now() - start, total: page.total };
  };
  const [first, ...rest] = QUERIES;
  if (first === undefined) return;
  const queriesFrom = performance.now();
  const firstRun = await timed(first);
  const later: number[] = [];
  for (const request of rest) later.push((await timed(request)).ms);
  window.__clientBench = { firstQueryMs: firstRun.ms, laterQueryMs: later, total: firstRun.total, queriesFrom };
  document.getElementById('status')!.textContent = 'Hecho';
}

run().catch((error: unknown) => {
  window.__clientBench = { error: error instanceof Error ? error.message : String(error) };
});
