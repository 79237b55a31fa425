import type { CalendarDay, Page, PageRequest } from '@domain/shared-kernel';
import type { ClientData, ClientQuery, ClientRow } from '@domain/segmentation';
import { searchClientTable } from './client-query';
import { clientExportRows, clientExportWorkbook } from './client-query-export';
import { importedClientsOf, packClients, readImportedClients, unpackClients, type PackedClients, type PackedFileReading } from './client-import';
import { bytesOf } from '@adapters/shared';
import { appendImportedClients, generateClientTable, type DemoClientTable } from './demo-clients';

/** What is asked of the demo clients of one pharmacy. */
export type ClientTask =
  | { readonly kind: 'search'; readonly request: PageRequest<ClientQuery> }
  | { readonly kind: 'export'; readonly query: ClientQuery; readonly obfuscateWhenNotLopd: boolean }
  | { readonly kind: 'clientData'; readonly clientId: string }
  /** The file's bytes (moved to the worker, not copied) or the chosen file itself, read in the worker. */
  | { readonly kind: 'readImport'; readonly file: Uint8Array | Blob };

/** The answer of each kind of task: a page, an .xlsx workbook, or a client's data (undefined when unknown). */
export interface ClientTaskResults {
  readonly search: Page<ClientRow>;
  readonly export: ArrayBuffer;
  readonly clientData: ClientData | undefined;
  /** The clients of an imported file, or 'UNREADABLE' when it is not a spreadsheet. */
  readonly readImport: PackedFileReading | 'UNREADABLE';
}

/** A task on the demo clients, as it crosses to the worker. */
export interface ClientQueryMessage<K extends ClientTask['kind'] = ClientTask['kind']> {
  readonly id: number;
  readonly seed: number;
  readonly anchor: number;
  /** The anchor's day in Madrid, worked out on the page so that the worker needs no time-zone data. */
  readonly today?: CalendarDay | undefined;
  readonly eid: number;
  /**
   * The pharmacy's imports, oldest first, packed; their clients join the generated ones (a later import
   * updates a client it repeats). Left out when the host already holds this `importVersion`'s clients:
   * they are sent once per version.
   */
  readonly imports?: readonly PackedClients[];
  /** Changes whenever `imports` does. */
  readonly importVersion: string;
  readonly task: Extract<ClientTask, { readonly kind: K }>;
}

/** The worker's answer to the message of the same id. */
export type ClientQueryAnswer = { readonly id: number; readonly result: ClientTaskResults[ClientTask['kind']] } | { readonly id: number; readonly error: string };

/**
 * The last pharmacy's clients: a trainee works in one pharmacy at a time. The table is kept as the
 * promise of it, set at once, so that a task arriving while the imports are unpacked waits for the same
 * table rather than asking for the imports again.
 */
let cached: { readonly base: string; readonly key: string; readonly generated: DemoClientTable; readonly table: Promise<DemoClientTable> } | undefined;

/** What the host answers to a task without the imported clients of a version it does not hold: send them. */
export const IMPORTS_NEEDED = 'demo-clients: imported clients needed';

function tableOf(message: Omit<ClientQueryMessage, 'id'>): Promise<DemoClientTable> {
  const base = `${message.seed}:${message.anchor}:${message.eid}`;
  const key = `${base}:${message.importVersion}`;
  if (cached?.key === key) return cached.table;
  const imports = message.imports;
  if (imports === undefined) throw new Error(IMPORTS_NEEDED);
  const generated = cached?.base === base ? cached.generated : generateClientTable({ seed: message.seed, anchor: message.anchor, eid: message.eid, ...(message.today === undefined ? {} : { today: message.today }) });
  const table = imports.length === 0 ? Promise.resolve(generated) : Promise.all(imports.map(unpackClients)).then((lists) => appendImportedClients(generated, importedClientsOf(lists)));
  const entry = { base, key, generated, table };
  cached = entry;
  // A failure to unpack is the task's; the next task of this version tries again.
  table.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return table;
}

/**
 * Draws the sales of the last pharmacy's clients when no task has needed them yet (a generated table
 * draws them on first use): the worker runs it after an answer, so that the sale filter that comes next
 * finds them drawn instead of drawing them while the user waits.
 */
export function drawSalesAhead(): Promise<void> {
  return (cached?.table ?? Promise.resolve(undefined)).then(
    (table) => void table?.saleStart,
    () => undefined,
  );
}

/** Answers a task, generating the pharmacy's clients the first time they are asked for. */
export async function answerClientTask<K extends ClientTask['kind']>(message: Omit<ClientQueryMessage<K>, 'id'>): Promise<ClientTaskResults[K]> {
  const task: ClientTask = message.task;
  if (task.kind === 'readImport') return (await readImportedFile(task.file)) as ClientTaskResults[K];
  const table = await tableOf(message);
  switch (task.kind) {
    case 'search':
      return searchClientTable(table, task.request) as ClientTaskResults[K];
    case 'export':
      return (await clientExportWorkbook(clientExportRows(table, task.query, { obfuscateWhenNotLopd: task.obfuscateWhenNotLopd }))) as ClientTaskResults[K];
    case 'clientData': {
      // With the date library it needs: a search does without both.
      const { demoClientData } = await import('./client-query-data');
      return demoClientData(table, { seed: message.seed, eid: message.eid, id: task.clientId }) as ClientTaskResults[K];
    }
  }
}

/** Reads an imported file's first sheet (SheetJS, loaded on the first import) into clients. */
async function readImportedFile(file: Uint8Array | Blob): Promise<PackedFileReading | 'UNREADABLE'> {
  const { parseSpreadsheet } = await import('@adapters/client-files/spreadsheet-parse');
  let rows;
  try {
    rows = parseSpreadsheet(await bytesOf(file));
  } catch {
    return 'UNREADABLE';
  }
  const reading = readImportedClients(rows);
  return reading.kind === 'clients' ? { kind: 'clients', clients: await packClients(reading.clients) } : reading;
}
