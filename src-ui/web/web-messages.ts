import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PluginMessageCode, WebDeployMessageCode, WebFormError, WebManagerMessageCode } from '@domain/web';

/** The web-deploy notices of the spec, verbatim, typos included (spec 3 §8 "Web deploy"). */
export const webDeployMessages: Record<WebDeployMessageCode, MessageDescriptor> = {
  DOMAIN_TAKEN: msg`Ya existe una web con ese dominio`,
  WEB_CREATED: msg`Web creada correctamente`,
  WEB_CREATION_FAILED: msg`Hubo un error al crear la web1`,
  IMAGE_UPLOAD_FAILED: msg`Hubo un error al subir la imagen`,
  PRODUCTION_JOB_CREATED: msg`Trabajo de despliegue creado correctamente`,
  PRODUCTION_FAILED: msg`Hubo un error con la puesta en producción`,
  WEB_DEPLOY_JOB_CREATED: msg`Tarea de despligue web creada correctamente`,
  WEB_DEPLOY_JOB_FAILED: msg`Hubo un error al crear la tarea`,
  VHOST_WITHOUT_DOMAIN: msg`El vhost no tiene dominio disponible`,
};

/** The plugin-update notices (spec 3 §8 "Plugin update"; NOTHING_CHANGED's words are the product's). */
export const pluginMessages: Record<PluginMessageCode, MessageDescriptor> = {
  UPDATE_FAILED: msg`Ocurrió un error durante la actualización.`,
  UPDATE_NOT_DONE: msg`ERROR: No se pudo realizar la actualización`,
  ALL_UP_TO_DATE: msg`Todos los plugins están ya en su última versión`,
  NOTHING_CHANGED: msg`La actualización no ha cambiado la versión del plugin`,
};

/** The web manager's alert (the spec says there is one, not its words). */
export const webManagerMessages: Record<WebManagerMessageCode, MessageDescriptor> = {
  PRODUCTION_ONLY: msg`Esta sección solo está disponible en el entorno de producción`,
};

/** What each form rule says beside its field. */
export const webFormMessages: Record<WebFormError, MessageDescriptor> = {
  REQUIRED: msg`Este campo es obligatorio.`,
  INVALID_DOMAIN: msg`Por favor, comprueba que el dominio introducido sea válido.`,
  DOMAIN_TAKEN: msg`Ya existe una web con ese dominio`,
  SAME_DOMAIN: msg`El dominio final debe ser distinto del provisional.`,
  INVALID_EMAIL: msg`Escribe un email válido.`,
  INVALID_PHONE: msg`Escribe un teléfono de 9 a 13 cifras.`,
  NOT_IMAGE: msg`El logo debe ser una imagen (PNG, JPG, SVG o WebP).`,
  TOO_LARGE: msg`El logo debe ocupar menos de 800 KB.`,
  UNKNOWN_THEME: msg`Elige uno de los temas.`,
};

/** A job status's label and badge colour (dark enough for 4.5:1 with light badges). */
export const jobStatusLabels: Record<string, { readonly label: MessageDescriptor; readonly color: string }> = {
  PENDING: { label: msg`Pendiente`, color: 'gray.9' },
  RUNNING: { label: msg`En curso`, color: 'blue.9' },
  DONE: { label: msg`Terminado`, color: 'green.9' },
  ERROR: { label: msg`Con error`, color: 'red.9' },
  FAILED: { label: msg`Con error`, color: 'red.9' },
  CANCELLED: { label: msg`Cancelado`, color: 'orange.9' },
};
