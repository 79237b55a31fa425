import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MonthMessageCode } from '@domain/months';

/** The months screen's failures, verbatim from spec 1 §8 "Months". */
export const monthMessages: Record<MonthMessageCode, MessageDescriptor> = {
  LOAD_FAILED: msg`Error al cargar los meses`,
  BLOCK_FAILED: msg`Error al bloquear el mes`,
  UNBLOCK_FAILED: msg`Error al desbloquear el mes`,
  ADD_NEXT_FAILED: msg`Error al añadir el siguiente mes`,
};
