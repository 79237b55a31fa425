/// <reference lib="webworker" />
import { answerClientTask, drawSalesAhead, type ClientQueryAnswer, type ClientQueryMessage } from './client-query-host';

/** The demo clients' generation, searches, exports and panel data, off the main thread. */
self.addEventListener('message', (event: MessageEvent<ClientQueryMessage>) => {
  const { id } = event.data;
  answerClientTask(event.data).then(
    (result) => {
      // A workbook, or an import's packed clients, move to the page instead of being copied.
      const packed = typeof result === 'object' && result !== null && 'kind' in result && result.kind === 'clients' ? result.clients.data.buffer : undefined;
      const transfer = result instanceof ArrayBuffer ? [result] : packed instanceof ArrayBuffer ? [packed] : [];
      self.postMessage({ id, result } satisfies ClientQueryAnswer, { transfer });
      // In a task of its own, after the answer has left.
      setTimeout(() => void drawSalesAhead(), 0);
    },
    (error: unknown) => self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies ClientQueryAnswer),
  );
});
