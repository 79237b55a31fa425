import type { DemoDatabase } from '@adapters/demo';
import type { DemoClientCount } from '@adapters/campaigns';
import { demoClientsOf } from './client-import';
import type { ClientQueryRunner } from './client-query-runner';
import { sharedClientQueryRunner } from './shared-client-query-runner';

/** The counts worked out per data set, by pharmacy, generation, imports and filters. */
const counted = new WeakMap<DemoDatabase, Map<string, Promise<number>>>();

/**
 * How many of pharmacy `eid`'s demo clients pass `filters`: the total of the segmentation screen's own
 * search (the same clients, imports included, and the same rules), so a segment reaches what the
 * segmentation shows for it. A pharmacy the data set lacks has none. Each count is worked out once per
 * data set, pharmacy, set of imports and filters (an import changes it), on first use: nothing is
 * counted at start-up.
 */
export function countDemoClients(db: DemoDatabase, runner: ClientQueryRunner = sharedClientQueryRunner()): DemoClientCount {
  return async (eid, filters) => {
    if (!db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid)) return 0;
    const clients = demoClientsOf(db, eid);
    const key = `${clients.seed}:${clients.anchor}:${clients.importVersion}:${JSON.stringify(filters)}`;
    let cache = counted.get(db);
    if (cache === undefined) {
      cache = new Map();
      counted.set(db, cache);
    }
    let count = cache.get(key);
    if (count === undefined) {
      count = runner.search({ ...clients, task: { kind: 'search', request: { page: 1, size: 1, filters: { filters, search: '' } } } }).then((page) => page.total);
      const entry = count;
      cache.set(key, entry);
      // A failed count is not kept: the next read asks again.
      entry.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
    }
    return count;
  };
}
