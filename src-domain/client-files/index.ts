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
export { CLIENT_FILE_MESSAGES, invalidEmailsMessage } from './client-file-messages';
export type { ClientFileMessageCode } from './client-file-messages';
export {
  EMAIL_COLUMN_NAMES,
  INVALID_EMAILS_NAMED,
  INVALID_EMAIL_TEXT_MAX,
  RESERVED_COLUMN_NAMES,
  checkClientEmails,
  emailColumn,
  isBlankRow,
  readClientSheet,
  summariseClientRows,
} from './client-sheet';
export type { ClientFileSummary, ClientRecord, ClientSheet, HeaderIssue, InvalidEmail, InvalidEmails, RenamedColumn, SheetCell, SheetRow } from './client-sheet';
export { CELLS_NAMED, NO_CELLS, NO_FORMULAS, cellAddress, columnLetters, reservedHeadersOf, somethingIgnored } from './sheet-ignored';
export type { CellList, IgnoredInSheet, ReservedHeader, SheetFormulas } from './sheet-ignored';
export { csvFileNameFor, recipientSheetOf, sheetToCsv } from './sheet-csv';
export type { RecipientSheet } from './sheet-csv';
export { SpreadsheetReadFailure, SpreadsheetReader, SpreadsheetReaderMethods } from './spreadsheet-reader.port';
export type { CancelSignal, ReadProgress, RecipientSheetFile, SpreadsheetReadError } from './spreadsheet-reader.port';
