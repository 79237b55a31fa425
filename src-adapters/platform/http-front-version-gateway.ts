import * as v from 'valibot';
import type { FrontVersionGateway } from '@domain/platform';
import { ApiError } from '@domain/shared-kernel';
import type { HttpClient } from '@adapters/shared';

const versionAnswer = v.object({ app_version: v.pipe(v.string(), v.trim(), v.minLength(1)) });

/**
 * The deployed front end's version: `version.json` next to the application (spec 3 §7 GET
 * /app/version.json). Both profiles read it, because it comes from the host serving the application,
 * not from the API. A query parameter defeats caches.
 */
export class HttpFrontVersionGateway implements FrontVersionGateway {
  private readonly http: HttpClient;
  private readonly now: () => number;
  constructor(http: HttpClient, now: () => number) {
    this.http = http;
    this.now = now;
  }

  async deployedVersion(): Promise<string> {
    const answer = await this.http.send({ service: 'frontVersion', method: 'GET', path: '/version.json', query: { t: this.now() }, identity: 'none', schema: versionAnswer });
    if (answer.app_version === '') throw new ApiError('bad-response', 200, 'Versión vacía');
    return answer.app_version;
  }
}
