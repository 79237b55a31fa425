import type { DemoDatabase } from '@adapters/demo';
import { TemplateDemoStore } from './template-demo-store';

const stores = new WeakMap<DemoDatabase, TemplateDemoStore>();

/**
 * The demo server of the templates context over `db`, created on first use; the module itself travels
 * with the screens that show templates, as every screen adapter is loaded lazily (ADR 14).
 */
export function loadTemplateDemo(db: DemoDatabase): Promise<TemplateDemoStore> {
  let store = stores.get(db);
  if (store === undefined) {
    store = new TemplateDemoStore(db);
    stores.set(db, store);
  }
  return Promise.resolve(store);
}
