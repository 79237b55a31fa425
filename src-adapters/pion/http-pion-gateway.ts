import * as v from 'valibot';
import type { PionGateway, PionTest } from '@domain/pion';
import type { ApiCall, HttpClient } from '@adapters/shared';
import { executeNowBody, functionNamesAnswer, pionTestsAnswer } from './pion.dto';

/** Any answer: a `success: false` one is still refused by the transport. */
const acknowledged = v.unknown();

/** The test dashboard's calls over HTTP (spec 3 §7 "Test dashboard"), on the main API. */
export class HttpPionGateway implements PionGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  listTests(): Promise<readonly PionTest[]> {
    return this.http.send({ method: 'GET', path: '/api/v1/PION/listTests', schema: pionTestsAnswer });
  }

  functionNames(): Promise<readonly string[]> {
    return this.http.send({ method: 'GET', path: '/api/v1/PION/get_fnames', schema: functionNamesAnswer });
  }

  async executeNow(id: string): Promise<void> {
    await this.http.send({ method: 'POST', path: '/api/v1/PION/executeNowTest', body: { _id: id }, schema: acknowledged });
  }
}

/** The test dashboard's calls, for the API documents (docs/api/). */
export const pionApiCalls: readonly ApiCall[] = [
  { name: 'pion.listTests', service: 'api', method: 'GET', path: '/api/v1/PION/listTests', summary: 'Every pion test with its latest result per pharmacy', response: pionTestsAnswer },
  { name: 'pion.functionNames', service: 'api', method: 'GET', path: '/api/v1/PION/get_fnames', summary: 'The test functions the server runs', response: functionNamesAnswer },
  { name: 'pion.executeNow', service: 'api', method: 'POST', path: '/api/v1/PION/executeNowTest', summary: 'Runs a test now', request: executeNowBody, response: acknowledged },
];
