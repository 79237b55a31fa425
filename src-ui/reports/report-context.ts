import { createContext, useContext } from 'react';
import type { ReportEntry, YearMonth } from '@domain/reports';

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
