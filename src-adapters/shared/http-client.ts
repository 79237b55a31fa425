import * as v from 'valibot';
import { ApiError, NO_URL_MESSAGE, apiErrorKindForStatus } from '@domain/shared-kernel';
import type { RequestIdentity } from '@domain/session';

/**
 * The services the product calls, each with its own base URL (README "http profile"). External
 * services reached through a token (jobs, reports, segmentations...) get their address from the token.
 */
export type ServiceName = 'api' | 'campaigns' | 'campaignReports' | 'auth' | 'digitalServices' | 'blog' | 'calendar' | 'entityReports' | 'frontVersion';

/** Base URL per service; a missing one makes calls to that service fail with 404 'No URL setted'. */
export type ServiceUrls = Partial<Record<ServiceName, string>>;

/** Which identity headers a request carries. */
export type IdentityMode = 'session' | 'none';

/** A request, described by value. */
export interface HttpRequest<T> {
  readonly service?: ServiceName;
  /** An absolute base URL that replaces the service's (external services, whose token carries it). */
  readonly baseUrl?: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** JSON-serialisable body, or FormData for uploads. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly identity?: IdentityMode;
  /**
   * The pharmacy the call is made for, sent in the eid header instead of the session's (spec 2 §7:
   * getSegmentSendCount overrides the entity header); the uid and token stay the session's.
   */
  readonly entity?: number;
  /** How to read the answer: JSON checked against `schema`, raw bytes, or nothing. */
  readonly response?: 'json' | 'arraybuffer' | 'none';
  readonly schema?: v.GenericSchema<unknown, T>;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

/** A raw answer with its status, for calls whose meaning depends on it (202 vs 200, 200 vs 201). */
export interface HttpResponse<T> {
  readonly status: number;
  readonly data: T;
}

/** What the transport needs from the rest of the application. */
export interface HttpClientOptions {
  readonly urls: ServiceUrls;
  /** The identity of the signed-in user, 'expired' when the session's token lifetime is over. */
  readonly identity: () => RequestIdentity | 'expired' | undefined;
  /**
   * Refuse, before sending, a call that needs the user's identity when there is none (signed out
   * meanwhile, in this tab or another): the application sets it, so such a call never leaves without
   * its eid, uid and token headers. Off, the call goes without them (transport tests).
   */
  readonly requireIdentity?: boolean;
  readonly fetch?: typeof fetch;
  readonly defaultTimeoutMs?: number;
  /** Waits before a call is sent again after a 429 (tests pass one that records and returns at once). */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The current time in epoch milliseconds, to read a Retry-After given as a date. */
  readonly now?: () => number;
}

/** How often a call refused with 429 is sent again, waiting as its Retry-After says. */
export const RATE_LIMIT_RETRIES = 2;
/** The longest Retry-After the client waits for; a longer one fails the call at once, with the wait in the error. */
export const MAX_RETRY_AFTER_MS = 30_000;
/** The wait when a 429 says nothing about how long. */
const DEFAULT_RETRY_AFTER_MS = 1_000;

/**
 * A Retry-After header in milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined
 * when absent or unreadable. A date in the past is no wait.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month ('Sat, 21 Nov 2026 09:00:05 GMT'); bare numbers are not dates.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/** Header names of the identity a request carries (spec 1 §7: eid, uid and access token). */
export const IDENTITY_HEADERS = { eid: 'eid', uid: 'uid', token: 'token' } as const;

/** The header external services read their token from (spec 2 §7, spec 3 §7). */
export const EXTERNAL_TOKEN_HEADER = 'x-access-token';

const serverMessageSchema = v.looseObject({ success: v.literal(false), message: v.optional(v.unknown()) });

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
    const url = this.url(request);
    const headers = new Headers(request.headers);
    if ((request.identity ?? 'session') === 'session') {
      const identity = this.options.identity();
      // A call that needs the user's identity is never sent without it: expired, or signed out meanwhile
      // (another tab logged out), it is refused here, before any request.
      if (identity === 'expired' || (identity === undefined && this.options.requireIdentity === true)) throw new ApiError('session-expired', 401, 'La sesión ha caducado');
      if (identity !== undefined) {
        headers.set(IDENTITY_HEADERS.eid, String(request.entity ?? identity.eid));
        headers.set(IDENTITY_HEADERS.uid, String(identity.uid));
        headers.set(IDENTITY_HEADERS.token, identity.token);
      }
    }
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.body);
    }
    if ((request.response ?? 'json') === 'json') headers.set('Accept', 'application/json');

    for (let attempt = 0; ; attempt += 1) {
      const timeout = AbortSignal.timeout(request.timeoutMs ?? this.options.defaultTimeoutMs ?? 30_000);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await (this.options.fetch ?? globalThis.fetch)(url, { method: request.method, headers, body, signal });
      } catch (error) {
        if (timeout.aborted) throw new ApiError('timeout', -1, 'El servidor no ha respondido a tiempo');
        if (request.signal?.aborted) throw error;
        throw new ApiError('network', -1, 'No hay conexión con el servidor');
      }
      if (response.status === 429) {
        // Too many requests: the server did not act on this one, so it is sent again once the wait it
        // asks for is over (a few times, and only for a short wait); otherwise the caller is told how long.
        const wait = retryAfterMs(response.headers.get('Retry-After'), (this.options.now ?? Date.now)());
        if (attempt < RATE_LIMIT_RETRIES && (wait ?? 0) <= MAX_RETRY_AFTER_MS) {
          await response.body?.cancel().catch(() => undefined);
          await (this.options.sleep ?? sleepFor)(wait ?? DEFAULT_RETRY_AFTER_MS, request.signal);
          continue;
        }
        const message = messageFrom(await response.text().catch(() => ''));
        throw new ApiError('rate-limited', 429, message ?? 'HTTP 429', message, wait);
      }
      return { status: response.status, data: await this.read(request, response) };
    }
  }

  private url(request: HttpRequest<unknown>): string {
    const base = request.baseUrl ?? this.options.urls[request.service ?? 'api'];
    if (base === undefined || base.trim() === '') throw new ApiError('no-url', 404, NO_URL_MESSAGE);
    const url = new URL(joinPath(base, request.path), globalThis.location?.href ?? 'http://localhost/');
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  private async read<T>(request: HttpRequest<T>, response: Response): Promise<T> {
    const kind = request.response ?? 'json';
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      const message = messageFrom(text);
      throw new ApiError(apiErrorKindForStatus(response.status), response.status, message ?? `HTTP ${response.status}`, message);
    }
    if (kind === 'none') return undefined as T;
    if (kind === 'arraybuffer') return (await response.arrayBuffer()) as T;
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new ApiError('bad-response', response.status, 'La respuesta del servidor no es válida');
    }
    const refused = v.safeParse(serverMessageSchema, json);
    if (refused.success) {
      const serverMessage = typeof refused.output.message === 'string' ? refused.output.message : undefined;
      throw new ApiError('server-message', response.status, serverMessage ?? 'El servidor ha rechazado la operación', serverMessage);
    }
    if (request.schema === undefined) return json as T;
    const parsed = v.safeParse(request.schema, json);
    if (!parsed.success) {
      throw new ApiError('bad-response', response.status, `La respuesta del servidor no es válida: ${v.summarize(parsed.issues)}`);
    }
    return parsed.output;
  }
}

function joinPath(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function messageFrom(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: no server message.
  }
  return undefined;
}
