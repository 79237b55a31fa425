import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FilterErrorCode, SegmentationMessageCode } from '@domain/segmentation';

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
  EMPTY_NAME: msg`Escriba un nombre para la segmentación`,
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
