import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE, err, ok, type Result } from '@domain/shared-kernel';
import { deliveryTimestamp, promotionalFormErrors, type CampaignFormError, type PromotionalCampaign, type PromotionalCampaignForm } from '@domain/healthcare';

/** A promotional campaign as the list and the form read it: the spec's fields (spec 2 §3) and its id. */
export interface PromotionalCampaignRecord extends PromotionalCampaign {
  readonly id: string;
}

/** A promotion a promotional campaign can announce (spec 2 §7 GET promotions). */
export interface Promotion {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  /** First day of the promotion, 'YYYY-MM-DD'; '' when the server does not say. */
  readonly startDate: string;
  /** Last day of the promotion, 'YYYY-MM-DD'; '' when open-ended. */
  readonly endDate: string;
}

/** A promotional template that may be used (spec 2 §7 GET getActivePromotionalTemplates). */
export interface PromotionalTemplate {
  readonly id: number;
  readonly name: string;
  readonly subject: string;
}

/** What a promotional campaign is doing: waiting for its delivery time, or delivered. */
export type PromotionalCampaignState = 'scheduled' | 'sent';

/** Why the promotional form cannot be saved: the shared form rules, and a delivery time that has passed. */
export type PromotionalFormError = CampaignFormError | 'DATE_IN_PAST';

/** The id in the form's address that means a new campaign. */
export const NEW_PROMOTIONAL_CAMPAIGN_ID = 'new';

/** Whether the form's address id names a new campaign: no id, an empty one, or 'new'. */
export function isNewPromotionalCampaignId(id: string | undefined): boolean {
  return id === undefined || id.trim() === '' || id === NEW_PROMOTIONAL_CAMPAIGN_ID;
}

/**
 * The instant of a delivery date 'YYYY-MM-DD' and time 'HH:mm' in Madrid time (the product's zone,
 * spec 2 §9), epoch milliseconds; undefined when they do not merge into a timestamp (spec 2 §5, the
 * healthcare rule `deliveryTimestamp`).
 */
export function deliveryInstant(date: string, time: string): number | undefined {
  const merged = deliveryTimestamp(date, time);
  if (!merged.ok) return undefined;
  const instant = DateTime.fromFormat(merged.value, 'yyyy-MM-dd HH:mm:ss', { zone: PRODUCT_TIME_ZONE });
  return instant.isValid ? instant.toMillis() : undefined;
}

/**
 * Every reason the promotional form cannot be saved at `now` (spec 2 §5 "Promotional form: required
 * fields filled", and the send-date rule of the same section: a delivery that is not in the future is
 * DATE_IN_PAST). None when it can be saved. Not in the spec: the past-date rule applied to promotional
 * campaigns (the spec states it for the campaign wizard's send date).
 */
export function promotionalCampaignErrors(form: PromotionalCampaignForm, now: number): PromotionalFormError[] {
  const errors: PromotionalFormError[] = promotionalFormErrors(form);
  const instant = deliveryInstant(form.deliveryDate, form.deliveryTime);
  if (instant !== undefined && instant <= now) errors.push('DATE_IN_PAST');
  return errors;
}

/**
 * The campaign to save from the form at `now`, stamped with its author, or every reason it cannot be
 * (see {@link promotionalCampaignErrors}). The name is trimmed; the date and time keep their
 * 'YYYY-MM-DD' and 'HH:mm' forms (the adapters merge them on the wire).
 */
export function promotionalCampaignForSave(form: PromotionalCampaignForm, now: number, createdBy: string): Result<PromotionalCampaign, PromotionalFormError[]> {
  const errors = promotionalCampaignErrors(form, now);
  if (errors.length > 0 || form.selectedPromotion === undefined || form.activePromotionalTemplateSelected === undefined) return err(errors);
  return ok({
    name: form.name.trim(),
    deliveryDate: form.deliveryDate.trim(),
    deliveryTime: form.deliveryTime.trim(),
    selectedPromotion: form.selectedPromotion,
    activePromotionalTemplateSelected: form.activePromotionalTemplateSelected,
    isDeleted: false,
    createdBy,
  });
}

/** The form of a new campaign: nothing chosen, the delivery at 10:00 of a day still to choose. */
export const EMPTY_PROMOTIONAL_FORM: PromotionalCampaignForm = {
  name: '',
  deliveryDate: '',
  deliveryTime: '10:00',
  selectedPromotion: undefined,
  activePromotionalTemplateSelected: undefined,
};

/** The form of a stored campaign. */
export function promotionalFormOf(campaign: PromotionalCampaign): PromotionalCampaignForm {
  return {
    name: campaign.name,
    deliveryDate: campaign.deliveryDate,
    deliveryTime: campaign.deliveryTime,
    selectedPromotion: campaign.selectedPromotion,
    activePromotionalTemplateSelected: campaign.activePromotionalTemplateSelected,
  };
}

/**
 * Whether a campaign was delivered at `now`: its delivery time has come (Madrid time). A campaign
 * whose date cannot be read counts as scheduled, so that it can still be corrected. Not in the spec:
 * the states (the spec gives promotional campaigns no status).
 */
export function promotionalCampaignState(campaign: Pick<PromotionalCampaign, 'deliveryDate' | 'deliveryTime'>, now: number): PromotionalCampaignState {
  const instant = deliveryInstant(campaign.deliveryDate, campaign.deliveryTime);
  return instant !== undefined && instant <= now ? 'sent' : 'scheduled';
}

/**
 * Whether a campaign may still be edited or deleted at `now`: only while it waits for its delivery.
 * Not in the spec: a delivered campaign is kept as it went out.
 */
export function canChangePromotionalCampaign(campaign: Pick<PromotionalCampaign, 'deliveryDate' | 'deliveryTime'>, now: number): boolean {
  return promotionalCampaignState(campaign, now) === 'scheduled';
}

/** Whether two versions of a campaign differ in anything the form saves (someone saved it meanwhile). */
export function promotionalCampaignChangedSince(loaded: PromotionalCampaign, current: PromotionalCampaign): boolean {
  return (
    loaded.name !== current.name ||
    loaded.deliveryDate !== current.deliveryDate ||
    loaded.deliveryTime !== current.deliveryTime ||
    loaded.selectedPromotion !== current.selectedPromotion ||
    loaded.activePromotionalTemplateSelected !== current.activePromotionalTemplateSelected ||
    loaded.isDeleted !== current.isDeleted
  );
}

/** Whether two forms hold the same values (a draft that equals what was loaded is no draft). */
export function samePromotionalForm(a: PromotionalCampaignForm, b: PromotionalCampaignForm): boolean {
  return (
    a.name === b.name &&
    a.deliveryDate === b.deliveryDate &&
    a.deliveryTime === b.deliveryTime &&
    a.selectedPromotion === b.selectedPromotion &&
    a.activePromotionalTemplateSelected === b.activePromotionalTemplateSelected
  );
}

/**
 * Whether a promotion can still be announced on `today` ('YYYY-MM-DD', Madrid): it has not ended
 * (an open-ended one never ends). Not in the spec.
 */
export function isPromotionOpen(promotion: Promotion, today: string): boolean {
  return promotion.endDate === '' || promotion.endDate >= today;
}

/**
 * Whether a delivery day ('YYYY-MM-DD') falls outside the promotion's days, so the campaign would
 * announce a promotion that has not started or has ended. False when the day is not a date. Not in the
 * spec: the form warns of it, and still saves.
 */
export function deliveryOutsidePromotion(promotion: Promotion, deliveryDate: string): boolean {
  const day = deliveryDate.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  return (promotion.startDate !== '' && day < promotion.startDate) || (promotion.endDate !== '' && day > promotion.endDate);
}

/** The day of `now` in Madrid, 'YYYY-MM-DD'. */
export function madridToday(now: number): string {
  return DateTime.fromMillis(now, { zone: PRODUCT_TIME_ZONE }).toFormat('yyyy-MM-dd');
}

/** Why the chosen promotion or template can no longer be used. */
export type PromotionalChoiceError = 'PROMOTION_ENDED' | 'TEMPLATE_NOT_ACTIVE';

/**
 * What is wrong with the form's choices once the lookups have answered: a chosen promotion that ended
 * before `today` ('YYYY-MM-DD', Madrid) or that the promotions no longer list (PROMOTION_ENDED), a
 * chosen template that is not among the active promotional templates (TEMPLATE_NOT_ACTIVE; the field
 * is named activePromotionalTemplateSelected, spec 2 §3). Nothing chosen is not an error here (see
 * {@link promotionalCampaignErrors}). Not in the spec.
 */
export function promotionalChoiceErrors(
  form: Pick<PromotionalCampaignForm, 'selectedPromotion' | 'activePromotionalTemplateSelected'>,
  promotions: readonly Promotion[],
  templates: readonly PromotionalTemplate[],
  today: string,
): PromotionalChoiceError[] {
  const errors: PromotionalChoiceError[] = [];
  if (form.selectedPromotion !== undefined) {
    const promotion = promotions.find((candidate) => candidate.id === form.selectedPromotion);
    if (promotion === undefined || !isPromotionOpen(promotion, today)) errors.push('PROMOTION_ENDED');
  }
  if (form.activePromotionalTemplateSelected !== undefined && !templates.some((template) => template.id === form.activePromotionalTemplateSelected)) errors.push('TEMPLATE_NOT_ACTIVE');
  return errors;
}
