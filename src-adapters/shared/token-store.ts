import * as v from 'valibot';
import type { Clock } from '@domain/shared-kernel';
import { tokenNeedsRefresh } from '@domain/session';
import type { ApiCall } from './api-calls';
import type { HttpClient } from './http-client';
import type { KeyValueStorage } from './key-value-storage';
import { SESSION_KEY_PREFIX, type ExternalApiName, type LockManagerLike, type ServiceToken, type TokenStoreDeps } from './token-types';

const tokenKey = (api: ExternalApiName): string => `${SESSION_KEY_PREFIX}service-token.${api}`;

const tokenDto = v.object({ url: v.string(), token: v.string(), ttl: v.pipe(v.number(), v.finite()) });
const storedToken = v.object({ url: v.string(), token: v.string(), expiresAt: v.number() });

/**
 * The token store behind {@link ServiceTokens}: GET /api/v1/tokens/{apiName} answers url, token and ttl in seconds.
 * A token is refreshed when fewer than 60 s remain. Tokens are shared by every tab through storage and
 * refreshed one at a time: within a tab by sharing the pending request, across tabs with a Web Lock
 * after which the storage is read again, so a token another tab just fetched is adopted.
 */
export class TokenStore {
  private readonly pending = new Map<ExternalApiName, Promise<ServiceToken>>();
  private readonly http: HttpClient;
  private readonly storage: KeyValueStorage;
  private readonly clock: Clock;
  private readonly locks: LockManagerLike | undefined;

  constructor(deps: TokenStoreDeps) {
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

/** The token call, for the API documents (docs/api/). */
export const serviceTokenApiCalls: readonly ApiCall[] = [
  {
    name: 'tokens.get',
    service: 'api',
    method: 'GET',
    path: '/api/v1/tokens/{apiName}',
    summary: "An external service's address and token, with its lifetime in seconds (ADR 8)",
    response: tokenDto,
  },
];
