import * as v from 'valibot';
import { parseExecutionMode, type ExecutionMode, type ServerInfoGateway } from '@domain/platform';
import type { HttpClient } from '@adapters/shared';

const serverInfoAnswer = v.union([
  v.object({ execution_mode: v.unknown() }),
  v.object({ success: v.literal(true), data: v.object({ execution_mode: v.unknown() }) }),
]);

/** Server info over HTTP: GET /api/v1/server/info answers `execution_mode` (the spec leaves the path open). */
export class HttpServerInfoGateway implements ServerInfoGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async executionMode(): Promise<ExecutionMode> {
    const answer = await this.http.send({ method: 'GET', path: '/api/v1/server/info', identity: 'none', schema: serverInfoAnswer });
    return parseExecutionMode('data' in answer ? answer.data.execution_mode : answer.execution_mode);
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import type { ApiCall } from '@adapters/shared';

export const serverInfoApiCalls: readonly ApiCall[] = [
  { name: 'platform.serverInfo', service: 'api', method: 'GET', path: '/api/v1/server/info', summary: "The server's execution mode (path not shown in the spec)", identity: 'none', response: serverInfoAnswer },
];
