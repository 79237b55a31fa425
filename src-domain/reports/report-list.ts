/** A report available for an entity (spec 3 §3 "Report (list entry)"); month is 1–12. */
export interface ReportEntry {
  readonly id: string;
  readonly year: number;
  readonly month: number;
}

/** A month of a year, month 1–12. */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

/**
 * Report order: by year and month, newest first (spec 3 §3). Not in the spec: reports of the same
 * month are ordered by id, so the order is total.
 */
export function compareReports(a: ReportEntry, b: ReportEntry): number {
  return b.year - a.year || b.month - a.month || compareText(a.id, b.id);
}

/** The report list, newest first (spec 3 §3). */
export function sortReports(reports: readonly ReportEntry[]): ReportEntry[] {
  return [...reports].sort(compareReports);
}

/**
 * The months the header's month picker allows: from the first (oldest) report to the last (newest)
 * (spec 3 §2 "Entity report header"); `undefined` when there is no report.
 */
export function monthPickerBounds(reports: readonly ReportEntry[]): { first: YearMonth; last: YearMonth } | undefined {
  const [newest, ...older] = sortReports(reports);
  if (newest === undefined) return undefined;
  const oldest = older.at(-1) ?? newest;
  return { first: { year: oldest.year, month: oldest.month }, last: { year: newest.year, month: newest.month } };
}

/** The report of a picked month, or `undefined` when there is none (spec 3 §2 "Entity report header"). */
export function reportFor(reports: readonly ReportEntry[], picked: YearMonth): ReportEntry | undefined {
  return sortReports(reports).find((report) => report.year === picked.year && report.month === picked.month);
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
