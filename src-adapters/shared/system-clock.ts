import type { Clock } from '@domain/shared-kernel';

/** The machine's clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to: tests and demos that drive time. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: number) {
    this.current = start;
  }
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(time: number): void {
    this.current = time;
  }
}
