import { foldedOnce, searchByWords, sortFromAddress, type TableSort } from '@domain/shared-kernel';
import type { EntityListRow } from './entity-list';
import { ENTITY_SORT_COLUMNS } from './entity-sort-columns';

/** One sortable column of the entity list. */
export type EntitySortColumn = (typeof ENTITY_SORT_COLUMNS)[number];

/** A sort of the entity list. */
export type EntitySort = TableSort<EntitySortColumn>;

/** The entity list's order when the address names none: by name, ascending. */
export const DEFAULT_ENTITY_SORT: EntitySort = { column: 'name', direction: 'asc' };

/** The searchable text of each row (id, name, contact, KAM, ERP), folded once per row object (rows are immutable). */
const haystackOf = foldedOnce((row: EntityListRow) => [row.id, row.name, row.contactName, row.kam, row.erp].join(' '));

/**
 * The global search of the entity list (spec 3 §2 "Backoffice entity list"): every word of the query
 * must appear in the id, name, contact, KAM or ERP of the row, ignoring case and accents (the word
 * search of the shared kernel, `matchesWords`). An empty query keeps every row. The rows keep
 * their order, so a list sorted once can be searched at every keystroke.
 */
export function searchEntities<R extends EntityListRow>(rows: readonly R[], query: string): R[] {
  return searchByWords(rows, query, haystackOf);
}


/**
 * Reads the entity list's sort from the address by the shared rule (`sortFromAddress`): an
 * unknown column gives the default, by name ascending.
 */
export function entitySortFromQuery(column: unknown, direction: unknown): EntitySort {
  return sortFromAddress(ENTITY_SORT_COLUMNS, column, direction, DEFAULT_ENTITY_SORT);
}
