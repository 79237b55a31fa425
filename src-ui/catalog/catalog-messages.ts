import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CatalogMessageCode, CatalogSection, DomainExportOutcome, IssueTable, JobStatusKind, SectionState } from '@domain/catalog-export';

/**
 * The catalog screen's messages, verbatim from spec 1 §5 and §8. Not in the spec (it describes them
 * without words): CHECK_ALREADY_RUNNING, CHECK_REQUEST_FAILED and SUBSCRIPTION_CHANGE_FAILED. LOAD_FAILED
 * and CHECK_STATUS_FAILED are the toast's title 'Error'; a load failure adds the error's own text.
 */
export const catalogMessages: Record<CatalogMessageCode, MessageDescriptor> = {
  NO_DOMAIN_SELECTED: msg`selecciona algún dominio`,
  NO_HEALTHY_DOMAIN: msg`Ningún dominio seleccionado tiene un catálogo apto`,
  CHECK_ALREADY_RUNNING: msg`Ya hay una comprobación del catálogo en curso`,
  CHECK_REQUEST_FAILED: msg`Error en la petición de comprobación del catálogo`,
  LOAD_FAILED: msg`Error`,
  CHECK_STATUS_FAILED: msg`Error`,
  CHECK_WITH_ERRORS: msg`check with errors`,
  SUBSCRIPTION_CHANGE_FAILED: msg`Error al cambiar la suscripción`,
  JOB_DELETE_FAILED: msg`Error eliminando el reporte`,
  EXPORT_WITHOUT_RESULTS: msg`Exportación sin resultados`,
};

/** The name of each bar of the progress view (spec 1 §4 sections). */
export const sectionLabels: Record<CatalogSection, MessageDescriptor> = {
  check: msg`Comprobación de categorías y productos`,
  reading_total_products: msg`Lectura del total de productos`,
  uploading_images_to_media_server: msg`Subida de imágenes al servidor de medios`,
  exporting_catalog_to_domains: msg`Exportación a los dominios`,
};

export const sectionStateLabels: Record<SectionState, MessageDescriptor> = {
  done: msg`Hecho`,
  running: msg`En curso`,
  pending: msg`Pendiente`,
};

export const sectionStateColors: Record<SectionState, string> = { done: 'pharmacy', running: 'blue', pending: 'gray' };

export const jobStatusLabels: Record<Exclude<JobStatusKind, 'unknown'>, MessageDescriptor> = {
  'in-progress': msg`En curso`,
  finished: msg`Terminado`,
  'finished-with-errors': msg`Terminado con errores`,
  stopped: msg`Detenido por errores`,
  cancelled: msg`Cancelado`,
};

export const jobStatusColors: Record<JobStatusKind, string> = {
  'in-progress': 'blue',
  finished: 'pharmacy',
  'finished-with-errors': 'grape',
  stopped: 'red',
  cancelled: 'gray',
  unknown: 'gray',
};

export const domainOutcomeLabels: Record<Exclude<DomainExportOutcome, 'unknown'>, MessageDescriptor> = {
  pending: msg`Pendiente`,
  running: msg`Exportando`,
  exported: msg`Exportado`,
  failed: msg`Error`,
};

export const domainOutcomeColors: Record<DomainExportOutcome, string> = { pending: 'gray', running: 'blue', exported: 'pharmacy', failed: 'red', unknown: 'gray' };

/** The titles of a report's error tables (spec 1 §2.4). */
export const issueTableLabels: Record<IssueTable, MessageDescriptor> = {
  product_categories: msg`Categorías`,
  products: msg`Productos`,
  images: msg`Imágenes`,
  domains: msg`Dominios`,
};
