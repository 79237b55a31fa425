import type { Clock } from '@domain/shared-kernel';
import type { HttpClient } from './http-client';
import type { KeyValueStorage } from './key-value-storage';

/** External services reached with a token of their own (spec 2 §7, spec 3 §7). */
export type ExternalApiName = 'jobs' | 'reports' | 'wp-cli' | 'segmentations' | 'crm' | 'ecomm-catalog' | 'erp-info';

/** A token for an external service: where it lives, the token, and when it expires (epoch ms). */
export interface ServiceToken {
  readonly url: string;
  readonly token: string;
  readonly expiresAt: number;
}

/** Prefix of every session-scoped key; logout removes them all. */
export const SESSION_KEY_PREFIX = 'backoffice.session.';

/** The subset of the Web Locks API used to serialise refreshes across tabs. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** What the token store works with. */
export interface TokenStoreDeps {
  readonly http: HttpClient;
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly locks?: LockManagerLike | undefined;
}
