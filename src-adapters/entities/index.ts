export { HttpEntityDirectory } from './http-entity-directory';
export { InMemoryEntityDirectory } from './in-memory-entity-directory';
export { HttpReportJobGateway } from './http-report-job-gateway';
export { InMemoryReportJobGateway } from './in-memory-report-job-gateway';
export { DEMO_JOB_PENDING_MS, DEMO_JOB_RUNNING_MS } from './report-job-demo';
