export { HttpCampaignReportGateway } from './http-campaign-report-gateway';
export { InMemoryCampaignReportGateway } from './in-memory-campaign-report-gateway';
export { campaignReportSample, demoReportClients } from './demo-report-clients';
export type { CampaignReportSample, DemoPurchase, DemoReportClient, DemoReportClients } from './demo-report-clients';
