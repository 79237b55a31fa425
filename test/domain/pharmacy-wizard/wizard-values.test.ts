import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WIZARD_SERVICE_NAMES, SERVICE_PLANS, type WizardServiceName } from '@domain/entities';
import {
  emptyWizardValues,
  isStepValid,
  planOf,
  sameWizardData,
  wizardDraftOf,
  wizardEntityFromValues,
  wizardLogoError,
  wizardStepErrors,
  wizardValuesFromEntity,
  withServicePlan,
  type WizardValues,
} from '@domain/pharmacy-wizard';

/** A wizard filled in as a user would: every required field valid. */
function aFilledWizard(): WizardValues {
  const empty = emptyWizardValues();
  return {
    ...empty,
    plans: { basic: ['web'], standard: ['cdm'], premium: [] },
    comments: { cdm: 'Desde enero' },
    commercialSeller: 'kam-1',
    text: {
      ...empty.text,
      ownerName: 'Elena',
      ownerSurname: 'Ruiz Soto',
      ownerDni: 'x1234567l',
      ownerColegiado: '2812345',
      ownerMail: 'elena@example.es',
      ownerPhone: '612345678',
      pharmacyName: ' Farmacia Ruiz ',
      address: 'Calle Mayor',
      number: '12',
      postalCode: '28013',
      location: 'Madrid',
      province: 'Madrid',
      pharmacyPhone: '915551234',
      pharmacyMail: 'hola@example.es',
      contact: 'Elena Ruiz',
      fiscalName: 'Farmacia Ruiz S.L.',
      fiscalId: 'b12345674',
      adminAddress: 'Calle Mayor',
      adminNumber: '12',
      adminPostalCode: '28013',
      adminLocation: 'Madrid',
      adminProvince: 'Madrid',
      adminPhone: '915551234',
      adminMail: 'admin@example.es',
      adminContact: 'Elena Ruiz',
      erp: 'Farmatic',
      kam: 'kam-2',
    },
    map: 'Calle Mayor 12, Madrid',
    gps: { latitude: 40.4168, longitude: -3.7038 },
    logo: { url: 'data:image/png;base64,AAAA', bytes: 4, type: 'image/png', name: 'logo.png' },
    username: 'fruiz',
    password: 'Secreta123',
    passwordRepeat: 'Secreta123',
    termsAccepted: true,
  };
}

const create = { mode: 'create' as const, usernameAvailable: true };

describe('the wizard values', () => {
  it('start on the services step with nothing typed but Spain as both countries', () => {
    const empty = emptyWizardValues();
    expect(empty.step).toBe('services');
    expect(empty.plans).toEqual({ basic: [], standard: [], premium: [] });
    expect(empty.text.country).toBe('España');
    expect(empty.text.adminCountry).toBe('España');
    expect(empty.text.ownerName).toBe('');
    expect(empty.termsAccepted).toBe(false);
  });

  it('put a service in one plan at most, in the order of the services', () => {
    let plans = withServicePlan({ basic: [], standard: [], premium: [] }, 'web', 'basic');
    plans = withServicePlan(plans, 'cdm', 'basic');
    expect(plans.basic).toEqual(['cdm', 'web']);
    plans = withServicePlan(plans, 'web', 'premium');
    expect(plans).toEqual({ basic: ['cdm'], standard: [], premium: ['web'] });
    expect(planOf(plans, 'web')).toBe('premium');
    plans = withServicePlan(plans, 'web', undefined);
    expect(planOf(plans, 'web')).toBeUndefined();
  });

  it('never leave a service in two plans, whatever is ticked', () => {
    const service = fc.constantFrom(...WIZARD_SERVICE_NAMES);
    const plan = fc.option(fc.constantFrom(...SERVICE_PLANS), { nil: undefined });
    fc.assert(
      fc.property(fc.array(fc.tuple(service, plan), { maxLength: 30 }), (ticks) => {
        const plans = ticks.reduce((current, [name, chosen]) => withServicePlan(current, name, chosen), { basic: [], standard: [], premium: [] } as WizardValues['plans']);
        const all: WizardServiceName[] = SERVICE_PLANS.flatMap((candidate) => [...plans[candidate]]);
        expect(new Set(all).size).toBe(all.length);
      }),
      { numRuns: 200 },
    );
  });

  it('make the entity the spec describes, trimmed, with upper-case tax ids and the ERP as data uploader', () => {
    const entity = wizardEntityFromValues(aFilledWizard(), 'create');
    expect(entity.legalOwner).toEqual({ name: 'Elena', surname: 'Ruiz Soto', dni: 'X1234567L', colegiadoNumber: '2812345', mail: 'elena@example.es', phone: '612345678' });
    expect(entity.commercial.clientName).toBe('Farmacia Ruiz');
    expect(entity.commercial.gps).toEqual({ latitude: 40.4168, longitude: -3.7038 });
    expect(entity.commercial.logo).toBe('data:image/png;base64,AAAA');
    expect(entity.administrative.nif).toBe('B12345674');
    expect(entity.itData).toEqual({ erp: 'Farmatic', kam: 'kam-2' });
    expect(entity.loginData).toEqual({ user: 'fruiz', password: 'Secreta123' });
    expect(entity.services.cdm).toEqual({ plan: 'standard', enabled: true, comments: 'Desde enero' });
    expect(entity.services.mobileApp).toEqual({ plan: undefined, enabled: false, comments: '' });
    expect(entity.commercialSeller).toBe('kam-1');
    expect(entity.dataUploaderClass).toBe('Farmatic');
    expect(wizardEntityFromValues({ ...aFilledWizard(), logo: undefined }, 'create').commercial.logo).toBe('');
  });

  it('send no password when editing', () => {
    expect(wizardEntityFromValues(aFilledWizard(), 'edit').loginData).toEqual({ user: 'fruiz', password: '' });
  });

  it('come back from the entity they made, without the passwords, on the services step', () => {
    const values = aFilledWizard();
    const back = wizardValuesFromEntity(wizardEntityFromValues(values, 'create'));
    expect(back.step).toBe('services');
    expect(back.password).toBe('');
    expect(back.passwordRepeat).toBe('');
    expect(back.termsAccepted).toBe(true);
    expect(back.logo).toEqual({ url: 'data:image/png;base64,AAAA' });
    expect(back.plans).toEqual(values.plans);
    expect(back.comments).toEqual({ cdm: 'Desde enero' });
    expect(back.text).toEqual({ ...values.text, pharmacyName: 'Farmacia Ruiz', ownerDni: 'X1234567L', fiscalId: 'B12345674' });
    expect(wizardValuesFromEntity({ ...wizardEntityFromValues(values, 'create'), commercial: { ...wizardEntityFromValues(values, 'create').commercial, logo: '' } }).logo).toBeUndefined();
  });

  it('keep drafts without passwords and compare them whatever the step', () => {
    const values = aFilledWizard();
    expect(wizardDraftOf(values)).toEqual({ ...values, password: '', passwordRepeat: '' });
    expect(sameWizardData(values, { ...values, step: 'section3', password: 'Otra1234' })).toBe(true);
    expect(sameWizardData(values, { ...values, map: 'Otra' })).toBe(false);
  });
});

describe('the wizard logo', () => {
  it('is accepted when absent or already stored', () => {
    expect(wizardLogoError(undefined)).toBeUndefined();
    expect(wizardLogoError({ url: 'https://cdn.example.es/logo.png' })).toBeUndefined();
  });

  it('must be an image under 800 KB, 1014 bytes each', () => {
    expect(wizardLogoError({ url: '', bytes: 799 * 1014, type: 'image/png' })).toBeUndefined();
    expect(wizardLogoError({ url: '', bytes: 800 * 1014, type: 'image/png' })).toBe('INVALID');
    expect(wizardLogoError({ url: '', bytes: 100, type: 'application/pdf' })).toBe('INVALID');
  });
});

describe('the wizard steps errors', () => {
  it('refuse the services step without a service or a seller, unless the services are locked', () => {
    const empty = emptyWizardValues();
    expect(wizardStepErrors('services', empty, create)).toEqual({ services: ['NO_SERVICE', 'NO_COMMERCIAL_SELLER'], fields: {} });
    expect(isStepValid(wizardStepErrors('services', empty, { ...create, servicesLocked: true }))).toBe(true);
    expect(isStepValid(wizardStepErrors('services', aFilledWizard(), create))).toBe(true);
  });

  it('accept every section of a filled wizard', () => {
    for (const step of ['section1', 'section2', 'section3'] as const) expect(wizardStepErrors(step, aFilledWizard(), create)).toEqual({ services: [], fields: {} });
  });

  it('name an invalid tax id, a logo that is not an image and a taken username', () => {
    const values = aFilledWizard();
    expect(wizardStepErrors('section1', { ...values, text: { ...values.text, ownerDni: 'X1234567A' }, logo: { url: '', bytes: 10, type: 'text/plain' } }, create).fields).toEqual({ ownerDni: 'INVALID', logo: 'INVALID' });
    expect(wizardStepErrors('section2', { ...values, text: { ...values.text, fiscalId: 'B12345675' } }, create).fields).toEqual({ fiscalId: 'INVALID' });
    expect(wizardStepErrors('section3', { ...values, passwordRepeat: 'Secreta124' }, { mode: 'create', usernameAvailable: false }).fields).toEqual({ username: 'USERNAME_TAKEN', passwordRepeat: 'PASSWORDS_DIFFERENT' });
  });

  it('leave the creation-only fields out when editing', () => {
    const values = { ...aFilledWizard(), username: '', password: '', passwordRepeat: '', text: { ...aFilledWizard().text, erp: '', kam: '' } };
    expect(wizardStepErrors('section3', values, { mode: 'edit', usernameAvailable: undefined }).fields).toEqual({});
  });
});
