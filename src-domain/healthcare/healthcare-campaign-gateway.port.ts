import { portMethods, token } from '@domain/shared-kernel';
import type { ActiveTemplate, CampaignTemplateRef, HealthcareCampaign } from './healthcare-campaign';
import type { HealthcareSegment } from './healthcare-segment';

/** A pharmacy a healthcare campaign can be addressed to (spec 2 §7 GET activePharmacies). */
export interface ActivePharmacy {
  readonly eid: number;
  readonly name: string;
  readonly city: string;
}

/** What the back-office saves of a healthcare campaign (spec 2 §3); the server keeps the rest. */
export interface HealthcareCampaignDraft {
  readonly name: string;
  /** 'YYYY-MM-DD'. */
  readonly deliveryDate: string;
  /** 'HH:mm'. */
  readonly deliveryTime: string;
  readonly pharmacies: readonly number[];
  readonly templates: readonly CampaignTemplateRef[];
  /** The back-office user who saves it. */
  readonly author: string;
}

/**
 * A healthcare campaign as one pharmacist sees it (spec 2 §4 "Pharmacist flow"): the campaign with the
 * pharmacist's own selection of templates (`campaign.templates`, `campaign.pharmacyId` set), whether the
 * pharmacist has confirmed it, and the campaign's version when it was read, which
 * `checkCampaignModification` compares.
 */
export interface PharmacistCampaign {
  readonly campaign: HealthcareCampaign;
  readonly confirmed: boolean;
  readonly version: number;
}

/** The segments and templates a pharmacist may choose from (spec 2 §7 getActiveTemplatesForEditHealthcare). */
export interface PharmacistTemplates {
  readonly segments: readonly HealthcareSegment[];
  readonly templates: readonly ActiveTemplate[];
}

/** The answer of checkCampaignModification: whether the back-office changed the campaign since `version`, and its words. */
export interface CampaignModification {
  readonly modified: boolean;
  readonly message: string;
}

/**
 * The healthcare campaign calls (spec 2 §7 "Healthcare, promotional and segments", under /api/v2/, the
 * campaign id in `cmId`). Back-office: list, get, create, update, cancel, delete, the active pharmacies
 * and templates, and the number of sends of a segment for one pharmacy (`getSegmentSendCount`, the
 * entity header set to that pharmacy). Pharmacist: the campaign for one pharmacy (getCampaignDetails,
 * `pharmacyKey` = the pharmacy's eid), its segments and templates, saving and confirming the selection
 * (updateCampaignDetails) and checkCampaignModification. Failures reject with an ApiError; a 40x on a
 * cancel means the campaign is in use.
 */
export interface HealthcareCampaignGateway {
  /** GET healthcareCampaigns: the campaigns not deleted. */
  list(): Promise<readonly HealthcareCampaign[]>;
  /** GET getHealthcareCampaign?cmId={id}. */
  get(id: number): Promise<HealthcareCampaign>;
  /** POST addHealthcareCampaign; answers the new id when the server gives it. */
  create(campaign: HealthcareCampaignDraft): Promise<number | undefined>;
  /** PUT updateHealthcareCampaign?cmId={id}. */
  update(id: number, campaign: HealthcareCampaignDraft): Promise<void>;
  /** PUT cancelHealthcareCampaign?cmId={id}: status 20; a 40x when in use. */
  cancel(id: number): Promise<void>;
  /** DELETE deleteHealthcareCampaign?cmId={id}. */
  delete(id: number): Promise<void>;
  /** GET activePharmacies. */
  activePharmacies(): Promise<readonly ActivePharmacy[]>;
  /** GET getActiveTemplates: every active template with its segment. */
  activeTemplates(): Promise<readonly ActiveTemplate[]>;
  /** GET getSegmentSendCount?segmentId={segmentId}, entity header {eid}: how many clients of the pharmacy the segment reaches. */
  segmentSendCount(segmentId: number, eid: number): Promise<number>;
  /** GET campaignService/getCampaignDetails?cmId={id}&pharmacyKey={eid}. */
  pharmacistCampaign(id: number, eid: number): Promise<PharmacistCampaign>;
  /** GET campaignService/getActiveTemplatesForEditHealthcare?cmId={id}&pharmacyKey={eid}. */
  pharmacistTemplates(id: number, eid: number): Promise<PharmacistTemplates>;
  /** POST campaignService/updateCampaignDetails (confirmed false): saves the pharmacist's selection. */
  savePharmacistSelection(id: number, eid: number, templates: readonly CampaignTemplateRef[]): Promise<void>;
  /** POST campaignService/updateCampaignDetails (confirmed true): confirms the pharmacist's selection. */
  confirmPharmacistSelection(id: number, eid: number, templates: readonly CampaignTemplateRef[]): Promise<void>;
  /** GET checkCampaignModification?cmId={id}&version={version}. */
  checkCampaignModification(id: number, version: number): Promise<CampaignModification>;
}

/** Token of the {@link HealthcareCampaignGateway} port. */
export const HealthcareCampaignGateway = token<HealthcareCampaignGateway>('healthcare.HealthcareCampaignGateway');

/** Every call of the {@link HealthcareCampaignGateway} port. */
export const HealthcareCampaignGatewayMethods = portMethods<HealthcareCampaignGateway>()(
  'list',
  'get',
  'create',
  'update',
  'cancel',
  'delete',
  'activePharmacies',
  'activeTemplates',
  'segmentSendCount',
  'pharmacistCampaign',
  'pharmacistTemplates',
  'savePharmacistSelection',
  'confirmPharmacistSelection',
  'checkCampaignModification',
);
