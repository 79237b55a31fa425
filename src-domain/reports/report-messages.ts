/** Codes of the report screens' messages. */
export type ReportMessage =
  | 'STOCK_REPORT_FAILED'
  | 'NO_STOCK_DATA_FOR_THIS_MONTH'
  | 'MARKETING_REPORT_FAILED'
  | 'SALES_SECTION_FAILED'
  | 'EXCEL_FAILED';

/** The translation key the spec names for a month without finished stock data (spec 3 §8). */
export const NO_STOCK_DATA_KEY = 'reports.entity.stock.errors.NO_STOCK_DATA_FOR_THIS_MONTH';

/**
 * The report messages, verbatim (spec 3 §8, spec 2 §8). Not in the spec: the words of
 * NO_STOCK_DATA_FOR_THIS_MONTH, for which it gives only a key.
 */
export const REPORT_MESSAGES = {
  STOCK_REPORT_FAILED: 'No ha sido posible obtener el informe de stock',
  NO_STOCK_DATA_FOR_THIS_MONTH: 'Todavía no hay datos de stock cerrados para este mes.',
  MARKETING_REPORT_FAILED: 'No ha sido posible obtener el informe de marketing',
  SALES_SECTION_FAILED: 'Error loading sales report section',
  EXCEL_FAILED: 'Hubo un error generando el excel',
} as const satisfies Record<ReportMessage, string>;
