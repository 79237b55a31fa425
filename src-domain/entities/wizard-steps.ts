/** The wizard's steps in order: services, then sections 1, 2 and 3 (spec 3 §2 "Pharmacy wizard", §4). */
export const WIZARD_STEPS = ['services', 'section1', 'section2', 'section3'] as const;

/** A step of the wizard (spec 3 §4 "Wizard"). */
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** A section of the wizard: every step but the services step. */
export type WizardSection = Exclude<WizardStep, 'services'>;

/** The step after `step`, `undefined` after section 3, where the wizard submits instead (spec 3 §4). */
export function nextWizardStep(step: WizardStep): WizardStep | undefined {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1];
}

/** The step before `step`, `undefined` at the services step (spec 3 §2 "Next and back"). */
export function previousWizardStep(step: WizardStep): WizardStep | undefined {
  const index = WIZARD_STEPS.indexOf(step);
  return index > 0 ? WIZARD_STEPS[index - 1] : undefined;
}

/** Whether the wizard creates a pharmacy or edits one (spec 3 §2 "Pharmacy wizard"). */
export type WizardMode = 'create' | 'edit';

/** The wizard edits when the route has an eid and creates otherwise (spec 3 §2); a blank eid counts as none. */
export function wizardMode(routeEid: string | undefined): WizardMode {
  return routeEid === undefined || routeEid.trim() === '' ? 'create' : 'edit';
}

/** The fields that can only be filled in when creating: ERP, KAM and the login data (spec 3 §5). */
export const CREATION_ONLY_FIELDS = ['erp', 'kam', 'username', 'password', 'passwordRepeat'] as const;

/** A field that is disabled outside creation. */
export type CreationOnlyField = (typeof CREATION_ONLY_FIELDS)[number];

/** ERP, KAM and login fields are disabled outside creation (spec 3 §5). */
export function isWizardFieldDisabled(field: string, mode: WizardMode): boolean {
  return mode === 'edit' && (CREATION_ONLY_FIELDS as readonly string[]).includes(field);
}

/** How the wizard is shown: backoffice users get backofficeView, pharmacy users phView (spec 3 §6). */
export type WizardViewMode = 'backofficeView' | 'phView';

/** The wizard's view mode for a back-office user or a pharmacy user (spec 3 §6). */
export function wizardViewMode(isBackofficeUser: boolean): WizardViewMode {
  return isBackofficeUser ? 'backofficeView' : 'phView';
}
