import { sheetCell, writeCsv, type CsvRow } from '@domain/exports';
import { monthName } from '@domain/shared-kernel';
import { addMonths, evolutionMonths, type YearMonth } from '@domain/reports';
import type { CellObject, WorkSheet } from '@e965/xlsx';
import type * as Xlsx from '@e965/xlsx';
import { demoFamilyStock, demoGlobalReport, demoSalesReport, demoStockReport } from './demo-reports';

export { demoBiFigures, demoFamilyStock, demoGlobalReport, demoMarketingReport, demoReportList, demoSalesReport, demoStockReport, monthOfReportId } from './demo-reports';

function sheetOf(XLSX: typeof Xlsx, rows: readonly CsvRow[]): WorkSheet {
  const sheet: WorkSheet = {};
  rows.forEach((row, r) =>
    row.forEach((value, c) => {
      const cell = sheetCell(value);
      const object: CellObject = cell.type === 'text' ? { t: 's', v: cell.value } : cell.type === 'number' ? { t: 'n', v: cell.value } : cell.type === 'boolean' ? { t: 'b', v: cell.value } : { t: 'z' };
      sheet[XLSX.utils.encode_cell({ r, c })] = object;
    }),
  );
  const width = Math.max(1, ...rows.map((row) => row.length));
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: Math.max(0, rows.length - 1), c: width - 1 } });
  return sheet;
}

/**
 * The month's Excel report as the demo's report service writes it: sales (12 months, both years, each
 * month named by its month and year), stock and the per-family stock, one sheet each, typed cells and
 * no formula (texts neutralised by sheetCell).
 */
export async function demoExcelWorkbook(pharmacyName: string, eid: number, month: YearMonth, now: number): Promise<ArrayBuffer> {
  const XLSX = await import('@e965/xlsx');
  const sales = demoSalesReport(eid, month);
  const stock = demoStockReport(eid, month, now);
  const families = demoFamilyStock(eid, month);
  const monthText = (at: YearMonth) => `${monthName(at.month) ?? at.month} ${at.year}`;
  const label = monthText(month);
  // Each row is a month of the 12 up to the report's, beside the same month a year before; every
  // figure's own month and year is written beside it, as the global report names them.
  const salesRows: CsvRow[] = [
    [`${pharmacyName}: ventas de los 12 meses hasta ${label}`],
    ['Mes', 'Ventas (€)', 'Ticket medio (€)', 'Unidades por ticket', 'Un año antes', 'Ventas un año antes (€)', 'Ticket medio un año antes (€)', 'Unidades por ticket un año antes'],
    ...evolutionMonths(month).map((at, index) => [
      monthText(at),
      sales.totalSales.currentYear[index] ?? 0,
      sales.averageTicketEvolution.currentYear[index] ?? 0,
      sales.unitsPerTicketEvolution.currentYear[index] ?? 0,
      monthText(addMonths(at, -12)),
      sales.totalSales.previousYear[index] ?? 0,
      sales.averageTicketEvolution.previousYear[index] ?? 0,
      sales.unitsPerTicketEvolution.previousYear[index] ?? 0,
    ]),
  ];
  const stockRows: CsvRow[] = [
    ['Stock', 'Valor (€)', 'Variación mes anterior (%)', 'Cobertura (meses)', 'Baja rotación (€)', 'Baja rotación (%)'],
    ...([['Total', stock.totalStock], ['Libre', stock.freeStock], ['Receta', stock.prescriptionStock]] as const).map(([name, figures]) => [name, figures.totalValue, figures.lastMonthDelta, figures.coverage, figures.lowRotationAmount, Math.round(figures.lowRotationPercent * 100) / 100]),
  ];
  const familyRows: CsvRow[] = [
    ['Familia', 'Superfamilia', 'Unidades', 'Stock (€)', 'Cobertura (meses)', 'Baja rotación (€)', 'Baja rotación (%)'],
    ...families.map((row) => [row.name, row.id === -1 ? 'Sí' : 'No', row.stockUnits, row.stockAmount, row.coverage, row.lowRotationAmount, Math.round(row.lowRotationPercent * 1000) / 10]),
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheetOf(XLSX, salesRows), 'Ventas');
  XLSX.utils.book_append_sheet(book, sheetOf(XLSX, stockRows), 'Stock');
  XLSX.utils.book_append_sheet(book, sheetOf(XLSX, familyRows), 'Familias');
  book.Props = { Title: `Informe de ${pharmacyName}, ${label}`, Author: 'Backoffice Farmacias' };
  return XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

/** The global report's columns, in the CSV's order. */
const GLOBAL_COLUMNS = ['Año', 'Mes', 'Ventas (€)', 'Operaciones', 'Ticket medio (€)', 'Unidades por ticket', 'Stock (€)', 'Cobertura (meses)'];

/**
 * The global report as the demo's server writes its CSV: one row per month, oldest first, ';'
 * separated, every field quoted, decimals with a comma, a UTF-8 byte-order mark, no cell read as a
 * formula (the dialect of the application's own CSV files).
 */
export function demoGlobalReportCsv(eid: number, now: number): ArrayBuffer {
  const rows: CsvRow[] = demoGlobalReport(eid, now).map((row) => [row.year, row.month, row.totalSales, row.operations, row.averageTicket, row.unitsPerTicket, row.stockValue, row.coverage]);
  const bytes = new TextEncoder().encode(writeCsv([GLOBAL_COLUMNS, ...rows], { bom: true, decimalComma: true }));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}
