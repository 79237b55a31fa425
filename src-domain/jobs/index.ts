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
