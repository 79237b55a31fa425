import type { GenericSchema } from 'valibot';
import type { RequestIdentity } from '@domain/session';

/**
 * The services the product calls, each with its own base URL (README "http profile"). External
 * services reached through a token (jobs, reports, segmentations...) get their address from the token.
 */
export type ServiceName = 'api' | 'campaigns' | 'campaignReports' | 'auth' | 'digitalServices' | 'blog' | 'calendar' | 'frontVersion';

/** Base URL per service; a missing one makes calls to that service fail with 404 'No URL setted'. */
export type ServiceUrls = Partial<Record<ServiceName, string>>;

/**
 * Which identity headers a request carries: the session's eid, uid and token; only the session's
 * digital-services token in the token header (spec 3 §7 "token and language headers"); or none.
 */
export type IdentityMode = 'session' | 'digitalServices' | 'none';

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
  readonly schema?: GenericSchema<unknown, T>;
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

/** Header names of the identity a request carries (spec 1 §7: eid, uid and access token). */
export const IDENTITY_HEADERS = { eid: 'eid', uid: 'uid', token: 'token' } as const;

/** The header external services read their token from (spec 2 §7, spec 3 §7). */
export const EXTERNAL_TOKEN_HEADER = 'x-access-token';
