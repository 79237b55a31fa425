/// <reference lib="webworker" />
import { answerSpreadsheetRequest } from './spreadsheet-parse';
import type { SpreadsheetAnswer, SpreadsheetRequest } from './spreadsheet-protocol';

/**
 * Reads one spreadsheet off the main thread; the reader terminates the worker once it has its answer. A
 * recipients sheet's CSV is answered as a Blob: the page stores and uploads it without copying its bytes.
 */
self.addEventListener('message', (event: MessageEvent<SpreadsheetRequest>) => {
  void answerSpreadsheetRequest(event.data, (answer: SpreadsheetAnswer, transfer: Transferable[] = []) => self.postMessage(answer, transfer), 'blob');
});
