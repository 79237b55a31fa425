import { sortBySpanishText } from '@domain/shared-kernel';
import type { EntityListRow } from './entity-list';
import type { EntitySort } from './entity-search';

// A module of its own: the quick search of the shell needs the entity search at once, the sort only
// comes with the entity list's screen, and the Spanish sort keys with it.

/**
 * Sorts entity rows by one column (Spanish collation for text; rows that never uploaded go last in
 * either direction); ties keep the id order.
 */
export function sortEntities(rows: readonly EntityListRow[], sort: EntitySort): EntityListRow[] {
  const byId = (a: EntityListRow, b: EntityListRow): number => a.id - b.id;
  const sign = sort.direction === 'asc' ? 1 : -1;
  switch (sort.column) {
    case 'id':
      return [...rows].sort((a, b) => sign * byId(a, b));
    case 'lastUploadDate':
      return [...rows].sort((a, b) => {
        if (a.lastUploadDate === undefined || b.lastUploadDate === undefined) {
          return a.lastUploadDate === b.lastUploadDate ? byId(a, b) : a.lastUploadDate === undefined ? 1 : -1;
        }
        return sign * (a.lastUploadDate - b.lastUploadDate) || byId(a, b);
      });
    default: {
      const column = sort.column;
      return sortBySpanishText(rows, (row) => row[column], sort.direction, byId);
    }
  }
}
