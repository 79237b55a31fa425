/** The months screen's failures (spec 1 §8 "Months"); the screen words them. */
export type MonthMessageCode = 'LOAD_FAILED' | 'BLOCK_FAILED' | 'UNBLOCK_FAILED' | 'ADD_NEXT_FAILED';

/**
 * The message of a failed blocked toggle, by the state that was asked for (spec 1 §8): blocking failed or
 * unblocking failed. The toggle then reverts (spec 1 §2.5).
 */
export function toggleFailure(blockedRequested: boolean): 'BLOCK_FAILED' | 'UNBLOCK_FAILED' {
  return blockedRequested ? 'BLOCK_FAILED' : 'UNBLOCK_FAILED';
}
