export {
  CATALOG_SECTIONS,
  CHECK_SUBSECTIONS,
  checkSubsectionStates,
  formatCurrentSection,
  nextPosition,
  parseCurrentSection,
  sectionStates,
} from './job-sections';
export type { CatalogSection, CheckSubsection, CurrentSection, JobPhase, SectionPosition, SectionState } from './job-sections';
export { INITIAL_DOMAIN_EXPORT_STATUS, initialDomainExports, isCheckWithErrors, withFinishedJob } from './catalog-job';
export type { CatalogIssue, CatalogJob, DomainExport, DomainExportStatus, ImageUpload } from './catalog-job';
export { formatElapsed, jobProgress, sectionPercent } from './job-progress';
export type { SectionProgress } from './job-progress';
export { CATALOG_STATUS_POLL_INTERVAL_MS, checkStartError, classifyCheckStatus } from './check-answers';
export type { CheckStartError, CheckStatusAnswer, CheckStatusOutcome } from './check-answers';
export {
  contactEmails,
  excludedWorkingCategories,
  invalidTestEmails,
  selectedDomains,
  withAllSubscriptionsSelected,
  withSubscriptionSelected,
  withSubscriptionType,
  withWorkingCategorySelected,
} from './catalog-options';
export type { CatalogOptions, CatalogSubscription, DomainSubscription, SubscriptionType, WorkingCategory } from './catalog-options';
export { DEFAULT_EXPORT_OPTIONS, disabledExportFields, withReusedJob } from './export-options';
export type { ExportOptionField, ExportOptions } from './export-options';
export { buildExportRequest, exportDomains, isHealthyResult, prepareExport } from './export-request';
export type { DomainHealth, DomainInfo, ExportConfig, ExportRequest, ExportValidationError } from './export-request';
export type { CatalogMessageCode } from './catalog-messages';
export {
  domainExportOutcome,
  failedDomainExports,
  isExportJob,
  isExportWithoutResults,
  isReusableJob,
  issueCounts,
  jobStatusKind,
  reportIssueRows,
  reusableJobs,
} from './job-report';
export type { DomainExportOutcome, IssueRow, IssueTable, JobStatusKind } from './job-report';
export { CatalogGateway, CatalogGatewayMethods } from './catalog-gateway.port';
export { CatalogCheckService, CatalogCheckServiceMethods } from './catalog-check-service.port';
export type { JobStatus } from './catalog-check-service.port';
