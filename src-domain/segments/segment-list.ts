import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE, compareSpanish, foldedOnce, searchByWords, sortFromAddress, type TableSort } from '@domain/shared-kernel';
import { SEGMENT_GENDERS, type CampaignSegment, type SegmentGender } from './campaign-segment';
import { SEGMENT_SORT_COLUMNS } from './segment-sort-columns';

/** One sortable column of the segment list ('ages' sorts by the minimum age, then the maximum). */
export type SegmentSortColumn = (typeof SEGMENT_SORT_COLUMNS)[number];

/** A sort of the segment list. */
export type SegmentSort = TableSort<SegmentSortColumn>;

/** The segment list's order when the address names none: by name, ascending. */
export const DEFAULT_SEGMENT_SORT: SegmentSort = { column: 'name', direction: 'asc' };

/** The gender choices in Spanish, as the list's search reads them. Not in the spec. */
export const SEGMENT_GENDER_LABELS: Readonly<Record<SegmentGender, string>> = { female: 'Mujer', male: 'Hombre', other: 'Otro' };

/** A segment's genders in the order of the choices (female, male, other), whatever order it keeps them in. */
export function orderedGenders(genders: readonly SegmentGender[]): SegmentGender[] {
  return SEGMENT_GENDERS.filter((gender) => genders.includes(gender));
}

const haystackOf = foldedOnce((row: CampaignSegment) =>
  [row.id, row.name, row.description, ...orderedGenders(row.filters.gender).map((gender) => SEGMENT_GENDER_LABELS[gender])].join(' '),
);

/**
 * The search of the segment list (spec 2 §2 "Segment list": search): every word of the query must
 * appear in the id, name, description or gender choices (Mujer, Hombre, Otro) of the row, ignoring
 * case and accents. An empty query keeps every row; the rows keep their order.
 */
export function searchSegments<T extends CampaignSegment>(rows: readonly T[], query: string): T[] {
  return searchByWords(rows, query, haystackOf);
}

/**
 * Sorts segment rows by one column: Spanish collation for text (ids in numeric order), ages by the
 * minimum then the maximum; rows without an editor go last in either direction; ties keep the id order.
 */
export function sortCampaignSegments<T extends CampaignSegment>(rows: readonly T[], sort: SegmentSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: T, b: T): number => {
    if (sort.column === 'ages') return sign * (a.filters.minAge - b.filters.minAge || a.filters.maxAge - b.filters.maxAge);
    const [left, right] = [a[sort.column], b[sort.column]];
    if (left === '' || right === '') return left === right ? 0 : left === '' ? 1 : -1;
    return sign * compareSpanish(left, right);
  };
  return [...rows].sort((a, b) => compare(a, b) || compareSpanish(a.id, b.id));
}

/** Reads the segment list's sort from the address (`sortFromAddress`): an unknown column gives the default. */
export function segmentSortFromQuery(column: unknown, direction: unknown): SegmentSort {
  return sortFromAddress(SEGMENT_SORT_COLUMNS, column, direction, DEFAULT_SEGMENT_SORT);
}

/** The segments the list shows: the ones not deleted (spec 2 §3 isDeleted), in the order given. */
export function listedSegments<T extends Pick<CampaignSegment, 'isDeleted'>>(segments: readonly T[]): T[] {
  return segments.filter((segment) => !segment.isDeleted);
}

/**
 * The name of the segment list's CSV export (spec 2 §2 "CSV"; not in the spec: the name, and the date
 * of the export in Madrid time as yyyy-mm-dd so files sort by date).
 */
export function segmentListFileName(now: number): string {
  return `segmentos-${DateTime.fromMillis(now, { zone: PRODUCT_TIME_ZONE }).toFormat('yyyy-MM-dd')}.csv`;
}

/**
 * The rows whose filters address `gender` (the list's "Dirigido a" filter; not in the spec); every row
 * when no gender is asked for. The rows keep their order.
 */
export function segmentsForGender<T extends CampaignSegment>(rows: readonly T[], gender: SegmentGender | undefined): T[] {
  return gender === undefined ? [...rows] : rows.filter((row) => row.filters.gender.includes(gender));
}
