export {
  CLIENT_FILE_EXTENSIONS,
  CLIENT_FILE_MAX_BYTES,
  SIGNATURE_LENGTH,
  SPREADSHEET_SIGNATURES,
  checkClientFile,
  spreadsheetKindOfContent,
  spreadsheetKindOfName,
} from './client-file-check';
export type { ClientFileCandidate, ClientFileError, SpreadsheetKind } from './client-file-check';
export { CLIENT_FILE_MESSAGES } from './client-file-messages';
export type { ClientFileMessageCode } from './client-file-messages';
export {
  EMAIL_COLUMN_NAMES,
  RESERVED_COLUMN_NAMES,
  checkClientEmails,
  emailColumn,
  isBlankRow,
  readClientSheet,
  summariseClientRows,
} from './client-sheet';
export type { ClientFileSummary, ClientRecord, ClientSheet, HeaderIssue, InvalidEmails, RenamedColumn, SheetCell, SheetRow } from './client-sheet';
export { csvFileNameFor, recipientSheetOf, sheetToCsv } from './sheet-csv';
export type { RecipientSheet } from './sheet-csv';
export { SpreadsheetReadFailure, SpreadsheetReader, SpreadsheetReaderMethods } from './spreadsheet-reader.port';
export type { CancelSignal, ReadProgress, RecipientSheetFile, SpreadsheetReadError } from './spreadsheet-reader.port';
