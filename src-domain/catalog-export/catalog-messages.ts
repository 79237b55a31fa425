import type { CheckStartError } from './check-answers';
import type { ExportValidationError } from './export-request';

/** Every message of the catalog screen (spec 1 §5, §8). */
export type CatalogMessageCode =
  | ExportValidationError
  | CheckStartError
  | 'LOAD_FAILED'
  | 'CHECK_STATUS_FAILED'
  | 'CHECK_WITH_ERRORS'
  | 'SUBSCRIPTION_CHANGE_FAILED'
  | 'JOB_DELETE_FAILED'
  | 'EXPORT_WITHOUT_RESULTS';

/**
 * The catalog screen's texts, verbatim from spec 1 §5 and §8. Not in the spec (it describes them without
 * words): CHECK_ALREADY_RUNNING, CHECK_REQUEST_FAILED and SUBSCRIPTION_CHANGE_FAILED. LOAD_FAILED and
 * CHECK_STATUS_FAILED are the toast's title 'Error'; a load failure adds the error's own text.
 */
export const CATALOG_MESSAGES = {
  NO_DOMAIN_SELECTED: 'selecciona algún dominio',
  NO_HEALTHY_DOMAIN: 'Ningún dominio seleccionado tiene un catálogo apto',
  CHECK_ALREADY_RUNNING: 'Ya hay una comprobación del catálogo en curso',
  CHECK_REQUEST_FAILED: 'Error en la petición de comprobación del catálogo',
  LOAD_FAILED: 'Error',
  CHECK_STATUS_FAILED: 'Error',
  CHECK_WITH_ERRORS: 'check with errors',
  SUBSCRIPTION_CHANGE_FAILED: 'Error al cambiar la suscripción',
  JOB_DELETE_FAILED: 'Error eliminando el reporte',
  EXPORT_WITHOUT_RESULTS: 'Exportación sin resultados',
} as const satisfies Record<CatalogMessageCode, string>;
