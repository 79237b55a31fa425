import type { DemoDatabase } from '@adapters/demo';
import type { DemoClientCount } from '@adapters/campaigns';
import { countDemoClients } from '@adapters/segmentation';

/**
 * A demo adapter's options with the count of the data set's demo clients the composition root gives
 * it: the segmentation's own count, in the test's thread.
 */
export function withClients<T extends { readonly db: DemoDatabase }>(options: T): T & { readonly clients: DemoClientCount } {
  return { ...options, clients: countDemoClients(options.db) };
}
