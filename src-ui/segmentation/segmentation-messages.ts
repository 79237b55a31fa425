import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FilterErrorCode, RelativePeriod, SegmentationMessageCode, ValidatedFilter } from '@domain/segmentation';

/**
 * The segmentation screen's messages, verbatim with their typos (the domain's SEGMENTATION_MESSAGES:
 * spec 2 §8 "Segmentations" and "Client load", §5). A `success: false` answer shows the server's own
 * message instead.
 */
export const segmentationMessages: Record<SegmentationMessageCode, MessageDescriptor> = {
  SERVER_ERROR: msg`Hubo un error con el servidor`,
  INVALID_EMAILS: msg`Hay emails incorrectos en el excel`,
  INTERNAL_ERROR: msg`Hubo un error interno, por favor reintente. Si el error persiste contacte a soporte`,
  INVALID_FILTERS: msg`Revise lo datos de los filtros.`,
  CLIENT_LOAD_FAILED: msg`Lo sentimos, ha ocurrido un error obteniendo los datos del usuario`,
  EMPTY_NAME: msg`Escribe un nombre para la segmentación`,
};

/** The texts of the filter validation codes (the domain's FILTER_ERROR_MESSAGES), shown beside their field. */
export const filterErrorMessages: Record<FilterErrorCode, MessageDescriptor> = {
  INVALID_MAX_MIN: msg`La edad mínima no puede ser mayor que la máxima`,
  INVALID_MIN: msg`El valor mínimo no es válido`,
  INVALID_MAX: msg`El valor máximo no es válido`,
  GREATER_EQUAL: msg`El máximo debe ser mayor o igual que el mínimo`,
  INVALID_DATE: msg`La fecha no es válida`,
  INVALID_PERIOD: msg`La fecha de inicio no puede ser posterior a la de fin`,
};

/**
 * What a bound out of its filter's range says (INVALID_MIN, INVALID_MAX), by filter: the range itself
 * (`validateSegmentationFilters`), so the person knows what to type instead.
 */
export const rangeErrorMessages: Record<Exclude<ValidatedFilter, 'saleDate'>, MessageDescriptor> = {
  age: msg`La edad debe estar entre 0 y 120 años`,
  expense: msg`El gasto debe estar entre 0 y 100.000 €`,
  averageTicket: msg`El ticket medio debe estar entre 0 y 100.000 €`,
  loyalty: msg`Los puntos no pueden ser negativos`,
};

/** The names of the periods kept relative to the day of the search (`RELATIVE_PERIODS`). */
export const relativePeriodLabels: Record<RelativePeriod, MessageDescriptor> = {
  last30Days: msg`Últimos 30 días`,
  last3Months: msg`Últimos tres meses`,
  last6Months: msg`Últimos seis meses`,
  last12Months: msg`Último año`,
  thisMonth: msg`Este mes`,
  thisYear: msg`Este año`,
};
