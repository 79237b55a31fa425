import { createContext, useContext, useMemo } from 'react';
import { reportFor, type ReportEntry, type YearMonth } from '@domain/reports';

/** What every section reads from the header: the pharmacy, the month shown and its report (when listed). */
export interface ReportScope {
  readonly eid: number;
  readonly month: YearMonth;
  readonly report: ReportEntry | undefined;
}

export const ReportScopeContext = createContext<ReportScope | undefined>(undefined);

/** The header's scope; sections render only inside the header, which provides it. */
export function useReportScope(): ReportScope {
  const scope = useContext(ReportScopeContext);
  if (scope === undefined) throw new Error('A report section renders inside the entity report header');
  return scope;
}

/**
 * The scope the header provides: one object per pharmacy, month and report list. The sections read it
 * from context, so a new object at every address change (a section link, say) would render the leaving
 * section, and set its charts up, again.
 */
export function useScopeOf(eid: number, month: YearMonth | undefined, reports: readonly ReportEntry[]): ReportScope | undefined {
  return useMemo(() => (month === undefined ? undefined : { eid, month, report: reportFor(reports, month) }), [eid, month, reports]);
}
