/// <reference lib="webworker" />
import { answerClientTask, type ClientQueryAnswer, type ClientQueryMessage } from './client-query-host';

/** The demo clients' generation, searches, exports and panel data, off the main thread. */
self.addEventListener('message', (event: MessageEvent<ClientQueryMessage>) => {
  const { id } = event.data;
  answerClientTask(event.data).then(
    (result) => {
      // A workbook moves to the page instead of being copied.
      const transfer = result instanceof ArrayBuffer ? [result] : [];
      self.postMessage({ id, result } satisfies ClientQueryAnswer, { transfer });
    },
    (error: unknown) => self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies ClientQueryAnswer),
  );
});
