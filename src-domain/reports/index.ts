export { SUPER_FAMILY_ID, familyTable, isSuperFamily } from './family-table';
export type { FamilyGroup, FamilyTable, FamilyTotals } from './family-table';
export { REPORT_MONTHS, lastTwelveMonths, monthlyDifference, quarterAggregates, runningAggregate } from './monthly-series';
export type { MonthlyAggregate } from './monthly-series';
export { PRESCRIPTION_CODES, lowRotationProductsOf, productKind } from './product-kind';
export type { ProductKind } from './product-kind';
export type {
  FamilyRow,
  LowRotationProduct,
  SalesReport,
  StaffResume,
  StockFigures,
  StockReport,
  YearOverYear,
  YearPair,
} from './report-data';
export { compareReports, monthPickerBounds, reportFor, sortReports } from './report-list';
export type { ReportEntry, YearMonth } from './report-list';
export { NO_STOCK_DATA_KEY, REPORT_MESSAGES } from './report-messages';
export type { ReportMessage } from './report-messages';
export { salesVariation } from './sales-variation';
export type { SalesVariationError } from './sales-variation';
export {
  COVERAGE_MAX_DECIMALS,
  DELTA_ARROW_THRESHOLD_PERCENT,
  LOW_ROTATION_BAD_SHARE,
  STOCK_DELTA_THRESHOLD_PERCENT,
  coverageDecimals,
  deltaArrow,
  isCoverageBad,
  isLowRotationShareBad,
  stockDeltaClass,
} from './stock-indicators';
export type { Assessment } from './stock-indicators';
export { stockReportState } from './stock-status';
export type { StockReportState } from './stock-status';
export type { BiReport, CampaignResult, ExcelTarget, GlobalReportRow, MarketingReport, MonthSales, StaffEvolution } from './report-data';
export {
  EXCEL_TIMEOUT_MS,
  REPORT_SECTIONS,
  addMonths,
  evolutionMonths,
  evolutionPeriods,
  evolutionQuarters,
  cachedSalesVariation,
  isWithin,
  reportMonthParam,
  resolveReportMonth,
} from './report-month';
export type { MonthSpan, ReportMonthFallback, ReportSection, ResolvedReportMonth } from './report-month';
export { biReportAddress } from './bi-address';
export type { BiAddressError } from './bi-address';
export { EntityReportGateway, EntityReportGatewayMethods } from './entity-report-gateway.port';
