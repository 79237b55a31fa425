export {
  EMPTY_PROMOTIONAL_FORM,
  NEW_PROMOTIONAL_CAMPAIGN_ID,
  canChangePromotionalCampaign,
  deliveryInstant,
  deliveryOutsidePromotion,
  isNewPromotionalCampaignId,
  isPromotionOpen,
  madridToday,
  promotionalCampaignChangedSince,
  promotionalChoiceErrors,
  promotionalCampaignErrors,
  promotionalCampaignForSave,
  promotionalCampaignState,
  promotionalFormOf,
  samePromotionalForm,
} from './promotional-campaign';
export type { PromotionalCampaignRecord, PromotionalCampaignState, PromotionalChoiceError, PromotionalFormError, Promotion, PromotionalTemplate } from './promotional-campaign';
export { DEFAULT_PROMOTIONAL_SORT, filterPromotionalCampaigns, promotionalCampaignRows, sortPromotionalCampaigns } from './promotional-list';
export type { PromotionalCampaignRow, PromotionalListFilters, PromotionalSort, PromotionalSortColumn } from './promotional-list';
export { promotionalFailureMessage, promotionalSuccessMessage } from './promotional-messages';
export type { PromotionalMessageCode, PromotionalOperation } from './promotional-messages';
export { PROMOTIONAL_SORT_COLUMNS, PROMOTIONAL_STATE_FILTERS } from './promotional-sort-columns';
export { PromotionalCampaignGateway, PromotionalCampaignGatewayMethods } from './promotional-campaign-gateway.port';
export type { PromotionalCampaign, PromotionalCampaignForm } from '@domain/healthcare';
