import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EmailAlign, EmailBlockKind, EmailBlockProblem, EmailTextStyle, TemplateMessageCode, TemplateType } from '@domain/templates';

/** The template screens' messages, verbatim from spec 1 §5 and §8 (PREVIEW_LOAD_FAILED from spec 2 §8). */
export const templateMessages: Record<TemplateMessageCode, MessageDescriptor> = {
  FIELDS_EMPTY: msg`El nombre o la descripción de la campaña están vacíos`,
  LIST_LOAD_FAILED: msg`Error al cargar la lista de plantillas`,
  DELETE_CONFIRM_TITLE: msg`Atención`,
  DELETE_CONFIRM_TEXT: msg`¿Esta operación eliminará la plantilla? ¿Desea continuar?`,
  DELETE_IN_USE: msg`La plantilla está en uso y no puede ser eliminada.`,
  DELETE_FAILED: msg`Error al eliminar plantilla`,
  DELETED: msg`plantilla eliminado con éxito`,
  UPDATE_IN_USE: msg`La plantilla está en uso y no puede ser editada.`,
  UPDATE_FAILED: msg`Actualizar plantilla de campaña error`,
  CREATE_FAILED: msg`Error al crear la plantilla de la campaña`,
  SAVED: msg`Plantilla de campaña guardada con éxito`,
  PREVIEW_LOAD_FAILED: msg`Error al obtener la plantilla de la campaña`,
  NOT_FOUND: msg`La plantilla no existe o se ha eliminado.`,
};

/** The template types as the form and the list show them (spec 1 §2.8: Sanitaria = 1, Promocional = 2). */
export const templateTypeLabels: Record<TemplateType, MessageDescriptor> = {
  1: msg`Sanitaria`,
  2: msg`Promocional`,
};

/** The names of the designer's blocks. */
export const blockKindLabels: Record<EmailBlockKind, MessageDescriptor> = {
  text: msg`Texto`,
  image: msg`Imagen`,
  button: msg`Botón`,
  divider: msg`Separador`,
  spacer: msg`Espacio`,
};

/** The designer's text styles. */
export const textStyleLabels: Record<EmailTextStyle, MessageDescriptor> = {
  heading: msg`Título`,
  paragraph: msg`Párrafo`,
};

/** The designer's alignments. */
export const alignLabels: Record<EmailAlign, MessageDescriptor> = {
  left: msg`Izquierda`,
  center: msg`Centro`,
  right: msg`Derecha`,
};

/** What the designer says about a block that will not show as intended. */
export const blockProblemMessages: Record<EmailBlockProblem, MessageDescriptor> = {
  TEXT_EMPTY: msg`El texto está vacío: no aparecerá en el correo.`,
  IMAGE_SRC_INVALID: msg`Escribe la dirección web de la imagen (https://…); sin ella la imagen no aparecerá.`,
  IMAGE_ALT_EMPTY: msg`Describe la imagen para quien no pueda verla.`,
  LINK_INVALID: msg`El enlace debe empezar por https://, http:// o mailto:; si no, no se podrá pulsar.`,
  BUTTON_LABEL_EMPTY: msg`El botón no tiene texto: no aparecerá en el correo.`,
};
