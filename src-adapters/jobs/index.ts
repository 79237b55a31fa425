export { HttpJobGateway } from './http-job-gateway';
export { InMemoryJobGateway, JOB_NOT_ALLOWED_MESSAGE } from './in-memory-job-gateway';
export { DEMO_JOB_COUNT, addDemoJob, demoJobs, demoShopDomain, jobAt } from './jobs-demo-data';
export type { DemoJob, DemoJobEnding } from './jobs-demo-data';
