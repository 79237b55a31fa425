import { err, ok, type Result } from '@domain/shared-kernel';
import { DateTime } from 'luxon';
import type { CampaignTemplateRef } from './healthcare-campaign';

/** Why a delivery date and time cannot be merged. */
export type DeliveryError = 'INVALID_DATE' | 'INVALID_TIME';

/**
 * Merges a delivery date 'YYYY-MM-DD' and time 'HH:mm' into the timestamp 'YYYY-MM-DD HH:mm:ss' the
 * server keeps, seconds 00 (spec 2 §5). A day that does not exist (2026-02-30) or a malformed date is
 * INVALID_DATE; a time outside 00:00–23:59 or malformed is INVALID_TIME. Surrounding spaces are ignored.
 */
export function deliveryTimestamp(date: string, time: string): Result<string, DeliveryError> {
  if (!isDeliveryDate(date)) return err('INVALID_DATE');
  if (!isDeliveryTime(time)) return err('INVALID_TIME');
  return ok(`${date.trim()} ${time.trim()}:00`);
}

/** Why a healthcare or promotional campaign form cannot be saved. */
export type CampaignFormError =
  | 'NAME_REQUIRED'
  | 'INVALID_DATE'
  | 'INVALID_TIME'
  | 'NO_TEMPLATE_SELECTED'
  | 'NO_PHARMACY_SELECTED'
  | 'PROMOTION_REQUIRED'
  | 'PROMOTIONAL_TEMPLATE_REQUIRED';

/** The words for each form error. Not in the spec: it gives no messages for these rules; the texts are ours. */
export const CAMPAIGN_FORM_MESSAGES = {
  NAME_REQUIRED: 'El nombre es obligatorio.',
  INVALID_DATE: 'Indica una fecha de envío válida.',
  INVALID_TIME: 'Indica una hora de envío válida (HH:mm).',
  NO_TEMPLATE_SELECTED: 'Selecciona al menos una plantilla.',
  NO_PHARMACY_SELECTED: 'Selecciona al menos una farmacia.',
  PROMOTION_REQUIRED: 'Selecciona una promoción.',
  PROMOTIONAL_TEMPLATE_REQUIRED: 'Selecciona una plantilla promocional.',
} as const satisfies Record<CampaignFormError, string>;

/** The healthcare campaign form (spec 2 §2): name, delivery date and time, templates and pharmacies. */
export interface HealthcareCampaignForm {
  readonly name: string;
  readonly deliveryDate: string;
  readonly deliveryTime: string;
  readonly templates: readonly CampaignTemplateRef[];
  /** The eids of the selected pharmacies. */
  readonly pharmacies: readonly number[];
}

/** The promotional campaign form (spec 2 §2): name, delivery date and time, promotion and template. */
export interface PromotionalCampaignForm {
  readonly name: string;
  readonly deliveryDate: string;
  readonly deliveryTime: string;
  readonly selectedPromotion: number | undefined;
  readonly activePromotionalTemplateSelected: number | undefined;
}

/**
 * The healthcare form is valid when its fields are (a name that is not blank, a delivery date and
 * time that merge into a timestamp) and at least one template and one pharmacy are selected
 * (spec 2 §5). Returns every error, none when it can be saved.
 */
export function healthcareFormErrors(form: HealthcareCampaignForm): CampaignFormError[] {
  return [
    ...commonErrors(form),
    ...(form.templates.length === 0 ? (['NO_TEMPLATE_SELECTED'] as const) : []),
    ...(form.pharmacies.length === 0 ? (['NO_PHARMACY_SELECTED'] as const) : []),
  ];
}

/**
 * The promotional form needs its required fields filled: name, delivery date and time, a selected
 * promotion and an active promotional template (spec 2 §2, §5). Returns every error, none when it can
 * be saved.
 */
export function promotionalFormErrors(form: PromotionalCampaignForm): CampaignFormError[] {
  return [
    ...commonErrors(form),
    ...(form.selectedPromotion === undefined ? (['PROMOTION_REQUIRED'] as const) : []),
    ...(form.activePromotionalTemplateSelected === undefined ? (['PROMOTIONAL_TEMPLATE_REQUIRED'] as const) : []),
  ];
}

function commonErrors(form: { name: string; deliveryDate: string; deliveryTime: string }): CampaignFormError[] {
  const errors: CampaignFormError[] = form.name.trim() === '' ? ['NAME_REQUIRED'] : [];
  if (!isDeliveryDate(form.deliveryDate)) errors.push('INVALID_DATE');
  if (!isDeliveryTime(form.deliveryTime)) errors.push('INVALID_TIME');
  return errors;
}

function isDeliveryDate(text: string): boolean {
  const day = text.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && DateTime.fromISO(day, { zone: 'utc' }).isValid;
}

function isDeliveryTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text.trim());
}
