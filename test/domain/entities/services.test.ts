import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SERVICE_PLANS,
  SERVICES_STEP_MESSAGES,
  WIZARD_SERVICE_NAMES,
  plansFromServices,
  servicesFromPlans,
  servicesStepErrors,
  type PlanSelection,
  type ServicePlan,
  type WizardServiceName,
} from '@domain/entities';

const noPlans: PlanSelection = { basic: [], standard: [], premium: [] };

describe('the services', () => {
  it('lists the seven services and the three plans of the spec', () => {
    expect(WIZARD_SERVICE_NAMES).toEqual([
      'cdm',
      'multichannelMarketing',
      'web',
      'mobileApp',
      'digitalServices',
      'onlineShop',
      'loyaltyCards',
    ]);
    expect(SERVICE_PLANS).toEqual(['basic', 'standard', 'premium']);
  });
});

describe('servicesStepErrors', () => {
  it('accepts one service in one plan with a commercial seller', () => {
    expect(servicesStepErrors({ plans: { ...noPlans, premium: ['web'] }, commercialSeller: 'Ana' })).toEqual([]);
  });

  it('accepts several services, each in its own plan', () => {
    const plans: PlanSelection = { basic: ['cdm', 'web'], standard: ['mobileApp'], premium: ['loyaltyCards'] };
    expect(servicesStepErrors({ plans, commercialSeller: 'Ana' })).toEqual([]);
  });

  it('refuses a step without any service with NO_SERVICE', () => {
    expect(servicesStepErrors({ plans: noPlans, commercialSeller: 'Ana' })).toEqual(['NO_SERVICE']);
  });

  it('refuses a service in two plans with SERVICE_IN_SEVERAL_PLANS', () => {
    const plans: PlanSelection = { basic: ['web'], standard: [], premium: ['web'] };
    expect(servicesStepErrors({ plans, commercialSeller: 'Ana' })).toEqual(['SERVICE_IN_SEVERAL_PLANS']);
  });

  it('does not count a service ticked twice in the same plan as two plans', () => {
    expect(servicesStepErrors({ plans: { ...noPlans, basic: ['web', 'web'] }, commercialSeller: 'Ana' })).toEqual([]);
  });

  it('refuses a blank commercial seller with NO_COMMERCIAL_SELLER', () => {
    expect(servicesStepErrors({ plans: { ...noPlans, basic: ['cdm'] }, commercialSeller: ' ' })).toEqual(['NO_COMMERCIAL_SELLER']);
  });

  it('reports every broken rule at once', () => {
    expect(servicesStepErrors({ plans: noPlans, commercialSeller: '' })).toEqual(['NO_SERVICE', 'NO_COMMERCIAL_SELLER']);
  });

  it('has a text for every error', () => {
    expect(Object.keys(SERVICES_STEP_MESSAGES).sort()).toEqual(['NO_COMMERCIAL_SELLER', 'NO_SERVICE', 'SERVICE_IN_SEVERAL_PLANS']);
  });
});

describe('servicesFromPlans', () => {
  it('enables each ticked service in its plan and disables the rest', () => {
    const services = servicesFromPlans({ basic: ['cdm'], standard: [], premium: ['onlineShop'] }, { cdm: 'desde enero' });
    expect(services.cdm).toEqual({ plan: 'basic', enabled: true, comments: 'desde enero' });
    expect(services.onlineShop).toEqual({ plan: 'premium', enabled: true, comments: '' });
    expect(services.web).toEqual({ plan: undefined, enabled: false, comments: '' });
  });

  it('keeps the comments of a service that is not contracted', () => {
    expect(servicesFromPlans(noPlans, { web: 'más adelante' }).web).toEqual({ plan: undefined, enabled: false, comments: 'más adelante' });
  });
});

describe('plansFromServices', () => {
  it('leaves out a disabled service even when it has a plan', () => {
    const services = { ...servicesFromPlans(noPlans), web: { plan: 'basic' as const, enabled: false, comments: '' } };
    expect(plansFromServices(services)).toEqual(noPlans);
  });

  it('round-trips every valid selection through the entity services', () => {
    const assignment = fc.array(fc.option(fc.constantFrom<ServicePlan>(...SERVICE_PLANS), { nil: undefined }), {
      minLength: WIZARD_SERVICE_NAMES.length,
      maxLength: WIZARD_SERVICE_NAMES.length,
    });
    fc.assert(
      fc.property(assignment, (plansOfServices) => {
        const servicesIn = (plan: ServicePlan): WizardServiceName[] =>
          WIZARD_SERVICE_NAMES.filter((_name, index) => plansOfServices[index] === plan);
        const plans: PlanSelection = { basic: servicesIn('basic'), standard: servicesIn('standard'), premium: servicesIn('premium') };
        expect(plansFromServices(servicesFromPlans(plans))).toEqual(plans);
      }),
      { numRuns: 100 },
    );
  });
});
