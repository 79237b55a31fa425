import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import { TEMPLATE_TYPE_LABELS, type CampaignTemplate } from './campaign-template';

/** A row of the template list (spec 1 §2.8): a template without its design, which the list never shows. */
export type TemplateSummary = Omit<CampaignTemplate, 'content' | 'htmlContent' | 'id'> & { readonly id: string };

/** Columns the template list sorts by. */
export const TEMPLATE_SORT_COLUMNS = ['id', 'name', 'description', 'type', 'subject', 'editedBy'] as const;

/** One sortable column of the template list. */
export type TemplateSortColumn = (typeof TEMPLATE_SORT_COLUMNS)[number];

/** A sort of the template list. */
export interface TemplateSort {
  readonly column: TemplateSortColumn;
  readonly direction: 'asc' | 'desc';
}

/** Lower case without accents, so 'vacunacion' finds 'Vacunación'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The search of the template list (spec 1 §2.8 "searchable table"): every word of the query must appear
 * in the id, name, description, subject or type (Sanitaria, Promocional) of the row, ignoring case and
 * accents. An empty query keeps every row.
 */
export function searchTemplates<T extends TemplateSummary>(rows: readonly T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = fold([row.id, row.name, row.description, row.subject, TEMPLATE_TYPE_LABELS[row.type]].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * Sorts template rows by one column: Spanish collation for text (numbers inside ids in numeric order),
 * the type by its label; rows without an editor go last in either direction; ties keep the id order.
 */
export function sortTemplates<T extends TemplateSummary>(rows: readonly T[], sort: TemplateSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const text = (row: T): string | undefined => {
    if (sort.column === 'type') return TEMPLATE_TYPE_LABELS[row.type];
    if (sort.column === 'editedBy') return row.editedBy;
    return row[sort.column];
  };
  const compare = (a: T, b: T): number => {
    const [left, right] = [text(a), text(b)];
    if (left === undefined || right === undefined) return left === right ? 0 : left === undefined ? 1 : -1;
    return sign * collator.compare(left, right);
  };
  return [...rows].sort((a, b) => compare(a, b) || collator.compare(a.id, b.id));
}

/** Reads a sort from address parameters; anything unknown gives the list's default, by name ascending. */
export function templateSortFromQuery(column: unknown, direction: unknown): TemplateSort {
  const known = (TEMPLATE_SORT_COLUMNS as readonly unknown[]).includes(column);
  return { column: known ? (column as TemplateSortColumn) : 'name', direction: direction === 'desc' ? 'desc' : 'asc' };
}

/**
 * The name of the template list's CSV export (spec 1 §2.8 "CSV export"; not in the spec: the name and
 * the date of the export, in Madrid time, as yyyy-mm-dd so files sort by date).
 */
export function templateListFileName(now: number): string {
  return `plantillas-de-campana-${DateTime.fromMillis(now, { zone: PRODUCT_TIME_ZONE }).toFormat('yyyy-MM-dd')}.csv`;
}
