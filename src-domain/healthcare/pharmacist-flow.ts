import { err, ok, type Result } from '@domain/shared-kernel';

/** The steps of the pharmacist's healthcare campaign wizard (spec 2 §2, §4 "Pharmacist flow"). */
export type PharmacistStep = 'selectTemplate' | 'readyTemplates' | 'confirmTemplates';

/**
 * What happens in the wizard: a template is added to the ready templates, the pharmacist asks to add
 * another, a ready template is removed (`remaining` ready templates are left), or the ready templates
 * were saved successfully.
 */
export type PharmacistEvent =
  | { readonly type: 'templateAdded' }
  | { readonly type: 'addNew' }
  | { readonly type: 'templateRemoved'; readonly remaining: number }
  | { readonly type: 'saveSucceeded' };

/** The events of the transition table; a removal that leaves none is `lastTemplateRemoved`. */
export type PharmacistTransition = 'templateAdded' | 'addNew' | 'templateRemoved' | 'lastTemplateRemoved' | 'saveSucceeded';

/**
 * The wizard's transitions (spec 2 §4): selectTemplate goes to readyTemplates once a template is
 * added; readyTemplates goes to confirmTemplates after a successful save, and back to selectTemplate
 * when the last ready template is removed. Not in the spec: "add new" (spec 2 §2) returns to
 * selectTemplate keeping the ready templates; a failed save stays put; confirmTemplates is final (its
 * only way on is the private area).
 */
export const PHARMACIST_FLOW = {
  selectTemplate: { templateAdded: 'readyTemplates' },
  readyTemplates: {
    addNew: 'selectTemplate',
    templateRemoved: 'readyTemplates',
    lastTemplateRemoved: 'selectTemplate',
    saveSucceeded: 'confirmTemplates',
  },
  confirmTemplates: {},
} as const satisfies Record<PharmacistStep, Partial<Record<PharmacistTransition, PharmacistStep>>>;

/** An event the wizard does not accept in a step. */
export interface IllegalPharmacistEvent {
  readonly step: PharmacistStep;
  readonly event: PharmacistTransition;
}

/** The wizard's first step (spec 2 §4). */
export const FIRST_PHARMACIST_STEP: PharmacistStep = 'selectTemplate';

/** The step after `event`, or the refused event (spec 2 §4, table {@link PHARMACIST_FLOW}). */
export function nextPharmacistStep(step: PharmacistStep, event: PharmacistEvent): Result<PharmacistStep, IllegalPharmacistEvent> {
  const transition = transitionOf(event);
  const row: Partial<Record<PharmacistTransition, PharmacistStep>> = PHARMACIST_FLOW[step];
  const next = row[transition];
  return next === undefined ? err({ step, event: transition }) : ok(next);
}

/** The events a step accepts, in table order. */
export function allowedPharmacistEvents(step: PharmacistStep): PharmacistTransition[] {
  return Object.keys(PHARMACIST_FLOW[step]) as PharmacistTransition[];
}

function transitionOf(event: PharmacistEvent): PharmacistTransition {
  return event.type === 'templateRemoved' && event.remaining <= 0 ? 'lastTemplateRemoved' : event.type;
}
