import type { Page } from '@domain/shared-kernel';
import type { ClientRow } from '@domain/segmentation';
import type { ClientQueryAnswer, ClientQueryMessage } from './client-query-host';

/** Runs searches of the demo clients: in a Web Worker in the browser, in the caller's thread elsewhere. */
export interface ClientQueryRunner {
  search(message: Omit<ClientQueryMessage, 'id'>): Promise<Page<ClientRow>>;
}

/** Searches in a dedicated worker, which keeps the generated clients between searches. */
class WorkerRunner implements ClientQueryRunner {
  private readonly waiting = new Map<number, { resolve: (page: Page<ClientRow>) => void; reject: (error: Error) => void }>();
  private next = 1;
  private readonly worker: Worker;

  constructor() {
    this.worker = new Worker(new URL('./client-query.worker.ts', import.meta.url), { type: 'module', name: 'demo-clients' });
    this.worker.addEventListener('message', (event: MessageEvent<ClientQueryAnswer>) => {
      const answer = event.data;
      const waiter = this.waiting.get(answer.id);
      if (waiter === undefined) return;
      this.waiting.delete(answer.id);
      if ('page' in answer) waiter.resolve(answer.page);
      else waiter.reject(new Error(answer.error));
    });
    this.worker.addEventListener('error', (event) => {
      const error = new Error(event.message || 'El generador de clientes de demostración ha fallado');
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    });
  }

  search(message: Omit<ClientQueryMessage, 'id'>): Promise<Page<ClientRow>> {
    const id = this.next;
    this.next += 1;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id } satisfies ClientQueryMessage);
    });
  }
}

/** Searches in the caller's thread (tests and browsers without workers). */
class InlineRunner implements ClientQueryRunner {
  async search(message: Omit<ClientQueryMessage, 'id'>): Promise<Page<ClientRow>> {
    return (await import('./client-query-host')).answerClientQuery(message);
  }
}

/** A worker when the platform has them, else the caller's thread. */
export function clientQueryRunner(): ClientQueryRunner {
  return typeof Worker === 'function' ? new WorkerRunner() : new InlineRunner();
}
