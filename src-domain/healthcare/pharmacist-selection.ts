import type { ActiveTemplate, CampaignTemplateRef, HealthcareCampaign } from './healthcare-campaign';
import { healthcareDeliveryInstant } from './healthcare-editing';
import type { PharmacistTemplates } from './healthcare-campaign-gateway.port';
import { HEALTHCARE_STATUS } from './healthcare-status';

/**
 * The template the pharmacist may add to the ready templates now (spec 2 §2 "Healthcare campaign
 * wizard", §5): the selected template, when it is one of the offered templates, belongs to the selected
 * segment (or no segment is selected), is not in a ready template already and its segment has no ready
 * template yet (one template per segment). Undefined when nothing can be added.
 */
export function templateToAdd(
  templates: readonly ActiveTemplate[],
  ready: readonly CampaignTemplateRef[],
  selectedSegmentId: number | undefined,
  selectedTemplateId: number | undefined,
): CampaignTemplateRef | undefined {
  const template = templates.find((candidate) => candidate.templateId === selectedTemplateId);
  if (template === undefined) return undefined;
  if (selectedSegmentId !== undefined && template.segmentId !== selectedSegmentId) return undefined;
  if (ready.some((ref) => ref.templateId === template.templateId || ref.segmentId === template.segmentId)) return undefined;
  return { segmentId: template.segmentId, templateId: template.templateId };
}

/** The ready templates without the one of `templateId` (spec 2 §2 "remove"). */
export function withoutReadyTemplate(ready: readonly CampaignTemplateRef[], templateId: number): CampaignTemplateRef[] {
  return ready.filter((ref) => ref.templateId !== templateId);
}

/**
 * The ready templates still offered to the pharmacist (a template the back-office withdrew, or one of a
 * draft kept in this browser that is no longer active, is dropped), one per segment, in their order.
 */
export function offeredReadyTemplates(ready: readonly CampaignTemplateRef[], offered: PharmacistTemplates): CampaignTemplateRef[] {
  const kept: CampaignTemplateRef[] = [];
  for (const ref of ready) {
    const known = offered.templates.some((template) => template.templateId === ref.templateId && template.segmentId === ref.segmentId);
    if (known && !kept.some((each) => each.segmentId === ref.segmentId)) kept.push({ segmentId: ref.segmentId, templateId: ref.templateId });
  }
  return kept;
}

/** Whether two selections hold the same templates, in any order. */
export function sameTemplateSelection(a: readonly CampaignTemplateRef[], b: readonly CampaignTemplateRef[]): boolean {
  return a.length === b.length && a.every((ref) => b.some((other) => other.segmentId === ref.segmentId && other.templateId === ref.templateId));
}

/** One line of what a campaign will send: a ready template and how many clients of the pharmacy its segment reaches. */
export interface SendPlanLine {
  readonly segmentId: number;
  readonly segmentName: string;
  readonly templateId: number;
  readonly templateName: string;
  /** Undefined while it is not known. */
  readonly clients: number | undefined;
}

/** What the campaign will send for one pharmacy: a line per ready template, and the total once every count is known. */
export interface SendPlan {
  readonly lines: readonly SendPlanLine[];
  readonly total: number | undefined;
}

/**
 * What the campaign will send (not in the spec: shown before the pharmacist confirms): each ready
 * template with its names (its ids when it is not among `templates`) and the number of clients of the
 * pharmacy its segment reaches (`clients` by segment id, spec 2 §7 getSegmentSendCount).
 */
export function sendPlan(ready: readonly CampaignTemplateRef[], templates: readonly ActiveTemplate[], clients: ReadonlyMap<number, number>): SendPlan {
  const lines = ready.map((ref) => {
    const template = templates.find((candidate) => candidate.templateId === ref.templateId);
    return {
      segmentId: ref.segmentId,
      segmentName: template?.segmentName ?? `#${ref.segmentId}`,
      templateId: ref.templateId,
      templateName: template?.templateName ?? `#${ref.templateId}`,
      clients: clients.get(ref.segmentId),
    };
  });
  const counts = lines.flatMap((line) => (line.clients === undefined ? [] : [line.clients]));
  return { lines, total: counts.length === lines.length ? counts.reduce((sum, count) => sum + count, 0) : undefined };
}

/**
 * The campaigns waiting for pharmacy `eid` to approve them, soonest first: ready (status 10), not
 * deleted, addressed to the pharmacy, and not yet due at `now` (a delivery that has passed or cannot be
 * read waits for nobody). Whether the pharmacist has confirmed one is known only from its details.
 */
export function campaignsAwaitingPharmacy(campaigns: readonly HealthcareCampaign[], eid: number, now: number): HealthcareCampaign[] {
  return campaigns
    .map((campaign) => ({ campaign, at: healthcareDeliveryInstant(campaign.deliveryDate, campaign.deliveryTime) ?? Number.NaN }))
    .filter(({ campaign, at }) => campaign.status === HEALTHCARE_STATUS.READY && !campaign.isDeleted && campaign.pharmacies.includes(eid) && at > now)
    .sort((a, b) => a.at - b.at || a.campaign.id - b.campaign.id)
    .map(({ campaign }) => campaign);
}
