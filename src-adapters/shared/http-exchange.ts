import * as v from 'valibot';
import { ApiError, NO_URL_MESSAGE, apiErrorKindForStatus } from '@domain/shared-kernel';
import { IDENTITY_HEADERS, MAX_RETRY_AFTER_MS, RATE_LIMIT_RETRIES, retryAfterMs, type HttpClientOptions, type HttpRequest, type HttpResponse } from './http-types';

/** The wait when a 429 says nothing about how long. */
const DEFAULT_RETRY_AFTER_MS = 1_000;

const serverMessageSchema = v.looseObject({ success: v.literal(false), message: v.optional(v.unknown()) });

/** Sends `request` with the transport's `options` and returns its status with the checked body. */
export async function exchange<T>(options: HttpClientOptions, request: HttpRequest<T>): Promise<HttpResponse<T>> {
  const url = urlOf(options, request);
  const headers = new Headers(request.headers);
  const mode = request.identity ?? 'session';
  if (mode === 'digitalServices') {
    const identity = options.identity();
    if (identity === 'expired' || identity === undefined) throw new ApiError('session-expired', 401, 'La sesión ha caducado');
    // The digital-services API has a token of its own: without it the call is refused here, never sent with the main API's.
    if (identity.dsToken === undefined || identity.dsToken === '') throw new ApiError('forbidden', 403, 'La sesión no tiene token de los servicios digitales');
    headers.set(IDENTITY_HEADERS.token, identity.dsToken);
  }
  if (mode === 'session') {
    const identity = options.identity();
    // A call that needs the user's identity is never sent without it: expired, or signed out meanwhile
    // (another tab logged out), it is refused here, before any request.
    if (identity === 'expired' || (identity === undefined && options.requireIdentity === true)) throw new ApiError('session-expired', 401, 'La sesión ha caducado');
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
    const timeout = AbortSignal.timeout(request.timeoutMs ?? options.defaultTimeoutMs ?? 30_000);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await (options.fetch ?? globalThis.fetch)(url, { method: request.method, headers, body, signal });
    } catch (error) {
      if (timeout.aborted) throw new ApiError('timeout', -1, 'El servidor no ha respondido a tiempo');
      if (request.signal?.aborted) throw error;
      throw new ApiError('network', -1, 'No hay conexión con el servidor');
    }
    if (response.status === 429) {
      // Too many requests: the server did not act on this one, so it is sent again once the wait it
      // asks for is over (a few times, and only for a short wait); otherwise the caller is told how long.
      const wait = retryAfterMs(response.headers.get('Retry-After'), (options.now ?? Date.now)());
      if (attempt < RATE_LIMIT_RETRIES && (wait ?? 0) <= MAX_RETRY_AFTER_MS) {
        await response.body?.cancel().catch(() => undefined);
        await (options.sleep ?? sleepFor)(wait ?? DEFAULT_RETRY_AFTER_MS, request.signal);
        continue;
      }
      const message = messageFrom(await response.text().catch(() => ''));
      throw new ApiError('rate-limited', 429, message ?? 'HTTP 429', message, wait);
    }
    return { status: response.status, data: await read(request, response) };
  }
}

function urlOf(options: HttpClientOptions, request: HttpRequest<unknown>): string {
  const base = request.baseUrl ?? options.urls[request.service ?? 'api'];
  if (base === undefined || base.trim() === '') throw new ApiError('no-url', 404, NO_URL_MESSAGE);
  const url = new URL(joinPath(base, request.path), globalThis.location?.href ?? 'http://localhost/');
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function read<T>(request: HttpRequest<T>, response: Response): Promise<T> {
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

