import { err, ok, type Result } from '@domain/shared-kernel';
import { cleanDomain, isValidDomain, type ProductExportRequest } from '@domain/web';

/** The shops an export can write to (spec 3 §3 "Export request: output_type"). Not in the spec: the values. */
export const EXPORT_OUTPUT_TYPES = ['woocommerce', 'csv'] as const;

/** The kinds of web a shop can be (spec 3 §7 web_type). Not in the spec: the values. */
export const SHOP_WEB_TYPES = ['ecommerce', 'divi', 'techgostore'] as const;

/** The table prefix a WordPress database has unless told otherwise. */
export const DEFAULT_DB_PREFIX = 'wp_';

/** The export form as typed. */
export interface ExportForm {
  readonly domain: string;
  readonly outputType: string;
  readonly webType: string;
  readonly eid: string;
  readonly dbName: string;
  readonly dbPrefix: string;
  readonly importImages: boolean;
  readonly importCategories: boolean;
  readonly onlyCreatedByUser: boolean;
  readonly onlyPublished: boolean;
  /** Comma-separated. */
  readonly tags: string;
}

/** An empty export form: WooCommerce, images and categories imported, published products only. */
export const EMPTY_EXPORT_FORM: ExportForm = {
  domain: '',
  outputType: 'woocommerce',
  webType: '',
  eid: '',
  dbName: '',
  dbPrefix: DEFAULT_DB_PREFIX,
  importImages: true,
  importCategories: true,
  onlyCreatedByUser: false,
  onlyPublished: true,
  tags: '',
};

/** Why an export form cannot be sent, per field. */
export type ExportFormError = 'INVALID_DOMAIN' | 'WEB_TYPE_REQUIRED' | 'INVALID_EID' | 'DB_NAME_REQUIRED' | 'INVALID_DB_PREFIX';

/** The tags of the form: trimmed, blanks and repeats dropped. */
export function exportTags(text: string): readonly string[] {
  return [...new Set(text.split(',').map((tag) => tag.trim()).filter((tag) => tag !== ''))];
}

/**
 * The export request of the form (spec 3 §3 "Export request", §5, §8): the domain cleaned of its
 * protocol and trailing slash and valid ('Por favor, comprueba que el dominio introducido sea
 * válido.'). Not in the spec: a web type and a database name are required, the eid is a whole number
 * above zero, the table prefix is letters, digits and underscores ending in '_'.
 */
export function exportRequestOf(form: ExportForm): Result<ProductExportRequest, Partial<Record<keyof ExportForm, ExportFormError>>> {
  const errors: Partial<Record<keyof ExportForm, ExportFormError>> = {};
  const domain = cleanDomain(form.domain);
  if (!isValidDomain(domain)) errors.domain = 'INVALID_DOMAIN';
  if (form.webType.trim() === '') errors.webType = 'WEB_TYPE_REQUIRED';
  const eid = form.eid.trim();
  if (!/^\d{1,9}$/.test(eid) || Number(eid) === 0) errors.eid = 'INVALID_EID';
  if (form.dbName.trim() === '') errors.dbName = 'DB_NAME_REQUIRED';
  if (!/^[a-z0-9_]*_$/i.test(form.dbPrefix.trim())) errors.dbPrefix = 'INVALID_DB_PREFIX';
  if (Object.keys(errors).length > 0) return err(errors);
  return ok({
    outputType: form.outputType,
    webType: form.webType.trim(),
    domain,
    dbName: form.dbName.trim(),
    eid: Number(eid),
    dbPrefix: form.dbPrefix.trim(),
    options: { importImages: form.importImages, importCategories: form.importCategories, onlyCreatedByUser: form.onlyCreatedByUser, onlyPublished: form.onlyPublished, tags: exportTags(form.tags) },
  });
}

/** The job type of a catalogue export in the job monitor: the export results screen lists these. */
export const CATALOG_EXPORT_JOB_TYPE = 'CATALOG_EXPORT';

/** The file name of a domain's catalogue report, without extension. */
export function catalogReportFileName(domain: string): string {
  return `catalogo-${cleanDomain(domain).replace(/[^a-z0-9.-]+/gi, '-')}`;
}
