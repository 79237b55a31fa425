import { describe, expect, it } from 'vitest';
import {
  CREATION_ONLY_FIELDS,
  WIZARD_MESSAGES,
  WIZARD_STEPS,
  isWizardFieldDisabled,
  nextWizardStep,
  previousWizardStep,
  wizardMode,
  wizardSectionErrors,
  wizardSubmitDecision,
  wizardSuccessMessage,
  wizardViewMode,
  type WizardForm,
} from '@domain/entities';

const aValidWizardForm = (overrides: Partial<WizardForm> = {}): WizardForm => ({
  text: {
    ownerName: 'Lucía',
    ownerSurname: 'García Pérez',
    ownerDni: '12345678Z',
    ownerColegiado: '28/1234',
    ownerMail: 'lucia@farmacia.es',
    ownerPhone: '612345678',
    pharmacyName: 'Farmacia Centro',
    address: 'Calle Mayor',
    number: '1',
    floor: '',
    door: '',
    postalCode: '28013',
    location: 'Madrid',
    province: 'Madrid',
    country: 'España',
    pharmacyPhone: '915555555',
    secondPhone: '',
    pharmacyMail: 'info@farmaciacentro.es',
    contact: 'Lucía',
    fiscalName: 'Farmacia Centro CB',
    fiscalId: 'E12345674',
    adminAddress: 'Calle Mayor 1',
    adminNumber: '1',
    adminFloor: '',
    adminDoor: '',
    adminPostalCode: '28013',
    adminLocation: 'Madrid',
    adminProvince: 'Madrid',
    adminCountry: 'España',
    adminPhone: '915555556',
    adminMail: 'admin@farmaciacentro.es',
    adminContact: 'Gestoría',
    erp: 'Farmatic',
    kam: 'kam1',
  },
  username: 'fcentro',
  usernameAvailable: true,
  password: 'Farmacia1',
  passwordRepeat: 'Farmacia1',
  logoBytes: 200_000,
  termsAccepted: true,
  ...overrides,
});

describe('wizard steps', () => {
  it('goes services, section 1, 2 and 3', () => {
    expect(WIZARD_STEPS).toEqual(['services', 'section1', 'section2', 'section3']);
  });

  it.each([
    ['services', 'section1'],
    ['section1', 'section2'],
    ['section2', 'section3'],
    ['section3', undefined],
  ] as const)('moves next from %s to %s', (step, next) => {
    expect(nextWizardStep(step)).toBe(next);
  });

  it.each([
    ['services', undefined],
    ['section1', 'services'],
    ['section2', 'section1'],
    ['section3', 'section2'],
  ] as const)('moves back from %s to %s', (step, previous) => {
    expect(previousWizardStep(step)).toBe(previous);
  });
});

describe('wizardMode', () => {
  it.each([
    [undefined, 'create'],
    ['', 'create'],
    ['  ', 'create'],
    ['1087', 'edit'],
  ] as const)('runs with route eid %j in %s mode', (eid, mode) => {
    expect(wizardMode(eid)).toBe(mode);
  });
});

describe('isWizardFieldDisabled', () => {
  it.each(CREATION_ONLY_FIELDS)('disables %s when editing only', (field) => {
    expect(isWizardFieldDisabled(field, 'edit')).toBe(true);
    expect(isWizardFieldDisabled(field, 'create')).toBe(false);
  });

  it('keeps other fields enabled when editing', () => {
    expect(isWizardFieldDisabled('pharmacyName', 'edit')).toBe(false);
  });
});

describe('wizardViewMode', () => {
  it('gives back-office users backofficeView and pharmacy users phView', () => {
    expect(wizardViewMode(true)).toBe('backofficeView');
    expect(wizardViewMode(false)).toBe('phView');
  });
});

describe('wizardSectionErrors', () => {
  it.each(['section1', 'section2', 'section3'] as const)('finds no error in %s of a valid form', (section) => {
    expect(wizardSectionErrors(section, aValidWizardForm(), 'create')).toEqual({});
  });

  it('reports the owner, pharmacy and logo errors in section 1 only', () => {
    const form = aValidWizardForm({ text: { ...aValidWizardForm().text, ownerDni: '12345678A', pharmacyName: '', fiscalName: '' }, logoBytes: 900_000 });
    expect(wizardSectionErrors('section1', form, 'create')).toEqual({ ownerDni: 'INVALID', pharmacyName: 'REQUIRED', logo: 'INVALID' });
  });

  it('reports the administrative errors in section 2', () => {
    const form = aValidWizardForm({ text: { ...aValidWizardForm().text, fiscalId: 'A28015866', adminMail: '' } });
    expect(wizardSectionErrors('section2', form, 'create')).toEqual({ fiscalId: 'INVALID', adminMail: 'REQUIRED' });
  });

  it('reports the IT, login and terms errors in section 3 when creating', () => {
    const form = aValidWizardForm({
      text: { ...aValidWizardForm().text, erp: '', kam: '' },
      usernameAvailable: false,
      password: 'debil',
      passwordRepeat: 'otra',
      termsAccepted: false,
    });
    expect(wizardSectionErrors('section3', form, 'create')).toEqual({
      erp: 'REQUIRED',
      kam: 'REQUIRED',
      username: 'USERNAME_TAKEN',
      password: 'WEAK_PASSWORD',
      passwordRepeat: 'PASSWORDS_DIFFERENT',
      terms: 'REQUIRED',
    });
  });

  it('skips the fields disabled when editing but still needs the terms', () => {
    const form = aValidWizardForm({ text: { ...aValidWizardForm().text, erp: '' }, username: '', password: '', passwordRepeat: '', termsAccepted: false });
    expect(wizardSectionErrors('section3', form, 'edit')).toEqual({ terms: 'REQUIRED' });
  });
});

describe('wizardSubmitDecision', () => {
  it.each([
    [true, false, 'SUBMISSION_IN_PROGRESS'],
    [true, true, 'SUBMISSION_IN_PROGRESS'],
    [false, true, 'CHECK_FIELDS'],
    [false, false, 'SUBMIT'],
  ] as const)('with a submit in progress %s and errors %s decides %s', (inProgress, hasErrors, decision) => {
    expect(wizardSubmitDecision({ inProgress, hasErrors })).toBe(decision);
  });
});

describe('wizard messages', () => {
  it('reproduces the spec texts', () => {
    expect(WIZARD_MESSAGES).toEqual({
      USERNAME_CHECK_FAILED: 'Error comprobando nombre de usuario',
      KAM_LOAD_FAILED: 'No se pueden cargar los datos de KAM',
      ERP_LOAD_FAILED: 'No se pueden cargar los ERP',
      PHARMACY_LOAD_FAILED: 'Error cargando los datos de la farmacia',
      CHECK_FIELDS: 'Por favor, comprueba los campos señalados',
      SUBMISSION_IN_PROGRESS: 'Farmacia en proceso de creación, espere por favor',
      ENTITY_FAILED: 'Hubo un error con la entidad',
      ENTITY_CREATED: 'Entidad creada correctamente',
      ENTITY_EDITED: 'Entidad modificada correctamente',
    });
  });

  it('tells a creation as created and an edit as modified', () => {
    expect(wizardSuccessMessage('create')).toBe('ENTITY_CREATED');
    expect(wizardSuccessMessage('edit')).toBe('ENTITY_EDITED');
  });
});
