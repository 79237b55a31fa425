import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConfigFieldError, ConfigSection, MobileModule, PharmacyConfigMessage, SignUpStatus, SignUpType } from '@domain/pharmacy-config';

/** The configuration's messages of the spec, verbatim (spec 3 §8). */
export const pharmacyConfigMessages: Record<PharmacyConfigMessage, MessageDescriptor> = {
  OPEN_FAILED: msg`No se pudo abrir la configuración`,
  SAVE_FAILED: msg`Error al configurar`,
  SAVED: msg`Configuración guardada`,
  HEALTHIUM_FAILED: msg`Error al configurar Healthium`,
  HEALTHIUM_DONE: msg`Healthium configurado correctamente`,
  GENERIC_FAILURE: msg`Hubo un error. Por favor reintente.`,
};

/** The sections' tab labels. */
export const sectionLabels: Record<ConfigSection, MessageDescriptor> = {
  settings: msg`Ajustes`,
  landing: msg`Landing`,
  transactional: msg`Correos transaccionales`,
  mobile: msg`App móvil`,
  services: msg`Servicios modulares`,
  signup: msg`Formulario de alta`,
};

/** What each field rule says beside its field ('* este campo es obligatorio' as the wizard, spec 3 §5). */
export const fieldErrorMessages: Record<ConfigFieldError, MessageDescriptor> = {
  REQUIRED: msg`* este campo es obligatorio`,
  INVALID_EMAIL: msg`Escribe un correo electrónico válido.`,
  INVALID_PHONE: msg`Escribe un teléfono válido: de 9 a 15 cifras.`,
  INVALID_TAX_ID: msg`El NIF no es válido: comprueba el DNI, NIE o CIF.`,
  INVALID_COLOUR: msg`Escribe un color como #1b7f5a.`,
  INVALID_URL: msg`Escribe una dirección web completa, como https://farmacia.es.`,
  INVALID_NUMBER: msg`Escribe un número válido.`,
  INVALID_BUNDLE_ID: msg`Escribe un identificador como es.farmacia.app.`,
};

/** The sign-up form's status labels (spec 3 §4 "shown as Spanish labels"). */
export const signUpStatusLabels: Record<SignUpStatus, MessageDescriptor> = {
  pending: msg`Pendiente`,
  sent: msg`Enviado`,
  open: msg`Abierto`,
  completed: msg`Completado`,
  approved: msg`Aprobado`,
};

/** The status badges' colours, dark enough for 4.5:1 with light badges. */
export const signUpStatusColors: Record<SignUpStatus, string> = { pending: 'gray.9', sent: 'blue.9', open: 'cyan.9', completed: 'orange.9', approved: 'green.9' };

export const signUpTypeLabels: Record<SignUpType, MessageDescriptor> = {
  corporate: msg`Corporativo`,
  individual: msg`Individual`,
};

export const mobileModuleLabels: Record<MobileModule, MessageDescriptor> = {
  blog: msg`Blog`,
  expressOrder: msg`Pedido exprés`,
  loyalty: msg`Fidelización`,
  promotions: msg`Promociones`,
  services: msg`Servicios`,
};
