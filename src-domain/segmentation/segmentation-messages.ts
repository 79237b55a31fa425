import type { SaveSegmentationError } from './segmentation-save';

/** Codes of the segmentation screen's messages. */
export type SegmentationMessageCode = SaveSegmentationError | 'SERVER_ERROR' | 'INVALID_EMAILS' | 'INTERNAL_ERROR' | 'CLIENT_LOAD_FAILED';

/**
 * The segmentation screen's messages, verbatim with their typos (spec 2 §8 "Segmentations" and
 * "Client load"; §5 'Revise lo datos de los filtros.'). Not in the spec: the EMPTY_NAME text, which is ours.
 * A `success: false` answer shows the server's own message instead.
 */
export const SEGMENTATION_MESSAGES = {
  SERVER_ERROR: 'Hubo un error con el servidor',
  INVALID_EMAILS: 'Hay emails incorrectos en el excel',
  INTERNAL_ERROR: 'Hubo un error interno, por favor reintente. Si el error persiste contacte a soporte',
  INVALID_FILTERS: 'Revise lo datos de los filtros.',
  CLIENT_LOAD_FAILED: 'Lo sentimos, ha ocurrido un error obteniendo los datos del usuario',
  EMPTY_NAME: 'Escribe un nombre para la segmentación',
} as const satisfies Record<SegmentationMessageCode, string>;
