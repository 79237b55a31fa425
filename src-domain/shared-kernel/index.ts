export { ApiError, NO_URL_MESSAGE, apiErrorKindForStatus, isApiError, isClientErrorStatus } from './api-error';
export type { ApiErrorKind } from './api-error';
export type { Brand } from './brand';
export { Clock } from './clock.port';
export {
  DATE_FORMAT,
  ENGLISH_MONTH_NAMES,
  SPANISH_MONTH_NAMES,
  formatDate,
  formatDateTime,
  monthName,
  parseDate,
} from './calendar-format';
export type { DateParseError, Language } from './calendar-format';
export { PRODUCT_TIME_ZONE, formatInstantDateTime, madridCalendarDay, type CalendarDay } from './instant-format';
export type { FileContent, FileHandle } from './file-content';
export { compareSpanish, sortBySpanishText, spanishSortKey } from './collation';
export { formatMoney } from './money';
export { err, ok } from './result';
export type { Err, Ok, Result } from './result';
export { token } from './token';
export type { Token } from './token';
export { portMethods } from './port-methods';
export type { PortMethod } from './port-methods';
export { isValidEmail } from './contact-values';
export { TABLE_DEFAULTS, clampPage, lastPage, pageFromQuery, pageOf, pageSizeFromQuery, sortFromAddress } from './table';
export type { Page, PageRequest, SortDirection, TableSort } from './table';
export { foldText, foldedOnce, matchesWords, searchByWords, searchWords } from './word-search';
