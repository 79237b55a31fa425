import { monthLabel } from '@domain/months';
import { sheetCell, type CsvRow } from '@domain/exports';
import type { CellObject, WorkSheet } from '@e965/xlsx';
import { PICTURE_PRODUCTS, type PictureProductUse } from './demo-months';

/** The columns of the marketing-picture products export, in order. */
export const MONTH_PRODUCT_COLUMNS = ['Código nacional', 'Producto', 'Laboratorio', 'Categoría', 'PVP (€)', 'Fotos', 'Farmacias'] as const;

/** Spreadsheet number format of the price column: two decimals and the euro sign. */
const EURO_FORMAT = '#,##0.00 "€"';

/** Column widths in characters, so the file opens readable. */
const COLUMN_WIDTHS = [15, 58, 26, 26, 10, 8, 10];

/** A month's products as rows of the export: the most photographed first, then by name. */
export function monthProductRows(uses: readonly PictureProductUse[]): CsvRow[] {
  const byCode = new Map(PICTURE_PRODUCTS.map((product) => [product.code, product]));
  return [...uses]
    .sort((a, b) => b.pictures - a.pictures || a.code.localeCompare(b.code))
    .flatMap((use) => {
      const product = byCode.get(use.code);
      return product === undefined ? [] : [[product.code, product.name, product.laboratory, product.category, product.pvp, use.pictures, use.pharmacies]];
    });
}

function cellObject(value: CsvRow[number]): CellObject {
  const cell = sheetCell(value);
  switch (cell.type) {
    case 'text':
      return { t: 's', v: cell.value };
    case 'number':
      return { t: 'n', v: cell.value };
    case 'boolean':
      return { t: 'b', v: cell.value };
    default:
      return { t: 'z' };
  }
}

/**
 * Writes a month's marketing-picture products as an .xlsx workbook with one sheet, 'Productos': the
 * header row and one row per product. Every cell is a typed value (text, number), never a formula, and
 * texts are neutralised against formula injection (security guide §A.2.1). SheetJS is loaded only
 * when a file is written.
 */
export async function monthProductsWorkbook(monthYear: string, rows: readonly CsvRow[]): Promise<ArrayBuffer> {
  const XLSX = await import('@e965/xlsx');
  const table = [[...MONTH_PRODUCT_COLUMNS], ...rows];
  const sheet: WorkSheet = {};
  table.forEach((row, r) => {
    row.forEach((value, c) => {
      const cell = cellObject(value);
      if (r > 0 && c === MONTH_PRODUCT_COLUMNS.indexOf('PVP (€)') && cell.t === 'n') cell.z = EURO_FORMAT;
      sheet[XLSX.utils.encode_cell({ r, c })] = cell;
    });
  });
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: table.length - 1, c: MONTH_PRODUCT_COLUMNS.length - 1 } });
  sheet['!cols'] = COLUMN_WIDTHS.map((wch) => ({ wch }));
  sheet['!autofilter'] = { ref: sheet['!ref'] };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Productos');
  book.Props = { Title: `Productos de las fotos de marketing de ${monthLabel(monthYear)}`, Author: 'Backoffice Farmacias' };
  return XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}
