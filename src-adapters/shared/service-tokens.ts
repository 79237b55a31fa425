import { ApiError } from '@domain/shared-kernel';
import type { HttpClient, HttpRequest } from './http-client';
import { EXTERNAL_TOKEN_HEADER } from './http-client';
import type { ExternalApiName, ServiceToken, TokenStoreDeps } from './token-types';
import type { TokenStore } from './token-store';

export { SESSION_KEY_PREFIX } from './token-types';
export type { ExternalApiName, LockManagerLike, ServiceToken, TokenStoreDeps } from './token-types';

/**
 * Tokens of external services: GET /api/v1/tokens/{apiName} answers url, token and ttl in seconds.
 * A token is refreshed when fewer than 60 s remain. Tokens are shared by every tab through storage and
 * refreshed one at a time: within a tab by sharing the pending request, across tabs with a Web Lock
 * after which the storage is read again, so a token another tab just fetched is adopted. The store's
 * code (token-store.ts) is fetched with the first token asked for: no first screen waits for it.
 */
export class ServiceTokens {
  private readonly deps: TokenStoreDeps;
  private store: Promise<TokenStore> | undefined;

  constructor(deps: TokenStoreDeps) {
    this.deps = deps;
  }

  /** A valid token for `api`, fetched only when none is stored with 60 s or more left. */
  async get(api: ExternalApiName): Promise<ServiceToken> {
    this.store ??= import('./token-store').then(
      (module) => new module.TokenStore(this.deps),
      () => {
        this.store = undefined;
        throw new ApiError('network', -1, 'No hay conexión con el servidor');
      },
    );
    return (await this.store).get(api);
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
