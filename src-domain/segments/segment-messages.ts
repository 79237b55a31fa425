import { isClientErrorStatus } from '@domain/shared-kernel';

/** A call about a segment that can fail (spec 2 §7 "campaignSegments" calls). */
export type SegmentOperation = 'create' | 'load' | 'checkEditPermission' | 'update' | 'delete';

/** The segment notices (spec 2 §8 "Segments"). */
export type SegmentMessageCode = 'IN_USE_NOT_EDITABLE' | 'IN_USE_NOT_DELETABLE' | 'CREATE_FAILED' | 'UPDATE_FAILED' | 'DELETE_FAILED' | 'LOAD_FAILED';

/**
 * Texts of the segment notices (spec 2 §8 "Segments"), verbatim but for UPDATE_FAILED (Not in the spec:
 * it gives no text for a failed update).
 */
export const SEGMENT_MESSAGES = {
  IN_USE_NOT_EDITABLE: 'El segmento está siendo usado por una campaña activa y no puede ser editado.',
  IN_USE_NOT_DELETABLE: 'El segmento está siendo usado por una campaña activa y no puede ser eliminado.',
  CREATE_FAILED: 'Error al crear segmento',
  UPDATE_FAILED: 'Error al actualizar segmento',
  DELETE_FAILED: 'Error al eliminar segmento',
  LOAD_FAILED: 'Error al obtener el segmento',
} as const satisfies Record<SegmentMessageCode, string>;

/**
 * The notice of a failed segment call from its HTTP status (spec 2 §6, §8): a 40x answer to an edit
 * (the permission check or the update) or a delete means the segment is used by an active campaign;
 * any other failure is the operation's own error. Not in the spec: a failed permission check that is
 * not 40x reads as a failed load.
 */
export function segmentFailureMessage(operation: SegmentOperation, status: number): SegmentMessageCode {
  const inUse = isClientErrorStatus(status);
  switch (operation) {
    case 'create':
      return 'CREATE_FAILED';
    case 'load':
      return 'LOAD_FAILED';
    case 'checkEditPermission':
      return inUse ? 'IN_USE_NOT_EDITABLE' : 'LOAD_FAILED';
    case 'update':
      return inUse ? 'IN_USE_NOT_EDITABLE' : 'UPDATE_FAILED';
    case 'delete':
      return inUse ? 'IN_USE_NOT_DELETABLE' : 'DELETE_FAILED';
  }
}
