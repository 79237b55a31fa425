import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CrmMessageCode, QuestionDraftError } from '@domain/crm';

/**
 * The CRM screens' messages, verbatim (the domain's CRM_MESSAGES: spec 2 §8 "CRM", §5 for the URL
 * rule). A `success: false` answer shows the server's own message instead.
 */
export const crmMessages: Record<CrmMessageCode, MessageDescriptor> = {
  URLS_NOT_HTTPS: msg`Por favor, asegúrate de que las URL's empiezan por https://`,
  FORM_REQUIRED: msg`Es necesario crear el formulario`,
  FORM_CREATE_FAILED: msg`Hubo un error creando el formulario`,
  SAVE_FAILED: msg`Hubo un error guardando`,
  STORE_NAME_MISSING: msg`No está definido el nombre web`,
};

/** Why a question was refused, shown beside its field. */
export const questionErrorMessages: Record<QuestionDraftError, MessageDescriptor> = {
  EMPTY_TITLE: msg`Escribe la pregunta.`,
  DUPLICATE_REF: msg`Ya hay una pregunta con este título en el formulario.`,
  NO_CHOICES: msg`Escribe al menos una opción, una por línea.`,
};

/** The names of the question types the screens know; any other type is shown as it comes. */
export const questionTypeLabels: Readonly<Record<string, MessageDescriptor>> = {
  short_text: msg`Texto corto`,
  long_text: msg`Texto largo`,
  email: msg`Email`,
  phone_number: msg`Teléfono`,
  yes_no: msg`Sí o no`,
  multiple_choice: msg`Opción múltiple`,
  date: msg`Fecha`,
  legal: msg`Aceptación legal`,
  dropdown: msg`Desplegable`,
  number: msg`Número`,
  website: msg`Dirección web`,
};
