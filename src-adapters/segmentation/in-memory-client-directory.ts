import type { Page, PageRequest } from '@domain/shared-kernel';
import type { ClientDirectory, ClientQuery, ClientRow } from '@domain/segmentation';
import type { DemoDatabase } from '@adapters/demo';
import { clientQueryRunner, type ClientQueryRunner } from './client-query-runner';

/**
 * The demo pharmacies' clients (20,000 for the main one, each with two years of sales), generated and
 * searched in a Web Worker from the data set's seed and "now", so the screen never waits on the main
 * thread.
 */
export class InMemoryClientDirectory implements ClientDirectory {
  private readonly db: DemoDatabase;
  private runner: ClientQueryRunner | undefined;
  constructor(db: DemoDatabase, runner?: ClientQueryRunner) {
    this.db = db;
    this.runner = runner;
  }

  async searchClients(eid: number, request: PageRequest<ClientQuery>): Promise<Page<ClientRow>> {
    if (!this.db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid)) return { records: [], total: 0, page: 1, size: request.size };
    this.runner ??= clientQueryRunner();
    return this.runner.search({ ...this.db.generationKey(), eid, request });
  }
}
