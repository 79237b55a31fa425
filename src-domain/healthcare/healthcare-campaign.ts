import { HEALTHCARE_STATUS, type HealthcareStatus } from './healthcare-status';

/** A segment and one of its templates, as a campaign holds them (spec 2 §3 "templates"). */
export interface CampaignTemplateRef {
  readonly segmentId: number;
  readonly templateId: number;
}

/** A template that can be used in a healthcare campaign, with its segment (spec 2 §3 "Active template"). */
export interface ActiveTemplate extends CampaignTemplateRef {
  readonly templateName: string;
  readonly segmentName: string;
}

/** A healthcare campaign (spec 2 §3). */
export interface HealthcareCampaign {
  readonly id: number;
  readonly name: string;
  /** 'YYYY-MM-DD'. */
  readonly deliveryDate: string;
  /** 'HH:mm'. */
  readonly deliveryTime: string;
  readonly status: HealthcareStatus;
  readonly topic: string;
  /** The eids of the pharmacies it goes to. */
  readonly pharmacies: readonly number[];
  readonly templates: readonly CampaignTemplateRef[];
  readonly isDeleted: boolean;
  readonly createdBy: string;
  readonly editedBy: string;
  /** The pharmacy a pharmacist's copy belongs to, when it is one. */
  readonly pharmacyId: number | undefined;
  readonly campaignTemplates: readonly ActiveTemplate[];
}

/** A promotional campaign (spec 2 §3). */
export interface PromotionalCampaign {
  readonly name: string;
  /** 'YYYY-MM-DD'. */
  readonly deliveryDate: string;
  /** 'HH:mm'. */
  readonly deliveryTime: string;
  readonly selectedPromotion: number;
  readonly activePromotionalTemplateSelected: number;
  readonly isDeleted: boolean;
  readonly createdBy: string;
}

/**
 * The campaigns the list shows: all, or with the sent filter on only the sent ones, status 30
 * (spec 2 §2 "Healthcare campaign list and form").
 */
export function campaignsForList(campaigns: readonly HealthcareCampaign[], onlySent: boolean): HealthcareCampaign[] {
  return onlySent ? campaigns.filter((campaign) => campaign.status === HEALTHCARE_STATUS.SENT) : [...campaigns];
}
