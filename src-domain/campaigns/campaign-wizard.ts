import { smsMessageErrors, type SmsMessageError } from '@domain/sms';
import type { Campaign, CampaignSubtype } from './campaign';

/** The wizard's steps: 0 parameters, 1 design, 2 finish (spec 2 §2 "Campaign wizard", §4). */
export type WizardStep = 0 | 1 | 2;

/** The wizard's step titles, by step (spec 2 §2). */
export const WIZARD_STEP_TITLES = ['Parámetros', 'Diseño', 'Finalizar'] as const satisfies Record<WizardStep, string>;

/** The step after `step`; the last step stays where it is (spec 2 §4: advance by one). */
export function nextWizardStep(step: WizardStep): WizardStep {
  return step === 0 ? 1 : 2;
}

/** The step before `step`; the first step stays where it is (spec 2 §4: back by one). */
export function previousWizardStep(step: WizardStep): WizardStep {
  return step === 2 ? 1 : 0;
}

/**
 * The step the wizard opens at from the route's optional `section` (spec 2 §2: "modify schedule" opens
 * section 2). Not in the spec: anything other than '0', '1' or '2' opens step 0.
 */
export function wizardStepFromSection(section: string | undefined): WizardStep {
  if (section === '1') return 1;
  if (section === '2') return 2;
  return 0;
}

/** The segment type of an uploaded excel (spec 2 §5). */
export const EXCEL_SEGMENT_TYPE = 'EXCEL';

/** The segment type of a segment of the API for `product`: `{product}_SEGMENT` (spec 2 §5). */
export function apiSegmentType(product: string): string {
  return `${product}_SEGMENT`;
}

/** Why step 0 (Parámetros) is not valid. */
export type ParametersStepError = 'MISSING_NAME' | 'MISSING_SUBJECT' | 'MISSING_SEGMENT_TYPE' | 'MISSING_API_SEGMENT' | 'MISSING_EXCEL';

/**
 * Step 0 is valid when the form has no required errors and a segment source is set: an API segment id
 * for type `{product}_SEGMENT`, an uploaded excel for type EXCEL (spec 2 §5). Not in the spec: the required
 * fields are the name and, for email, the subject; any other segment type is MISSING_SEGMENT_TYPE; a
 * value of only white space counts as empty.
 */
export function parametersStepErrors(
  campaign: Pick<Campaign, 'subtype' | 'content' | 'segment'>,
  product: string,
): ParametersStepError[] {
  const errors: ParametersStepError[] = [];
  if (isBlank(campaign.content.name)) errors.push('MISSING_NAME');
  if (campaign.subtype === 'email' && isBlank(campaign.content.subject)) errors.push('MISSING_SUBJECT');
  const { type, apiId, excel } = campaign.segment;
  if (type === apiSegmentType(product)) {
    if (isBlank(apiId)) errors.push('MISSING_API_SEGMENT');
  } else if (type === EXCEL_SEGMENT_TYPE) {
    if (isBlank(excel)) errors.push('MISSING_EXCEL');
  } else {
    errors.push('MISSING_SEGMENT_TYPE');
  }
  return errors;
}

/** Why step 1 (Diseño) is not valid: no email content, or the SMS form's errors. */
export type DesignStepError = 'MISSING_CONTENT' | SmsMessageError;

/**
 * Step 1 is valid when content exists; for SMS, when the SMS form is valid (spec 2 §5), the SMS form being
 * the sender display name `smsSenderName` and the text. Not in the spec: an email has content when its
 * editor design or its HTML is not blank.
 */
export function designStepErrors(campaign: Pick<Campaign, 'subtype' | 'content'>, smsSenderName: string): DesignStepError[] {
  const { content } = campaign;
  if (campaign.subtype === 'sms') return smsMessageErrors({ senderName: smsSenderName, text: content.smsContent });
  return isBlank(content.json) && isBlank(content.html) ? ['MISSING_CONTENT'] : [];
}

/** How often the wizard autosaves, in ms (spec 2 §4, §9: 5 s email, 10 s SMS). */
export const AUTOSAVE_INTERVAL_MS = { email: 5_000, sms: 10_000 } as const satisfies Record<CampaignSubtype, number>;

function isBlank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}
