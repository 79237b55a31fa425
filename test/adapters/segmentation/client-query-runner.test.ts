import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SEGMENTATION_FILTERS } from '@domain/segmentation';
import { clientQueryRunner } from '@adapters/segmentation/client-query-runner';
import { answerClientTask, type ClientQueryMessage } from '@adapters/segmentation/client-query-host';
import { packClients } from '@adapters/segmentation/client-import';
import type { DemoImportedClient } from '@adapters/segmentation/demo-clients';

/**
 * A stand-in for the demo clients' worker: each message crosses by structured cloning with its transfer
 * list, as to a real worker, and is answered a task later by the worker's own code.
 */
class FakeWorker extends EventTarget {
  static last: FakeWorker | undefined;
  readonly posted: ClientQueryMessage[] = [];
  readonly transferred: Transferable[][] = [];

  constructor() {
    super();
    FakeWorker.last = this;
  }

  postMessage(message: ClientQueryMessage, transfer: Transferable[] = []): void {
    const crossed = structuredClone(message, { transfer });
    this.posted.push(crossed);
    this.transferred.push(transfer);
    setTimeout(() => {
      answerClientTask(crossed).then(
        (result) => this.dispatchEvent(new MessageEvent('message', { data: { id: crossed.id, result } })),
        (error: unknown) => this.dispatchEvent(new MessageEvent('message', { data: { id: crossed.id, error: error instanceof Error ? error.message : String(error) } })),
      );
    }, 0);
  }

  terminate(): void {}
}

const imported = (name: string): DemoImportedClient => ({ name, email: '', phone: `6${String(name.length * 7_919).padStart(8, '0')}`, card: '', city: '', postcode: '', birthday: '', sex: 0, lopdSigned: true });

const search = async (importVersion: string, clients: readonly DemoImportedClient[], term = '') => ({
  seed: 7,
  anchor: Date.UTC(2026, 10, 21, 9),
  eid: 777,
  imports: [await packClients(clients)],
  importVersion,
  task: { kind: 'search' as const, request: { page: 1, size: 5, filters: { filters: EMPTY_SEGMENTATION_FILTERS, search: term } } },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the demo clients runner with a worker', () => {
  it('sends the imported clients (packed) once per import version, and the worker keeps finding them', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const runner = clientQueryRunner();
    const worker = FakeWorker.last!;
    const first = [imported('Íñigo Importado')];
    expect((await runner.search(await search('v1', first, 'importado'))).records.map((row) => row.name)).toEqual(['Íñigo Importado']);
    expect((await runner.search(await search('v1', first, 'importado'))).records.map((row) => row.name)).toEqual(['Íñigo Importado']);
    const second = [...first, imported('Olga Importada')];
    expect((await runner.search(await search('v2', second, 'importad'))).records.map((row) => row.name)).toEqual(['Íñigo Importado', 'Olga Importada']);
    expect((await runner.search(await search('v2', second, 'importad'))).total).toBe(2);
    expect(worker.posted.map((message) => [message.importVersion, message.imports?.[0]?.count])).toEqual([
      ['v1', 1],
      ['v1', undefined],
      ['v2', 2],
      ['v2', undefined],
    ]);
  });

  it('sends them again when the worker no longer holds them (another pharmacy was asked for in between, or a failure)', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const runner = clientQueryRunner();
    const worker = FakeWorker.last!;
    const clients = [imported('Rosa Reenviada')];
    await runner.search(await search('v3', clients));
    // Another runner's task (the saved segmentations' counts share the host) replaced what it holds.
    await answerClientTask({ ...(await search('other', [])), eid: 778 });
    expect((await runner.search(await search('v3', clients, 'reenviada'))).records.map((row) => row.name)).toEqual(['Rosa Reenviada']);
    expect(worker.posted.map((message) => message.imports?.[0]?.count)).toEqual([1, undefined, 1]);
  });

  it("moves an imported file's bytes to the worker instead of copying them, and sends no clients with it", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const runner = clientQueryRunner();
    const worker = FakeWorker.last!;
    const file = new TextEncoder().encode('no es un libro');
    const { task: _search, ...rest } = await search('v4', [imported('Nadie')]);
    await expect(runner.readImport({ ...rest, task: { kind: 'readImport', file } })).resolves.toBe('UNREADABLE');
    expect(file.byteLength).toBe(0);
    expect(worker.transferred[0]).toHaveLength(1);
    expect(worker.posted[0]?.imports).toBeUndefined();
  });
});
