/// <reference lib="webworker" />
import { answerClientQuery, type ClientQueryMessage } from './client-query-host';

/** The demo clients' generation and search, off the main thread. */
self.addEventListener('message', (event: MessageEvent<ClientQueryMessage>) => {
  const { id } = event.data;
  try {
    self.postMessage({ id, page: answerClientQuery(event.data) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
