import type { Clock } from '@domain/shared-kernel';
import type { OverlayStore } from '@adapters/demo';
import type { KeyValueStorage, LockManagerLike } from '@adapters/shared';

/** What the container takes from its surroundings: the browser in the app, fakes in tests. */
export interface RuntimeEnvironment {
  readonly local: KeyValueStorage;
  readonly tab: KeyValueStorage;
  readonly clock: Clock;
  readonly fetch?: typeof fetch;
  readonly locks?: LockManagerLike | undefined;
  /**
   * Where the memory profile keeps a trainee's changes: IndexedDB when absent and the browser has it,
   * memory otherwise (tests pass their own).
   */
  readonly demoOverlay?: OverlayStore;
}
