import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE, compareSpanish, foldedOnce, searchByWords, sortFromAddress, type TableSort } from '@domain/shared-kernel';
import { TEMPLATE_TYPE_LABELS, type CampaignTemplate } from './campaign-template';
import { TEMPLATE_SORT_COLUMNS } from './template-sort-columns';

/** A row of the template list (spec 1 §2.8): a template without its design, which the list never shows. */
export type TemplateSummary = Omit<CampaignTemplate, 'content' | 'htmlContent' | 'id'> & { readonly id: string };

/** One sortable column of the template list. */
export type TemplateSortColumn = (typeof TEMPLATE_SORT_COLUMNS)[number];

/** A sort of the template list. */
export type TemplateSort = TableSort<TemplateSortColumn>;

/** The template list's order when the address names none: by name, ascending. */
export const DEFAULT_TEMPLATE_SORT: TemplateSort = { column: 'name', direction: 'asc' };

/** The searchable text of each row (id, name, description, subject, type), folded once per row object. */
const haystackOf = foldedOnce((row: TemplateSummary) => [row.id, row.name, row.description, row.subject, TEMPLATE_TYPE_LABELS[row.type]].join(' '));

/**
 * The search of the template list (spec 1 §2.8 "searchable table"): every word of the query must appear
 * in the id, name, description, subject or type (Sanitaria, Promocional) of the row, ignoring case and
 * accents (the word search of the shared kernel, `matchesWords`). An empty query keeps every row; the
 * rows keep their order.
 */
export function searchTemplates<T extends TemplateSummary>(rows: readonly T[], query: string): T[] {
  return searchByWords(rows, query, haystackOf);
}


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
    return sign * compareSpanish(left, right);
  };
  return [...rows].sort((a, b) => compare(a, b) || compareSpanish(a.id, b.id));
}

/**
 * Reads the template list's sort from the address by the shared rule (`sortFromAddress`): an unknown
 * column gives the default, by name ascending.
 */
export function templateSortFromQuery(column: unknown, direction: unknown): TemplateSort {
  return sortFromAddress(TEMPLATE_SORT_COLUMNS, column, direction, DEFAULT_TEMPLATE_SORT);
}

/**
 * The name of the template list's CSV export (spec 1 §2.8 "CSV export"; not in the spec: the name and
 * the date of the export, in Madrid time, as yyyy-mm-dd so files sort by date).
 */
export function templateListFileName(now: number): string {
  return `plantillas-de-campana-${DateTime.fromMillis(now, { zone: PRODUCT_TIME_ZONE }).toFormat('yyyy-MM-dd')}.csv`;
}
