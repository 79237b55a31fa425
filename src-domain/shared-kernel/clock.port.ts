import { token } from './token';

/** The current time as milliseconds since the Unix epoch. Rules take it as a value; only adapters read it. */
export interface Clock {
  now(): number;
}

/** Token of the {@link Clock} port. */
export const Clock = token<Clock>('shared-kernel.Clock');
