export { EXTERNAL_TOKEN_HEADER, HttpClient, IDENTITY_HEADERS, MAX_RETRY_AFTER_MS, RATE_LIMIT_RETRIES, retryAfterMs } from './http-client';
export type { HttpClientOptions, HttpRequest, HttpResponse, IdentityMode, ServiceName, ServiceUrls } from './http-client';
export { envelope, flag, numeric } from './envelope';
export { blobOf, bytesOf, isBlob, isBytes, sizeOf } from './file-content';
export { BrowserStorage, MemoryStorage } from './key-value-storage';
export type { KeyValueStorage } from './key-value-storage';
export { SESSION_KEY_PREFIX, ServiceTokens, sendExternal } from './service-tokens';
export type { ExternalApiName, LockManagerLike, ServiceToken } from './service-tokens';
export { ManualClock, systemClock } from './system-clock';
