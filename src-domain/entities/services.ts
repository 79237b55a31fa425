/** The services a pharmacy can contract (spec 3 §3 "Services"). */
export const WIZARD_SERVICE_NAMES = [
  'cdm',
  'multichannelMarketing',
  'web',
  'mobileApp',
  'digitalServices',
  'onlineShop',
  'loyaltyCards',
] as const;

/** One of the contractable services (spec 3 §3 "Services"). */
export type WizardServiceName = (typeof WIZARD_SERVICE_NAMES)[number];

/** The plans a service is contracted in (spec 3 §9 "Plans: basic, standard, premium"). */
export const SERVICE_PLANS = ['basic', 'standard', 'premium'] as const;

/** A service plan (spec 3 §9). */
export type ServicePlan = (typeof SERVICE_PLANS)[number];

/** One service of a pharmacy: its plan, whether it is contracted, and comments (spec 3 §3 "Wizard entity"). */
export interface WizardService {
  /** The plan; `undefined` for a service not contracted. */
  readonly plan: ServicePlan | undefined;
  readonly enabled: boolean;
  readonly comments: string;
}

/** Every service of a pharmacy, contracted or not. */
export type WizardServices = Readonly<Record<WizardServiceName, WizardService>>;

/** The services step as the user fills it in: the services ticked in each plan. */
export type PlanSelection = Readonly<Record<ServicePlan, readonly WizardServiceName[]>>;

/** Why the services step cannot be left (spec 3 §5 "Services step"). */
export type ServicesStepError = 'NO_SERVICE' | 'SERVICE_IN_SEVERAL_PLANS' | 'NO_COMMERCIAL_SELLER';

/**
 * The services step needs at least one service in some plan, each service in only one plan, and a
 * commercial seller (spec 3 §5 "Services step"). Returns every broken rule, none when the step is valid.
 */
export function servicesStepErrors(step: { readonly plans: PlanSelection; readonly commercialSeller: string }): ServicesStepError[] {
  const errors: ServicesStepError[] = [];
  const ticked = SERVICE_PLANS.flatMap((plan) => [...new Set(step.plans[plan])]);
  if (ticked.length === 0) errors.push('NO_SERVICE');
  if (new Set(ticked).size !== ticked.length) errors.push('SERVICE_IN_SEVERAL_PLANS');
  if (step.commercialSeller.trim() === '') errors.push('NO_COMMERCIAL_SELLER');
  return errors;
}

/**
 * The texts of the services-step errors. Not in the spec: it states the rules but no messages.
 */
export const SERVICES_STEP_MESSAGES = {
  NO_SERVICE: 'Selecciona al menos un servicio en algún plan',
  SERVICE_IN_SEVERAL_PLANS: 'Cada servicio solo puede estar en un plan',
  NO_COMMERCIAL_SELLER: 'Selecciona un comercial',
} as const satisfies Record<ServicesStepError, string>;

/**
 * The entity's services from the ticked plans: a ticked service is enabled in its plan (the cheapest
 * one when ticked in several, a state {@link servicesStepErrors} refuses), any other is disabled
 * without plan; comments are kept per service.
 */
export function servicesFromPlans(
  plans: PlanSelection,
  comments: Readonly<Partial<Record<WizardServiceName, string>>> = {},
): WizardServices {
  const entries = WIZARD_SERVICE_NAMES.map((name): [WizardServiceName, WizardService] => {
    const plan = SERVICE_PLANS.find((candidate) => plans[candidate].includes(name));
    return [name, { plan, enabled: plan !== undefined, comments: comments[name] ?? '' }];
  });
  return Object.fromEntries(entries) as Record<WizardServiceName, WizardService>;
}

/**
 * The ticked plans of an entity's services, for editing: each enabled service with a plan, in the
 * order of {@link WIZARD_SERVICE_NAMES}; the inverse of {@link servicesFromPlans}.
 */
export function plansFromServices(services: WizardServices): PlanSelection {
  const servicesIn = (plan: ServicePlan): WizardServiceName[] =>
    WIZARD_SERVICE_NAMES.filter((name) => services[name].enabled && services[name].plan === plan);
  return { basic: servicesIn('basic'), standard: servicesIn('standard'), premium: servicesIn('premium') };
}
