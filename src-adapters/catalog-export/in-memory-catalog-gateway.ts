import type { CatalogGateway, CatalogJob, CatalogOptions, DomainHealth, DomainSubscription } from '@domain/catalog-export';
import type { Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { CatalogDemoBackend } from './catalog-demo-backend';

/**
 * The catalog calls of the memory profile, over the demo data set. The demo catalog is built on first
 * use, and its code loads with the screen's adapters (ADR 14), so it does not weigh on the start.
 */
export class InMemoryCatalogGateway implements CatalogGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;
  private backend: Promise<CatalogDemoBackend> | undefined;

  constructor(deps: { db: DemoDatabase; clock: Clock }) {
    this.db = deps.db;
    this.clock = deps.clock;
  }

  async options(): Promise<CatalogOptions> {
    return (await this.demo()).options();
  }

  async saveOptions(options: CatalogOptions): Promise<void> {
    (await this.demo()).saveOptions(options);
  }

  async subscriptions(): Promise<readonly DomainSubscription[]> {
    return (await this.demo()).subscriptions();
  }

  async saveSubscription(subscription: DomainSubscription): Promise<void> {
    (await this.demo()).saveSubscription(subscription);
  }

  async jobs(): Promise<readonly CatalogJob[]> {
    return (await this.demo()).jobs();
  }

  async deleteJob(externalId: string): Promise<void> {
    (await this.demo()).deleteJob(externalId);
  }

  async checkHealth(domains: readonly string[]): Promise<readonly DomainHealth[]> {
    return (await this.demo()).checkHealth(domains);
  }

  private demo(): Promise<CatalogDemoBackend> {
    this.backend ??= Promise.resolve(new CatalogDemoBackend(this.db, this.clock));
    return this.backend;
  }
}
