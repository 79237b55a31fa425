/** The months screen's failures (spec 1 §8 "Months"). */
export type MonthMessageCode = 'LOAD_FAILED' | 'BLOCK_FAILED' | 'UNBLOCK_FAILED' | 'ADD_NEXT_FAILED';

/** The months screen's texts, verbatim from spec 1 §8. */
export const MONTH_MESSAGES = {
  LOAD_FAILED: 'Error al cargar los meses',
  BLOCK_FAILED: 'Error al bloquear el mes',
  UNBLOCK_FAILED: 'Error al desbloquear el mes',
  ADD_NEXT_FAILED: 'Error al añadir el siguiente mes',
} as const satisfies Record<MonthMessageCode, string>;

/**
 * The message of a failed blocked toggle, by the state that was asked for (spec 1 §8): blocking failed or
 * unblocking failed. The toggle then reverts (spec 1 §2.5).
 */
export function toggleFailure(blockedRequested: boolean): 'BLOCK_FAILED' | 'UNBLOCK_FAILED' {
  return blockedRequested ? 'BLOCK_FAILED' : 'UNBLOCK_FAILED';
}
