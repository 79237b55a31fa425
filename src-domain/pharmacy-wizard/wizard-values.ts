import {
  SERVICE_PLANS,
  WIZARD_SERVICE_NAMES,
  WIZARD_TEXT_FIELD_RULES,
  logoError,
  plansFromServices,
  servicesFromPlans,
  servicesStepErrors,
  wizardSectionErrors,
  type GeoPoint,
  type PlanSelection,
  type ServicePlan,
  type ServicesStepError,
  type WizardEntity,
  type WizardFieldError,
  type WizardMode,
  type WizardSectionErrors,
  type WizardServiceName,
  type WizardStep,
  type WizardTextField,
} from '@domain/entities';

/**
 * The pharmacy's logo as the wizard holds it: its address (a data: address for a file just chosen, the
 * stored address for a pharmacy being edited) and, for a chosen file, its size, media type and name.
 */
export interface WizardLogo {
  readonly url: string;
  readonly bytes?: number;
  readonly type?: string;
  readonly name?: string;
}

/** Everything the wizard's steps hold, and the step on screen (spec 3 §2 "Pharmacy wizard"). */
export interface WizardValues {
  readonly step: WizardStep;
  readonly plans: PlanSelection;
  readonly comments: Readonly<Partial<Record<WizardServiceName, string>>>;
  readonly commercialSeller: string;
  readonly text: Readonly<Record<WizardTextField, string>>;
  /** The address searched on the map. */
  readonly map: string;
  readonly gps: GeoPoint | undefined;
  readonly logo: WizardLogo | undefined;
  readonly username: string;
  readonly password: string;
  readonly passwordRepeat: string;
  readonly termsAccepted: boolean;
}

const TEXT_FIELDS = Object.keys(WIZARD_TEXT_FIELD_RULES) as WizardTextField[];

/**
 * The wizard of a new pharmacy: the services step, nothing ticked or typed. Not in the spec: both
 * countries start as 'España', the country of every pharmacy of the product.
 */
export function emptyWizardValues(): WizardValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<WizardTextField, string>;
  return {
    step: 'services',
    plans: { basic: [], standard: [], premium: [] },
    comments: {},
    commercialSeller: '',
    text: { ...text, country: 'España', adminCountry: 'España' },
    map: '',
    gps: undefined,
    logo: undefined,
    username: '',
    password: '',
    passwordRepeat: '',
    termsAccepted: false,
  };
}

/** A service ticked in `plan`, or taken out of every plan with `undefined`: a service is in one plan at most (spec 3 §5). */
export function withServicePlan(plans: PlanSelection, service: WizardServiceName, plan: ServicePlan | undefined): PlanSelection {
  const entries = SERVICE_PLANS.map((candidate): [ServicePlan, WizardServiceName[]] => {
    const others = plans[candidate].filter((name) => name !== service);
    return [candidate, candidate === plan ? WIZARD_SERVICE_NAMES.filter((name) => name === service || others.includes(name)) : others];
  });
  return Object.fromEntries(entries) as Record<ServicePlan, WizardServiceName[]>;
}

/** The plan `service` is ticked in, `undefined` when in none (the cheapest when in several). */
export function planOf(plans: PlanSelection, service: WizardServiceName): ServicePlan | undefined {
  return SERVICE_PLANS.find((plan) => plans[plan].includes(service));
}

/** The wizard's values of a pharmacy being edited: its services, data and user, on the services step; no password. */
export function wizardValuesFromEntity(entity: WizardEntity): WizardValues {
  const { legalOwner: owner, commercial, administrative: admin } = entity;
  const text: Record<WizardTextField, string> = {
    ownerName: owner.name,
    ownerSurname: owner.surname,
    ownerDni: owner.dni,
    ownerColegiado: owner.colegiadoNumber,
    ownerMail: owner.mail,
    ownerPhone: owner.phone,
    pharmacyName: commercial.clientName,
    address: commercial.address,
    number: commercial.number,
    floor: commercial.floor,
    door: commercial.door,
    postalCode: commercial.postalCode,
    location: commercial.location,
    province: commercial.province,
    country: commercial.country,
    pharmacyPhone: commercial.phone,
    secondPhone: commercial.secondPhone,
    pharmacyMail: commercial.clientMail,
    contact: commercial.contact,
    fiscalName: admin.fiscalName,
    fiscalId: admin.nif,
    adminAddress: admin.address,
    adminNumber: admin.number,
    adminFloor: admin.floor,
    adminDoor: admin.door,
    adminPostalCode: admin.postalCode,
    adminLocation: admin.location,
    adminProvince: admin.province,
    adminCountry: admin.country,
    adminPhone: admin.phone,
    adminMail: admin.mail,
    adminContact: admin.contact,
    erp: entity.itData.erp,
    kam: entity.itData.kam,
  };
  const comments = Object.fromEntries(WIZARD_SERVICE_NAMES.filter((name) => entity.services[name].comments !== '').map((name) => [name, entity.services[name].comments]));
  return {
    step: 'services',
    plans: plansFromServices(entity.services),
    comments,
    commercialSeller: entity.commercialSeller,
    text,
    map: commercial.map,
    gps: commercial.gps,
    logo: commercial.logo === '' ? undefined : { url: commercial.logo },
    username: entity.loginData.user,
    password: '',
    passwordRepeat: '',
    // The terms were accepted when the pharmacy was created.
    termsAccepted: true,
  };
}

/**
 * The entity the wizard sends (spec 3 §3 "Wizard entity"): text as typed but trimmed, the services from
 * the ticked plans, and the ERP as settings.DATA_UPLOADER_CLASS. When editing, the password is not sent
 * (ERP, KAM and login cannot change, spec 3 §5).
 */
export function wizardEntityFromValues(values: WizardValues, mode: WizardMode): WizardEntity {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, values.text[field].trim()])) as Record<WizardTextField, string>;
  return {
    legalOwner: { name: text.ownerName, surname: text.ownerSurname, dni: text.ownerDni.toUpperCase(), colegiadoNumber: text.ownerColegiado, mail: text.ownerMail, phone: text.ownerPhone },
    commercial: {
      clientName: text.pharmacyName,
      address: text.address,
      number: text.number,
      floor: text.floor,
      door: text.door,
      postalCode: text.postalCode,
      location: text.location,
      province: text.province,
      country: text.country,
      phone: text.pharmacyPhone,
      secondPhone: text.secondPhone,
      map: values.map.trim(),
      clientMail: text.pharmacyMail,
      contact: text.contact,
      logo: values.logo?.url ?? '',
      gps: values.gps,
    },
    administrative: {
      fiscalName: text.fiscalName,
      nif: text.fiscalId.toUpperCase(),
      address: text.adminAddress,
      number: text.adminNumber,
      floor: text.adminFloor,
      door: text.adminDoor,
      postalCode: text.adminPostalCode,
      location: text.adminLocation,
      province: text.adminProvince,
      country: text.adminCountry,
      phone: text.adminPhone,
      mail: text.adminMail,
      contact: text.adminContact,
    },
    itData: { erp: text.erp, kam: text.kam },
    loginData: { user: values.username.trim(), password: mode === 'create' ? values.password : '' },
    services: servicesFromPlans(values.plans, values.comments),
    commercialSeller: values.commercialSeller,
    dataUploaderClass: text.erp,
  };
}

/**
 * The logo must be an image (its media type image/…) under 800 KB (spec 3 §5), else INVALID; a logo
 * already stored (no size known) and no logo at all are accepted. Not in the spec: "an image" is read
 * from the file's media type.
 */
export function wizardLogoError(logo: WizardLogo | undefined): WizardFieldError | undefined {
  if (logo === undefined) return undefined;
  if (logo.type !== undefined && !logo.type.startsWith('image/')) return 'INVALID';
  return logoError(logo.bytes);
}

/** What stops the user from leaving a step: the services-step errors and the fields' errors. */
export interface WizardStepErrors {
  readonly services: readonly ServicesStepError[];
  readonly fields: WizardSectionErrors;
}

/** Whether a step has no errors. */
export function isStepValid(errors: WizardStepErrors): boolean {
  return errors.services.length === 0 && Object.keys(errors.fields).length === 0;
}

/**
 * The errors of `step` (spec 3 §5 "Wizard"): the services step's rules, or the section's field rules
 * with the logo's media type besides its size. `usernameAvailable` is what the server said of the
 * username (`undefined` until it answers). A pharmacy user (`phView`) cannot change the services, so
 * their step has no errors for them.
 */
export function wizardStepErrors(step: WizardStep, values: WizardValues, context: { readonly mode: WizardMode; readonly usernameAvailable: boolean | undefined; readonly servicesLocked?: boolean }): WizardStepErrors {
  if (step === 'services') return { services: context.servicesLocked === true ? [] : servicesStepErrors(values), fields: {} };
  const fields: Partial<Record<string, WizardFieldError>> = wizardSectionErrors(
    step,
    {
      text: values.text,
      username: values.username,
      usernameAvailable: context.usernameAvailable,
      password: values.password,
      passwordRepeat: values.passwordRepeat,
      logoBytes: values.logo?.bytes,
      termsAccepted: values.termsAccepted,
    },
    context.mode,
  );
  if (step === 'section1') {
    const logo = wizardLogoError(values.logo);
    if (logo === undefined) delete fields.logo;
    else fields.logo = logo;
  }
  return { services: [], fields };
}

/** The values as a draft keeps them: everything but the passwords, which never go to the browser's storage. */
export function wizardDraftOf(values: WizardValues): WizardValues {
  return { ...values, password: '', passwordRepeat: '' };
}

/** Whether two wizard states hold the same data, whatever step is on screen and leaving the passwords aside. */
export function sameWizardData(a: WizardValues, b: WizardValues): boolean {
  const data = (values: WizardValues): string => JSON.stringify({ ...wizardDraftOf(values), step: undefined });
  return data(a) === data(b);
}
