export { compareYearMonth, formatMonthYear, monthAt, monthLabel, nextMonth, parseMonthYear } from './month-year';
export type { MonthYearError, YearMonth } from './month-year';
export { monthToAdd, sortMonths } from './month';
export type { Month } from './month';
export { MONTH_MESSAGES, toggleFailure } from './month-messages';
export type { MonthMessageCode } from './month-messages';
export { DEFAULT_MONTH_SORT, MONTH_SORT_COLUMNS, monthProductsFileName, monthSortFromQuery, sortMonthsBy, withMonthBlocked } from './month-table';
export type { MonthSort, MonthSortColumn } from './month-table';
export { MonthGateway } from './month-gateway.port';
