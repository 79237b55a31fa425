import * as v from 'valibot';
import type { FrontVersionGateway } from '@domain/platform';
import { ApiError } from '@domain/shared-kernel';
import type { HttpClient } from '@adapters/shared';

const versionAnswer = v.object({ app_version: v.pipe(v.string(), v.trim(), v.minLength(1)) });

/** The version file's path on the host (spec 3 §7: GET /app/version.json). */
export const FRONT_VERSION_PATH = '/app/version.json';

/**
 * The deployed front end's version: GET /app/version.json (spec 3 §7) on the `frontVersion` service's
 * address, the page's own host unless configured (`VITE_FRONT_VERSION_URL`). Both profiles read it,
 * because it comes from the host serving the application, not from the API. A query parameter
 * defeats caches.
 */
export class HttpFrontVersionGateway implements FrontVersionGateway {
  private readonly http: HttpClient;
  private readonly now: () => number;
  constructor(http: HttpClient, now: () => number) {
    this.http = http;
    this.now = now;
  }

  async deployedVersion(): Promise<string> {
    const answer = await this.http.send({ service: 'frontVersion', method: 'GET', path: FRONT_VERSION_PATH, query: { t: this.now() }, identity: 'none', schema: versionAnswer });
    if (answer.app_version === '') throw new ApiError('bad-response', 200, 'Versión vacía');
    return answer.app_version;
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import type { ApiCall } from '@adapters/shared';

export const frontVersionApiCalls: readonly ApiCall[] = [
  {
    name: 'platform.frontVersion',
    service: 'frontVersion',
    method: 'GET',
    path: FRONT_VERSION_PATH,
    summary: "The deployed front end's version (spec 3 §7); the query defeats caches",
    identity: 'none',
    query: v.object({ t: v.number() }),
    response: versionAnswer,
  },
];
