import type { StockReport } from './report-data';

/** A month's stock report is first not ready, then ready (spec 3 §4 "Stock report"). */
export type StockReportState = 'not-ready' | 'ready';

/** Ready once its status is done (spec 3 §4); until then the no-data message shows. */
export function stockReportState(report: Pick<StockReport, 'done'>): StockReportState {
  return report.done ? 'ready' : 'not-ready';
}
