export { HttpHealthcareCampaignGateway } from './http-healthcare-campaign-gateway';
export {
  HEALTHCARE_CONFIRMED_MESSAGE,
  HEALTHCARE_IN_USE_MESSAGE,
  HEALTHCARE_MODIFIED_MESSAGE,
  HEALTHCARE_NOT_READY_MESSAGE,
  HEALTHCARE_PAST_DATE_MESSAGE,
  InMemoryHealthcareCampaignGateway,
} from './in-memory-healthcare-campaign-gateway';
