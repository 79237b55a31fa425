export { WorkerSpreadsheetReader } from './worker-spreadsheet-reader';
export type { WorkerSpreadsheetReaderOptions } from './worker-spreadsheet-reader';
