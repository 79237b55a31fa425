import { ApiError } from '@domain/shared-kernel';
import type * as ExchangeModule from './http-exchange';
import type { HttpClientOptions, HttpRequest, HttpResponse } from './http-types';

export { EXTERNAL_TOKEN_HEADER, IDENTITY_HEADERS, MAX_RETRY_AFTER_MS, RATE_LIMIT_RETRIES, retryAfterMs } from './http-types';
export type { HttpClientOptions, HttpRequest, HttpResponse, IdentityMode, ServiceName, ServiceUrls } from './http-types';

/** The sending itself, fetched with the first call: no screen's first render waits for it. */
type Exchange = typeof ExchangeModule;
let exchangeModule: Promise<Exchange> | undefined;

function loadExchange(): Promise<Exchange> {
  exchangeModule ??= import('./http-exchange').catch(() => {
    // Not kept: the next call tries again (the network is back, or the page was reloaded).
    exchangeModule = undefined;
    throw new ApiError('network', -1, 'No hay conexión con el servidor');
  });
  return exchangeModule;
}

/**
 * The one HTTP transport: base URLs, identity headers, time-outs and typed errors. It never shows a
 * message or navigates; callers decide.
 */
export class HttpClient {
  private readonly options: HttpClientOptions;

  constructor(options: HttpClientOptions) {
    this.options = options;
  }

  /** The signed-in user's id, for services that want it in a header of their own; undefined when signed out. */
  signedInUid(): number | undefined {
    const identity = this.options.identity();
    return identity === undefined || identity === 'expired' ? undefined : identity.uid;
  }

  /** Sends `request` and returns its checked body. */
  async send<T>(request: HttpRequest<T>): Promise<T> {
    return (await this.exchange(request)).data;
  }

  /** Sends `request` and returns its status with the checked body. */
  async exchange<T>(request: HttpRequest<T>): Promise<HttpResponse<T>> {
    return (await loadExchange()).exchange(this.options, request);
  }
}
