import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServicePlan, ServicesStepError, WizardFieldError, WizardMessageCode, WizardServiceName, WizardStep } from '@domain/entities';

/** The wizard's notices, verbatim from spec 3 §8 "Wizard". */
export const wizardMessages: Record<WizardMessageCode, MessageDescriptor> = {
  USERNAME_CHECK_FAILED: msg`Error comprobando nombre de usuario`,
  KAM_LOAD_FAILED: msg`No se pueden cargar los datos de KAM`,
  ERP_LOAD_FAILED: msg`No se pueden cargar los ERP`,
  PHARMACY_LOAD_FAILED: msg`Error cargando los datos de la farmacia`,
  CHECK_FIELDS: msg`Por favor, comprueba los campos señalados`,
  SUBMISSION_IN_PROGRESS: msg`Farmacia en proceso de creación, espere por favor`,
  ENTITY_FAILED: msg`Hubo un error con la entidad`,
  ENTITY_CREATED: msg`Entidad creada correctamente`,
  ENTITY_EDITED: msg`Entidad modificada correctamente`,
};

/** The fields' errors, verbatim from spec 3 §5 "Wizard". */
export const fieldErrorMessages: Record<WizardFieldError, MessageDescriptor> = {
  REQUIRED: msg`* este campo es obligatorio`,
  INVALID: msg`Comprueba valor`,
  USERNAME_TAKEN: msg`Nombre de usuario no disponible`,
  WEAK_PASSWORD: msg`Debe contener al menos una mayúscula, minúscula y número. Debe tener una longitud mínima de 8 caracteres.`,
  PASSWORDS_DIFFERENT: msg`Las contraseñas no coinciden`,
};

/** The services step's errors (the domain's SERVICES_STEP_MESSAGES). */
export const servicesStepMessages: Record<ServicesStepError, MessageDescriptor> = {
  NO_SERVICE: msg`Selecciona al menos un servicio en algún plan`,
  SERVICE_IN_SEVERAL_PLANS: msg`Cada servicio solo puede estar en un plan`,
  NO_COMMERCIAL_SELLER: msg`Selecciona un comercial`,
};

/** The services (spec 3 §3 "Services"). */
export const serviceLabels: Record<WizardServiceName, MessageDescriptor> = {
  cdm: msg`CDM`,
  multichannelMarketing: msg`Marketing multicanal`,
  web: msg`Web`,
  mobileApp: msg`App móvil`,
  digitalServices: msg`Servicios digitales`,
  onlineShop: msg`Tienda online`,
  loyaltyCards: msg`Tarjetas de fidelización`,
};

/** The plans (spec 3 §9). */
export const planLabels: Record<ServicePlan, MessageDescriptor> = {
  basic: msg`Básico`,
  standard: msg`Estándar`,
  premium: msg`Premium`,
};

/** The steps' titles (spec 3 §2 "Pharmacy wizard"). */
export const stepTitles: Record<WizardStep, MessageDescriptor> = {
  services: msg`Servicios`,
  section1: msg`Titular y farmacia`,
  section2: msg`Datos administrativos`,
  section3: msg`Datos informáticos y acceso`,
};
