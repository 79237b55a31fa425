export { HttpEntityReportGateway } from './http-entity-report-gateway';
export type { HttpEntityReportDeps } from './http-entity-report-gateway';
export { DEMO_BI_REPORT_URL, InMemoryEntityReportGateway } from './in-memory-entity-report-gateway';
export { DEMO_COVERAGE_THRESHOLD, DEMO_REPORT_MONTHS, FAMILIES, demoReportList, newestReportMonth, reportId } from './demo-reports';
