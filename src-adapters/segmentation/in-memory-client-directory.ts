import { ApiError, type Clock, type Page, type PageRequest } from '@domain/shared-kernel';
import type { ClientData, ClientDirectory, ClientImportFile, ClientImportResult, ClientQuery, ClientRow } from '@domain/segmentation';
import type { DemoDatabase } from '@adapters/demo';
import { bytesOf, isBlob } from '@adapters/shared';
import { demoClientsOf, pharmacyClientImports } from './client-import';
import { clientQueryRunner, type ClientQueryRunner } from './client-query-runner';

/** The message of the 404 the panel of an unknown client answers. */
const CLIENT_NOT_FOUND = 'Cliente no encontrado';

/** The demo server's message for a file that is not a spreadsheet. */
const NOT_A_SPREADSHEET = 'El contenido del archivo no corresponde a un Excel .xls o .xlsx';

/**
 * The demo pharmacies' clients (20,000 for the main one, each with two years of sales), generated,
 * searched and exported in a Web Worker from the data set's seed and "now", so the screen never waits
 * on the main thread. A pharmacy that does not exist has no clients: its export is the header row
 * alone, any client's panel a 404, and an import a 404.
 *
 * An imported client file is read in the same worker (`readImportedClients` says how) and kept in the
 * data set (`clientImports.{eid}`): its clients join the generated ones at once, numbered after them,
 * and an import that repeats a client updates it. A file with a wrong email is refused whole with
 * 'Hay emails incorrectos en el excel' and the rows and texts of the first wrong emails (400); one that
 * is not a spreadsheet with a 400 as well.
 */
export class InMemoryClientDirectory implements ClientDirectory {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;
  private runner: ClientQueryRunner | undefined;
  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock; readonly runner?: ClientQueryRunner }) {
    this.db = options.db;
    this.clock = options.clock;
    this.runner = options.runner;
  }

  async searchClients(eid: number, request: PageRequest<ClientQuery>): Promise<Page<ClientRow>> {
    if (!this.hasPharmacy(eid)) return { records: [], total: 0, page: 1, size: request.size };
    return this.tasks().search({ ...demoClientsOf(this.db, eid), task: { kind: 'search', request } });
  }

  async exportClients(eid: number, query: ClientQuery, options: { readonly obfuscateWhenNotLopd: boolean }): Promise<ArrayBuffer> {
    if (!this.hasPharmacy(eid)) return (await import('./client-query-export')).clientExportWorkbook([]);
    return this.tasks().exportClients({ ...demoClientsOf(this.db, eid), task: { kind: 'export', query, obfuscateWhenNotLopd: options.obfuscateWhenNotLopd } });
  }

  async clientData(eid: number, id: string): Promise<ClientData> {
    const data = this.hasPharmacy(eid) ? await this.tasks().clientData({ ...demoClientsOf(this.db, eid), task: { kind: 'clientData', clientId: id } }) : undefined;
    if (data === undefined) throw new ApiError('not-found', 404, CLIENT_NOT_FOUND);
    return data;
  }

  async importClients(eid: number, file: ClientImportFile): Promise<ClientImportResult> {
    if (!this.hasPharmacy(eid)) throw new ApiError('not-found', 404, 'Farmacia no encontrada');
    // The chosen file crosses to the worker as a handle and is read there; bytes are copied, since the
    // caller keeps them for a retry, and the copy moves to the worker.
    const content = isBlob(file.content) ? file.content : (await bytesOf(file.content)).slice();
    const reading = await this.tasks().readImport({ ...demoClientsOf(this.db, eid), task: { kind: 'readImport', file: content } });
    if (reading === 'UNREADABLE') throw new ApiError('http', 400, NOT_A_SPREADSHEET, NOT_A_SPREADSHEET);
    if (reading.kind === 'invalid-emails') throw new ApiError('http', 400, reading.message, reading.message);
    const imports = pharmacyClientImports(this.db, eid);
    const at = this.clock.now();
    const taken = new Set(imports.all().map((record) => record.id));
    let id = `import-${at}`;
    for (let suffix = 2; taken.has(id); suffix += 1) id = `import-${at}-${suffix}`;
    imports.put({ id, fileName: file.name, at, clients: reading.clients });
    return { imported: reading.clients.count };
  }

  private hasPharmacy(eid: number): boolean {
    return this.db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid);
  }

  private tasks(): ClientQueryRunner {
    this.runner ??= clientQueryRunner();
    return this.runner;
  }
}
