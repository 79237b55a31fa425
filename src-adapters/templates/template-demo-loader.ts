import type { DemoDatabase } from '@adapters/demo';
import type { TemplateDemoStore } from './template-demo-store';

const stores = new WeakMap<DemoDatabase, TemplateDemoStore>();

/**
 * The demo server of the templates context over `db`, its code and data loaded on first use so the demo
 * templates travel with the screens that show them rather than with the first page.
 */
export async function loadTemplateDemo(db: DemoDatabase): Promise<TemplateDemoStore> {
  const known = stores.get(db);
  if (known !== undefined) return known;
  const { TemplateDemoStore } = await import('./template-demo-store');
  const store = stores.get(db) ?? new TemplateDemoStore(db);
  stores.set(db, store);
  return store;
}
