import { compareYearMonth, formatMonthYear, monthAt, nextMonth, parseMonthYear, type YearMonth } from './month-year';

/** A campaign month whose marketing pictures may be blocked (spec 1 §3 "Month": id, monthYear 'YYYY-MM', blocked). */
export interface Month {
  readonly id: string;
  readonly monthYear: string;
  readonly blocked: boolean;
}

function latestMonth(months: readonly Month[]): YearMonth | undefined {
  let latest: YearMonth | undefined;
  for (const month of months) {
    const parsed = parseMonthYear(month.monthYear);
    if (parsed.ok && (latest === undefined || compareYearMonth(parsed.value, latest) > 0)) latest = parsed.value;
  }
  return latest;
}

/**
 * The monthYear the "add next month" action adds (spec 1 §2.5, §4): the month after the latest listed.
 * Not in the spec: with no readable month listed, it is the current month in Madrid at `now`, so the
 * list starts with the month in progress; unreadable monthYear texts are ignored.
 */
export function monthToAdd(months: readonly Month[], now: number): string {
  const latest = latestMonth(months);
  return formatMonthYear(latest === undefined ? monthAt(now) : nextMonth(latest));
}

/**
 * The month list's order. Not in the spec: newest month first, so a month just added shows at the top;
 * months with unreadable monthYear go last, in their original order.
 */
export function sortMonths(months: readonly Month[]): readonly Month[] {
  const keyed = months.map((month) => ({ month, parsed: parseMonthYear(month.monthYear) }));
  return keyed
    .sort((a, b) => {
      if (a.parsed.ok && b.parsed.ok) return compareYearMonth(b.parsed.value, a.parsed.value);
      return Number(b.parsed.ok) - Number(a.parsed.ok);
    })
    .map(({ month }) => month);
}
