/** The web-deploy notices (spec 3 §8 "Web deploy"). */
export type WebDeployMessageCode =
  | 'DOMAIN_TAKEN'
  | 'WEB_CREATED'
  | 'WEB_CREATION_FAILED'
  | 'IMAGE_UPLOAD_FAILED'
  | 'PRODUCTION_JOB_CREATED'
  | 'PRODUCTION_FAILED'
  | 'WEB_DEPLOY_JOB_CREATED'
  | 'WEB_DEPLOY_JOB_FAILED'
  | 'VHOST_WITHOUT_DOMAIN';

/** Verbatim texts of the web-deploy notices, typos included ('web1', 'despligue') (spec 3 §8). */
export const WEB_DEPLOY_MESSAGES = {
  DOMAIN_TAKEN: 'Ya existe una web con ese dominio',
  WEB_CREATED: 'Web creada correctamente',
  WEB_CREATION_FAILED: 'Hubo un error al crear la web1',
  IMAGE_UPLOAD_FAILED: 'Hubo un error al subir la imagen',
  PRODUCTION_JOB_CREATED: 'Trabajo de despliegue creado correctamente',
  PRODUCTION_FAILED: 'Hubo un error con la puesta en producción',
  WEB_DEPLOY_JOB_CREATED: 'Tarea de despligue web creada correctamente',
  WEB_DEPLOY_JOB_FAILED: 'Hubo un error al crear la tarea',
  VHOST_WITHOUT_DOMAIN: 'El vhost no tiene dominio disponible',
} as const satisfies Record<WebDeployMessageCode, string>;
