import type { DemoDatabase } from '@adapters/demo';
import type { DemoClientCount } from '@adapters/campaigns';

/**
 * How many of a pharmacy's demo clients pass a segmentation's filters, by the segmentation's own count
 * (`countDemoClients`): the campaigns' audiences and reports read it, so a segment reaches in the
 * wizard what the segmentation screen shows for it. Its code is loaded on the first count.
 */
export function demoClientCount(db: DemoDatabase): DemoClientCount {
  return async (eid, filters) => (await import('@adapters/segmentation')).countDemoClients(db)(eid, filters);
}
