export { HttpPromotionalCampaignGateway } from './http-promotional-campaign-gateway';
export { InMemoryPromotionalCampaignGateway, PROMOTIONAL_PAST_DATE_MESSAGE, PROMOTIONAL_SENT_MESSAGE } from './in-memory-promotional-campaign-gateway';
export { promotionalCampaignToDto } from './promotional.dto';
