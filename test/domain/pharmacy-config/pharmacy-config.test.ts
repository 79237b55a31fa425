import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PHARMACY_CONFIG_MESSAGES,
  betaPanelPath,
  canApproveSignUp,
  cleanDomain,
  configSectionOf,
  hasConfigErrors,
  healthiumRegistrationOf,
  isAwaitingPharmacy,
  isBundleId,
  isHexColour,
  isLegacyConfigurationEnabled,
  isPlausiblePhone,
  isSignUpErrorAnswer,
  isWebAddress,
  landingErrors,
  landingForSave,
  legacyConfigurationPath,
  mobileAppErrors,
  mobileAppForSave,
  modularErrors,
  modularForSave,
  needsHealthiumRegistration,
  needsPluginActivation,
  parsePointsValue,
  parseSignUpStatus,
  parseSignUpType,
  postalCodeOf,
  profileErrors,
  profileForSave,
  signUpSendError,
  transactionalErrors,
  transactionalFormOf,
  transactionalFromForm,
  type LandingConfig,
  type MobileAppData,
  type ModularServiceConfig,
  type PharmacyProfile,
  type PharmacySettings,
  type SignUpForm,
} from '@domain/pharmacy-config';

const aProfile = (overrides: Partial<PharmacyProfile> = {}): PharmacyProfile => ({
  commercialName: 'Farmacia Llorente',
  socialName: 'Farmacia Llorente C.B.',
  nif: 'B12345674',
  address: 'Calle Mayor, 3, 28013 Madrid',
  city: 'Madrid',
  phone: '915 555 123',
  mobilePhone: '+34 600 123 456',
  email: 'carmen@llorente.es',
  mainEmail: 'info@llorente.es',
  ordersEmail: '',
  schedule: 'L-V 9:00-21:00',
  domain: 'llorente.es',
  logo: 'https://llorente.es/logo.png',
  socialNetworks: '',
  legalPhone: '',
  legalEmail: '',
  legalAddress: '',
  commercialRecord: '',
  activateSanitaryCampaigns: true,
  ...overrides,
});

const aLanding = (overrides: Partial<LandingConfig> = {}): LandingConfig => ({
  color1: '#1b7f5a',
  color2: '#F2A516',
  color3: '#fff',
  font: 'Roboto',
  fontImport: '',
  healthiumLink: '',
  healthiumActive: true,
  fidelizationLink: '',
  fidelizationActive: false,
  reviewLink: 'https://g.page/r/llorente/review',
  reviewActive: true,
  qrLogo: '',
  ...overrides,
});

const anApp = (overrides: Partial<MobileAppData> = {}): MobileAppData => ({
  mobileIconUrl: 'https://llorente.es/icon.png',
  bundleId: 'es.farmacias.f500',
  isOnlineStore: true,
  mobileUrl: '',
  modules: { blog: true, expressOrder: true, loyalty: false, promotions: false, services: true },
  expressOrderPhone: '915555123',
  expressOrderWhatsapp: '',
  expressOrderForm: true,
  loginBackground: '',
  lateralMenu: '',
  principalMenu: '',
  carousel: [{ image: 'https://llorente.es/1.jpg', isEnabled: true }],
  aboutUsUrl: '',
  mapsUrl: '',
  ...overrides,
});

const aModular = (overrides: Partial<ModularServiceConfig> = {}): ModularServiceConfig => ({
  orderExpressEnabled: true,
  spdEnabled: false,
  citaPreviaEnabled: false,
  pharmacyLegacyId: '10500',
  username: 'pedidos-500',
  password: 'clave-500',
  baseUrl: 'https://llorente.es',
  ...overrides,
});

const aSignUp = (overrides: Partial<SignUpForm> = {}): SignUpForm => ({
  type: 'corporate',
  status: 'completed',
  isApproved: false,
  formLink: 'https://alta.example/f/500-1',
  previewFormLink: '',
  destinationMail: '',
  ...overrides,
});

describe('value rules', () => {
  it.each(['915555123', '+34 600 123 456', '600123456789012'])('takes %j as a phone', (phone) => expect(isPlausiblePhone(phone)).toBe(true));
  it.each(['91555512', '9155551234567890', '91-555-5123', ' 915555123', 'teléfono'])('refuses %j as a phone', (phone) => expect(isPlausiblePhone(phone)).toBe(false));
  it.each(['#abc', '#1B7F5A'])('takes %j as a colour', (colour) => expect(isHexColour(colour)).toBe(true));
  it.each(['1b7f5a', '#1b7f5', '#ggg', 'red'])('refuses %j as a colour', (colour) => expect(isHexColour(colour)).toBe(false));
  it.each(['https://llorente.es', 'http://tienda.llorente.es:8080/wp?x=1'])('takes %j as a web address', (address) => expect(isWebAddress(address)).toBe(true));
  it.each(['llorente.es', 'https://localhost', 'ftp://llorente.es', 'https://llo rente.es', 'https://'])('refuses %j as a web address', (address) => expect(isWebAddress(address)).toBe(false));
  it.each(['es.farmacia.app', 'com.Farmacias_2.x'])('takes %j as a bundle id', (id) => expect(isBundleId(id)).toBe(true));
  it.each(['farmacia', '1es.farmacia', 'es..farmacia'])('refuses %j as a bundle id', (id) => expect(isBundleId(id)).toBe(false));

  it('cleans the protocol and the trailing slashes of a domain (spec 3 §5)', () => {
    expect(cleanDomain('  HTTPS://llorente.es//  ')).toBe('llorente.es');
    expect(cleanDomain('http://llorente.es/tienda/')).toBe('llorente.es/tienda');
  });

  it('never leaves a protocol or a trailing slash on a domain, whatever is typed', () => {
    fc.assert(
      fc.property(fc.constantFrom('', 'http://', 'https://', 'HTTPS://'), fc.stringMatching(/^[a-z]{1,12}\.es$/), fc.constantFrom('', '/', '//'), (prefix, host, suffix) => {
        expect(cleanDomain(`${prefix}${host}${suffix}`)).toBe(host);
      }),
      { numRuns: 50 },
    );
  });

  it.each<[string, number | undefined]>([
    ['0,05', 0.05],
    ['1000', 1000],
    [' 2.5 ', 2.5],
    ['1000.01', undefined],
    ['-1', undefined],
    ['0,005', undefined],
    ['uno', undefined],
  ])('reads the points value %j as %s', (text, value) => expect(parsePointsValue(text)).toBe(value));
});

describe('settings section', () => {
  it('accepts a complete profile', () => {
    expect(profileErrors(aProfile())).toEqual({});
    expect(hasConfigErrors(profileErrors(aProfile()))).toBe(false);
  });

  it('names each refused field with its first error', () => {
    const errors = profileErrors(aProfile({ commercialName: ' ', mainEmail: '', email: 'carmen', phone: '123', nif: '12345678A', logo: 'logo.png' }));
    expect(errors).toEqual({ commercialName: 'REQUIRED', mainEmail: 'REQUIRED', email: 'INVALID_EMAIL', phone: 'INVALID_PHONE', nif: 'INVALID_TAX_ID', logo: 'INVALID_URL' });
    expect(hasConfigErrors(errors)).toBe(true);
    expect(profileErrors(aProfile({ mainEmail: 'info@' }))).toEqual({ mainEmail: 'INVALID_EMAIL' });
  });

  it('trims the profile and cleans its domain before saving', () => {
    expect(profileForSave(aProfile({ commercialName: ' Farmacia Llorente ', domain: 'https://llorente.es/' }))).toEqual(aProfile({ domain: 'llorente.es' }));
  });
});

describe('landing section', () => {
  it('accepts hex colours and needs the address of an active link', () => {
    expect(landingErrors(aLanding())).toEqual({});
    expect(landingErrors(aLanding({ color1: '', color2: 'verde', reviewLink: '', fidelizationActive: true, fidelizationLink: 'fidelizacion', fontImport: 'x', qrLogo: 'https://qr.example/logo.png' }))).toEqual({
      color1: 'REQUIRED',
      color2: 'INVALID_COLOUR',
      reviewLink: 'REQUIRED',
      fidelizationLink: 'INVALID_URL',
      fontImport: 'INVALID_URL',
    });
  });

  it('saves colours in lower case and text trimmed', () => {
    expect(landingForSave(aLanding({ color2: '#F2A516', font: ' Lato ' }))).toEqual(aLanding({ color2: '#f2a516', font: 'Lato' }));
  });
});

describe('transactional section', () => {
  it('turns the typed points value into the amount saved', () => {
    const form = transactionalFormOf({ afterPurchase: true, monthlyReminder: false, returnBack: true, pointsValue: 0.05 });
    expect(form.pointsValue).toBe('0.05');
    expect(transactionalErrors(form)).toEqual({});
    expect(transactionalFromForm({ ...form, pointsValue: '0,1' })).toEqual({ afterPurchase: true, monthlyReminder: false, returnBack: true, pointsValue: 0.1 });
  });

  it('refuses a missing or wrong points value', () => {
    const form = transactionalFormOf({ afterPurchase: true, monthlyReminder: false, returnBack: true, pointsValue: 1 });
    expect(transactionalErrors({ ...form, pointsValue: ' ' })).toEqual({ pointsValue: 'REQUIRED' });
    expect(transactionalErrors({ ...form, pointsValue: 'mucho' })).toEqual({ pointsValue: 'INVALID_NUMBER' });
    expect(transactionalFromForm({ ...form, pointsValue: 'mucho' })).toBeUndefined();
  });
});

describe('mobile app section', () => {
  it('accepts complete data', () => expect(mobileAppErrors(anApp())).toEqual({}));

  it('needs the express-order phone while the module is on, and an image for every carousel item', () => {
    expect(
      mobileAppErrors(
        anApp({ expressOrderPhone: '', bundleId: 'app', mobileUrl: 'app', expressOrderWhatsapp: '12', carousel: [{ image: '', isEnabled: true }, { image: 'foto', isEnabled: false }] }),
      ),
    ).toEqual({ expressOrderPhone: 'REQUIRED', bundleId: 'INVALID_BUNDLE_ID', mobileUrl: 'INVALID_URL', expressOrderWhatsapp: 'INVALID_PHONE', 'carousel.0': 'REQUIRED', 'carousel.1': 'INVALID_URL' });
    expect(mobileAppErrors(anApp({ modules: { ...anApp().modules, expressOrder: false }, expressOrderPhone: '' }))).toEqual({});
    expect(mobileAppErrors(anApp({ expressOrderPhone: '12' }))).toEqual({ expressOrderPhone: 'INVALID_PHONE' });
  });

  it('trims what it saves', () => {
    expect(mobileAppForSave(anApp({ bundleId: ' es.farmacias.f500 ', carousel: [{ image: ' https://llorente.es/1.jpg ', isEnabled: true }] }))).toEqual(anApp());
  });
});

describe('modular services section', () => {
  it('needs the shop address for the express order, and its credentials with an address', () => {
    expect(modularErrors(aModular())).toEqual({});
    expect(modularErrors(aModular({ baseUrl: '', username: '', password: '' }))).toEqual({ baseUrl: 'REQUIRED' });
    expect(modularErrors(aModular({ orderExpressEnabled: false, baseUrl: '', username: '', password: '' }))).toEqual({});
    expect(modularErrors(aModular({ baseUrl: 'tienda', username: ' ', password: '', pharmacyLegacyId: 'A1' }))).toEqual({ baseUrl: 'INVALID_URL', username: 'REQUIRED', password: 'REQUIRED', pharmacyLegacyId: 'INVALID_NUMBER' });
  });

  it('activates the shop plugin only with an address, saved without trailing slashes', () => {
    expect(modularForSave(aModular({ baseUrl: ' https://llorente.es/ ', username: ' pedidos-500 ', password: ' clave ' }))).toEqual(aModular({ password: ' clave ' }));
    expect(needsPluginActivation(aModular())).toBe(true);
    expect(needsPluginActivation(aModular({ baseUrl: ' ' }))).toBe(false);
  });
});

describe('sign-up form', () => {
  it.each<[SignUpForm['status'], boolean, boolean]>([
    ['pending', false, false],
    ['sent', false, false],
    ['open', false, false],
    ['completed', false, true],
    ['approved', false, true],
    ['approved', true, false],
  ])('with status %s (approved %s) can be approved: %s (spec 3 §4)', (status, isApproved, approvable) => {
    expect(canApproveSignUp(aSignUp({ status, isApproved }))).toBe(approvable);
  });

  it('is read again while it waits for the pharmacy', () => {
    expect(isAwaitingPharmacy(aSignUp({ status: 'sent' }))).toBe(true);
    expect(isAwaitingPharmacy(aSignUp({ status: 'open' }))).toBe(true);
    expect(isAwaitingPharmacy(aSignUp({ status: 'completed' }))).toBe(false);
    expect(isAwaitingPharmacy(aSignUp({ status: 'sent', isApproved: true }))).toBe(false);
  });

  it('is sent only with a link and a valid e-mail (spec 3 §5)', () => {
    expect(signUpSendError(aSignUp({ formLink: '' }), 'carmen@llorente.es')).toBe('NO_LINK');
    expect(signUpSendError(aSignUp(), 'carmen@')).toBe('INVALID_EMAIL');
    expect(signUpSendError(aSignUp(), ' carmen@llorente.es ')).toBeUndefined();
  });

  it('reads statuses and types as the API sends them', () => {
    expect(parseSignUpStatus(' COMPLETED ')).toBe('completed');
    expect(parseSignUpStatus('ERROR')).toBeUndefined();
    expect(parseSignUpType('Individual')).toBe('individual');
    expect(parseSignUpType(undefined)).toBe('corporate');
    expect(parseSignUpType('otro')).toBe('corporate');
  });

  it("takes 'ERROR' as the data or as its status as a failure (spec 3 §7)", () => {
    expect(isSignUpErrorAnswer('ERROR')).toBe(true);
    expect(isSignUpErrorAnswer({ status: 'ERROR' })).toBe(true);
    expect(isSignUpErrorAnswer({ status: 'sent' })).toBe(false);
    expect(isSignUpErrorAnswer(null)).toBe(false);
  });
});

describe('healthcare platform registration', () => {
  const settings: PharmacySettings = {
    eid: 500,
    status: 'active',
    qrIdentifier: 'QR-500',
    profile: aProfile(),
    landing: aLanding(),
    transactional: { afterPurchase: true, monthlyReminder: true, returnBack: false, pointsValue: 0.05 },
  };

  it('registers the pharmacy from its saved settings', () => {
    expect(healthiumRegistrationOf(settings)).toEqual({
      profileImage: 'https://llorente.es/logo.png',
      email: 'info@llorente.es',
      name: 'Farmacia Llorente',
      phone: '915 555 123',
      cif: 'B12345674',
      fiscalAddress: 'Calle Mayor, 3, 28013 Madrid',
      city: 'Madrid',
      postalCode: '28013',
      pharmacyId: 500,
      qr: 'QR-500',
    });
  });

  it('takes the legal address and the contact e-mail when the others are missing', () => {
    const registration = healthiumRegistrationOf({ ...settings, profile: aProfile({ mainEmail: ' ', legalAddress: 'Plaza Nueva, 1, 41001 Sevilla' }) });
    expect(registration).toMatchObject({ email: 'carmen@llorente.es', fiscalAddress: 'Plaza Nueva, 1, 41001 Sevilla', postalCode: '41001' });
    expect(postalCodeOf('Calle sin número')).toBe('');
  });

  it('registers only when the landing has Healthium active', () => {
    expect(needsHealthiumRegistration(settings)).toBe(true);
    expect(needsHealthiumRegistration({ ...settings, landing: aLanding({ healthiumActive: false }) })).toBe(false);
  });
});

describe('dialog', () => {
  it('opens the section the address names, the settings otherwise', () => {
    expect(configSectionOf('signup')).toBe('signup');
    expect(configSectionOf('otra')).toBe('settings');
    expect(configSectionOf(undefined)).toBe('settings');
  });

  it('links the beta panel and the legacy back-office, this one in production only (spec 3 §2)', () => {
    expect(betaPanelPath(500)).toBe('/beta/pharmacies/500/form');
    expect(legacyConfigurationPath(500)).toBe('/backoffice/#/pharmacies/500/configuration');
    expect(isLegacyConfigurationEnabled('production')).toBe(true);
    expect(isLegacyConfigurationEnabled('preproduction')).toBe(false);
    expect(isLegacyConfigurationEnabled('development')).toBe(false);
  });

  it('says the spec messages verbatim (spec 3 §8)', () => {
    expect(PHARMACY_CONFIG_MESSAGES).toEqual({
      OPEN_FAILED: 'No se pudo abrir la configuración',
      SAVE_FAILED: 'Error al configurar',
      SAVED: 'Configuración guardada',
      HEALTHIUM_FAILED: 'Error al configurar Healthium',
      HEALTHIUM_DONE: 'Healthium configurado correctamente',
      GENERIC_FAILURE: 'Hubo un error. Por favor reintente.',
    });
  });
});
