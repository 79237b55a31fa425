export { WEB_TOOLS_JOB_SUBTYPES, WEB_TOOLS_JOB_TYPE, isWebToolsJob } from './job';
export type { Job, WebToolsJobSubtype } from './job';
export {
  DELETED_JOB_STATUS,
  END_DATE_EXTENSION_MS,
  JOB_RESULTS_REFRESH_MS,
  JOB_SEARCH_LIMIT,
  jobSearchQuery,
  statusChoices,
  webToolsJobFilter,
} from './job-search';
export type { DayRange, JobSearchFilter, JobSearchQuery } from './job-search';
export { JOB_RESET_TARGETS, allowedJobCommands, nextJobStatus } from './job-commands';
export type { JobCommand, JobResetTarget } from './job-commands';
export { parseJobInfo } from './job-info';
export type { JobInfoError, JsonValue } from './job-info';
export { JOB_MESSAGES } from './job-messages';
export type { JobMessageCode } from './job-messages';
export { JobGateway, JobGatewayMethods } from './job-gateway.port';
export type { JobFieldValues } from './job-gateway.port';
export { filterJobs, jobFilterOfForm, madridDayStart, searchJobs, sortJobs } from './job-list';
export type { JobSearchForm } from './job-list';
export { DEFAULT_JOB_SORT, JOB_SORT_COLUMNS } from './job-sort-columns';
export type { JobSortColumn } from './job-sort-columns';
