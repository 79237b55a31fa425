export { HttpBackofficeCampaignGateway } from './http-backoffice-campaign-gateway';
export { BACKOFFICE_DEMO_PHARMACIES, InMemoryBackofficeCampaignGateway, backofficeDemoPharmacies } from './in-memory-backoffice-campaign-gateway';
export { aggregateReportAnswer, aggregateReportRequestDto, aggregateReportToDto } from './aggregate-report.dto';
