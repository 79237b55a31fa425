import type { EntityListRow } from './entity-list';

/** Columns the entity list sorts by. */
export const ENTITY_SORT_COLUMNS = ['id', 'name', 'contactName', 'kam', 'erp', 'lastUploadDate'] as const;

/** One sortable column of the entity list. */
export type EntitySortColumn = (typeof ENTITY_SORT_COLUMNS)[number];

/** A sort of the entity list. */
export interface EntitySort {
  readonly column: EntitySortColumn;
  readonly direction: 'asc' | 'desc';
}

/** Lower case without accents, so 'castaño' finds 'CASTAÑO' and 'Martinez' finds 'Martínez'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The searchable text of each row, folded once per row object (rows are immutable). */
const haystacks = new WeakMap<EntityListRow, string>();

function haystackOf(row: EntityListRow): string {
  let haystack = haystacks.get(row);
  if (haystack === undefined) {
    haystack = fold([row.id, row.name, row.contactName, row.kam, row.erp].join(' '));
    haystacks.set(row, haystack);
  }
  return haystack;
}

/**
 * The global search of the entity list (spec 3 §2 "Backoffice entity list"): every word of the query
 * must appear in the id, name, contact, KAM or ERP of the row, ignoring case and accents. An empty
 * query keeps every row. The rows keep their order, so a list sorted once can be searched at every
 * keystroke.
 */
export function searchEntities(rows: readonly EntityListRow[], query: string): EntityListRow[] {
  const words = fold(query).split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = haystackOf(row);
    return words.every((word) => haystack.includes(word));
  });
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * Sorts entity rows by one column (Spanish collation for text; rows that never uploaded go last in
 * either direction); ties keep the id order.
 */
export function sortEntities(rows: readonly EntityListRow[], sort: EntitySort): EntityListRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: EntityListRow, b: EntityListRow): number => {
    if (sort.column === 'id') return sign * (a.id - b.id);
    if (sort.column === 'lastUploadDate') {
      if (a.lastUploadDate === undefined || b.lastUploadDate === undefined) {
        return a.lastUploadDate === b.lastUploadDate ? 0 : a.lastUploadDate === undefined ? 1 : -1;
      }
      return sign * (a.lastUploadDate - b.lastUploadDate);
    }
    return sign * collator.compare(a[sort.column], b[sort.column]);
  };
  return [...rows].sort((a, b) => compare(a, b) || a.id - b.id);
}

/** Reads a sort from address parameters; anything unknown gives the list's default, by name ascending. */
export function entitySortFromQuery(column: unknown, direction: unknown): EntitySort {
  const known = (ENTITY_SORT_COLUMNS as readonly unknown[]).includes(column);
  return { column: known ? (column as EntitySortColumn) : 'name', direction: direction === 'desc' ? 'desc' : 'asc' };
}
