/// <reference lib="webworker" />
import { answerSpreadsheetRequest } from './spreadsheet-parse';
import type { SpreadsheetAnswer, SpreadsheetRequest } from './spreadsheet-protocol';

/** Reads one spreadsheet off the main thread; the reader terminates the worker once it has its answer. */
self.addEventListener('message', (event: MessageEvent<SpreadsheetRequest>) => {
  void answerSpreadsheetRequest(event.data, (answer: SpreadsheetAnswer) => self.postMessage(answer));
});
