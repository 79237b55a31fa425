import type { Page } from '@domain/shared-kernel';
import type { ClientData, ClientRow } from '@domain/segmentation';
import { isBytes } from '@adapters/shared';
import { IMPORTS_NEEDED, type ClientQueryAnswer, type ClientQueryMessage, type ClientTask, type ClientTaskResults } from './client-query-host';

/** A task on the demo clients of one pharmacy, without the id the worker's protocol adds. */
export type ClientTaskMessage<K extends ClientTask['kind']> = Omit<ClientQueryMessage<K>, 'id'>;

/**
 * Runs tasks on the demo clients (searches, exports, a client's data): in a Web Worker in the browser,
 * in the caller's thread elsewhere.
 */
export interface ClientQueryRunner {
  search(message: ClientTaskMessage<'search'>): Promise<Page<ClientRow>>;
  exportClients(message: ClientTaskMessage<'export'>): Promise<ArrayBuffer>;
  /** The client's data, undefined when the pharmacy has no such client. */
  clientData(message: ClientTaskMessage<'clientData'>): Promise<ClientData | undefined>;
  /** The clients of an imported file, as the demo server reads it. */
  readImport(message: ClientTaskMessage<'readImport'>): Promise<ClientTaskResults['readImport']>;
}

/** Runs every task through `run`, typed by its kind. */
abstract class TaskRunner implements ClientQueryRunner {
  protected abstract run<K extends ClientTask['kind']>(message: ClientTaskMessage<K>): Promise<ClientTaskResults[K]>;

  search(message: ClientTaskMessage<'search'>): Promise<Page<ClientRow>> {
    return this.run(message);
  }

  exportClients(message: ClientTaskMessage<'export'>): Promise<ArrayBuffer> {
    return this.run(message);
  }

  clientData(message: ClientTaskMessage<'clientData'>): Promise<ClientData | undefined> {
    return this.run(message);
  }

  readImport(message: ClientTaskMessage<'readImport'>): Promise<ClientTaskResults['readImport']> {
    return this.run(message);
  }
}

/**
 * Runs tasks in a dedicated worker, which keeps the generated clients between tasks. The imported
 * clients (packed) cross to the worker once per import version (the worker keeps them with the table); a task
 * of a version the worker does not hold (after a failure) is sent again with them.
 */
class WorkerRunner extends TaskRunner {
  private readonly waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  private next = 1;
  private readonly worker: Worker;
  /** The import version whose clients were last sent to the worker. */
  private sentImports: string | undefined;

  constructor() {
    super();
    this.worker = new Worker(new URL('./client-query.worker.ts', import.meta.url), { type: 'module', name: 'demo-clients' });
    this.worker.addEventListener('message', (event: MessageEvent<ClientQueryAnswer>) => {
      const answer = event.data;
      const waiter = this.waiting.get(answer.id);
      if (waiter === undefined) return;
      this.waiting.delete(answer.id);
      if ('result' in answer) waiter.resolve(answer.result);
      else waiter.reject(new Error(answer.error));
    });
    this.worker.addEventListener('error', (event) => {
      const error = new Error(event.message || 'El generador de clientes de demostración ha fallado');
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
      this.sentImports = undefined;
    });
  }

  protected run<K extends ClientTask['kind']>(message: ClientTaskMessage<K>, withImports = false): Promise<ClientTaskResults[K]> {
    const id = this.next;
    this.next += 1;
    const { imports, ...withoutImports } = message;
    // Reading a file needs no clients; any other task needs them once per version.
    const sendImports = message.task.kind !== 'readImport' && (withImports || this.sentImports !== message.importVersion);
    if (sendImports) this.sentImports = message.importVersion;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, {
        resolve: (result) => resolve(result as ClientTaskResults[K]),
        reject: (error) => {
          if (error.message === IMPORTS_NEEDED && !sendImports) this.run(message, true).then(resolve, reject);
          else reject(error);
        },
      });
      // A file's bytes move to the worker rather than being copied on the page's thread.
      const task: ClientTask = message.task;
      const transfer = task.kind === 'readImport' && isBytes(task.file) && task.file.buffer instanceof ArrayBuffer ? [task.file.buffer] : [];
      this.worker.postMessage({ ...(sendImports && imports !== undefined ? { imports } : {}), ...withoutImports, id } satisfies ClientQueryMessage<K>, transfer);
    });
  }
}

/** Runs tasks in the caller's thread (tests and browsers without workers). */
class InlineRunner extends TaskRunner {
  protected async run<K extends ClientTask['kind']>(message: ClientTaskMessage<K>): Promise<ClientTaskResults[K]> {
    return (await import('./client-query-host')).answerClientTask(message);
  }
}

/** A worker when the platform has them, else the caller's thread. */
export function clientQueryRunner(): ClientQueryRunner {
  return typeof Worker === 'function' ? new WorkerRunner() : new InlineRunner();
}
