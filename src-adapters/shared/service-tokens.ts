import * as v from 'valibot';
import type { Clock } from '@domain/shared-kernel';
import { tokenNeedsRefresh } from '@domain/session';
import type { HttpClient, HttpRequest } from './http-client';
import { EXTERNAL_TOKEN_HEADER } from './http-client';
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
const tokenKey = (api: ExternalApiName): string => `${SESSION_KEY_PREFIX}service-token.${api}`;

const tokenDto = v.object({ url: v.string(), token: v.string(), ttl: v.pipe(v.number(), v.finite()) });
const storedToken = v.object({ url: v.string(), token: v.string(), expiresAt: v.number() });

/** The subset of the Web Locks API used to serialise refreshes across tabs. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Tokens of external services: GET /api/v1/tokens/{apiName} answers url, token and ttl in seconds.
 * A token is refreshed when fewer than 60 s remain. Tokens are shared by every tab through storage and
 * refreshed one at a time: within a tab by sharing the pending request, across tabs with a Web Lock
 * after which the storage is read again, so a token another tab just fetched is adopted.
 */
export class ServiceTokens {
  private readonly pending = new Map<ExternalApiName, Promise<ServiceToken>>();
  private readonly http: HttpClient;
  private readonly storage: KeyValueStorage;
  private readonly clock: Clock;
  private readonly locks: LockManagerLike | undefined;

  constructor(deps: { http: HttpClient; storage: KeyValueStorage; clock: Clock; locks?: LockManagerLike | undefined }) {
    this.http = deps.http;
    this.storage = deps.storage;
    this.clock = deps.clock;
    this.locks = deps.locks;
  }

  /** A valid token for `api`, fetched only when none is stored with 60 s or more left. */
  async get(api: ExternalApiName): Promise<ServiceToken> {
    const stored = this.stored(api);
    if (stored !== undefined) return stored;
    const running = this.pending.get(api);
    if (running !== undefined) return running;
    const refresh = (this.locks ? this.locks.request(`backoffice-token-${api}`, () => this.refresh(api)) : this.refresh(api)).finally(() =>
      this.pending.delete(api),
    );
    this.pending.set(api, refresh);
    return refresh;
  }

  private async refresh(api: ExternalApiName): Promise<ServiceToken> {
    const adopted = this.stored(api);
    if (adopted !== undefined) return adopted;
    const answer = await this.http.send({ method: 'GET', path: `/api/v1/tokens/${encodeURIComponent(api)}`, schema: tokenDto });
    const token: ServiceToken = { url: answer.url, token: answer.token, expiresAt: this.clock.now() + answer.ttl * 1000 };
    this.storage.set(tokenKey(api), JSON.stringify(token));
    return token;
  }

  private stored(api: ExternalApiName): ServiceToken | undefined {
    const text = this.storage.get(tokenKey(api));
    if (text === undefined) return undefined;
    try {
      const parsed = v.safeParse(storedToken, JSON.parse(text));
      if (parsed.success && !tokenNeedsRefresh(parsed.output.expiresAt, this.clock.now())) return parsed.output;
    } catch {
      // A damaged entry is replaced by a fresh token.
    }
    return undefined;
  }
}

/** Calls an external service: its token's address as base URL and the token in x-access-token. */
export async function sendExternal<T>(
  deps: { http: HttpClient; tokens: ServiceTokens },
  api: ExternalApiName,
  request: Omit<HttpRequest<T>, 'service' | 'baseUrl'>,
): Promise<T> {
  const token = await deps.tokens.get(api);
  return deps.http.send({ ...request, baseUrl: token.url, headers: { ...request.headers, [EXTERNAL_TOKEN_HEADER]: token.token } });
}
