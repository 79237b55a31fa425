import { sortBySpanishText } from '@domain/shared-kernel';
import type { EntityListRow } from './entity-list';
import type { EntitySort } from './entity-search';
import { compareMonths } from './report-jobs';

// A module of its own: the quick search of the shell needs the entity search at once, the sort only
// comes with the entity list's screen, and the Spanish sort keys with it.

/**
 * Sorts entity rows by one column (Spanish collation for text; rows that never uploaded, and rows
 * without a last cache or report, go last in either direction); ties keep the id order.
 */
export function sortEntities<R extends EntityListRow>(rows: readonly R[], sort: EntitySort): R[] {
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
    case 'lastCache':
    case 'lastReport': {
      const column = sort.column;
      return [...rows].sort((a, b) => {
        const first = a[column];
        const second = b[column];
        if (first === undefined || second === undefined) return first === second ? byId(a, b) : first === undefined ? 1 : -1;
        return sign * compareMonths(first, second) || byId(a, b);
      });
    }
    default: {
      const column = sort.column;
      return sortBySpanishText(rows, (row) => row[column], sort.direction, byId);
    }
  }
}
