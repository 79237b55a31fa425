import { ApiError, type Page, type PageRequest } from '@domain/shared-kernel';
import type { ClientData, ClientDirectory, ClientQuery, ClientRow } from '@domain/segmentation';
import type { DemoDatabase } from '@adapters/demo';
import { clientQueryRunner, type ClientQueryRunner } from './client-query-runner';

/** The message of the 404 the panel of an unknown client answers. */
const CLIENT_NOT_FOUND = 'Cliente no encontrado';

/**
 * The demo pharmacies' clients (20,000 for the main one, each with two years of sales), generated,
 * searched and exported in a Web Worker from the data set's seed and "now", so the screen never waits
 * on the main thread. A pharmacy that does not exist has no clients: its export is the header row
 * alone and any client's panel a 404.
 */
export class InMemoryClientDirectory implements ClientDirectory {
  private readonly db: DemoDatabase;
  private runner: ClientQueryRunner | undefined;
  constructor(db: DemoDatabase, runner?: ClientQueryRunner) {
    this.db = db;
    this.runner = runner;
  }

  async searchClients(eid: number, request: PageRequest<ClientQuery>): Promise<Page<ClientRow>> {
    if (!this.hasPharmacy(eid)) return { records: [], total: 0, page: 1, size: request.size };
    return this.tasks().search({ ...this.db.generationKey(), eid, task: { kind: 'search', request } });
  }

  async exportClients(eid: number, query: ClientQuery, options: { readonly obfuscateWhenNotLopd: boolean }): Promise<ArrayBuffer> {
    if (!this.hasPharmacy(eid)) return (await import('./client-query-export')).clientExportWorkbook([]);
    return this.tasks().exportClients({ ...this.db.generationKey(), eid, task: { kind: 'export', query, obfuscateWhenNotLopd: options.obfuscateWhenNotLopd } });
  }

  async clientData(eid: number, id: string): Promise<ClientData> {
    const data = this.hasPharmacy(eid) ? await this.tasks().clientData({ ...this.db.generationKey(), eid, task: { kind: 'clientData', clientId: id } }) : undefined;
    if (data === undefined) throw new ApiError('not-found', 404, CLIENT_NOT_FOUND);
    return data;
  }

  private hasPharmacy(eid: number): boolean {
    return this.db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid);
  }

  private tasks(): ClientQueryRunner {
    this.runner ??= clientQueryRunner();
    return this.runner;
  }
}
