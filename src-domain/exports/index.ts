export { parseCsv } from './csv-parser';
export type { CsvParseError, CsvParseErrorCode } from './csv-parser';
export { CSV_LINE_BREAK, CSV_SEPARATOR, UTF8_BOM, csvCellText, writeCsv } from './csv-writer';
export type { CsvCell, CsvRow, CsvWriteOptions } from './csv-writer';
export { DEFAULT_FILE_NAME, FILE_NAME_MAX_LENGTH, safeFileName } from './file-name';
export { FORMULA_TRIGGERS, neutraliseFormula } from './formula-injection';
export { XLSX_MIME_TYPE, isZipArchive, sheetCell } from './sheet-cell';
export type { SheetCell } from './sheet-cell';
