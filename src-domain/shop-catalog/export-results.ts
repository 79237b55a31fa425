import { parseJobInfo, type Job } from '@domain/jobs';
import { foldedOnce, searchByWords } from '@domain/shared-kernel';
import type { PublishedProduct } from './shop-settings';

/** An export job with the shop's domain its info names ('' when it names none). */
export interface ExportResultRow extends Job {
  readonly domain: string;
}

/** The domain an export job's info names (`{"domain": …}`), or '' when its info is missing, not JSON or names none. */
export function exportJobDomain(job: Pick<Job, 'info'>): string {
  const info = parseJobInfo(job.info);
  if (!info.ok || info.value === null || typeof info.value !== 'object' || Array.isArray(info.value)) return '';
  const domain = (info.value as { readonly [key: string]: unknown }).domain;
  return typeof domain === 'string' ? domain : '';
}

/** The export jobs as the results screen lists them, each with its domain. */
export function exportResultRows(jobs: readonly Job[]): readonly ExportResultRow[] {
  return jobs.map((job) => ({ ...job, domain: exportJobDomain(job) }));
}

/** The catalogue report's columns, in order. */
export const CATALOG_REPORT_COLUMNS = ['Código', 'Producto', 'Categoría', 'Precio (€)', 'Stock'] as const;

/** The catalogue report's rows: one per published product, in the shop's order, the price with two decimals. */
export function catalogReportRows(products: readonly PublishedProduct[]): readonly (readonly (string | number)[])[] {
  return products.map((product) => [product.code, product.name, product.category, product.price.toFixed(2), product.stock]);
}

const rowText = /* @__PURE__ */ foldedOnce((row: ExportResultRow): string => `${row.domain} ${row.id} ${row.status} ${row.author} ${row.eid ?? ''}`);

/** The export rows whose domain, id, status, author or eid hold every word of `search` (accents and case ignored). */
export function filterExportResults(rows: readonly ExportResultRow[], search: string): readonly ExportResultRow[] {
  return search.trim() === '' ? rows : searchByWords(rows, search, rowText);
}
