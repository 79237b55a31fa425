import * as v from 'valibot';
import type { LegalTerms, LegalTermsGateway } from '@domain/session';
import { envelope, type ApiCall, type HttpClient } from '@adapters/shared';

const legalTermsAnswer = envelope(
  v.object({
    document: v.string(),
    signatures: v.union([v.array(v.unknown()), v.number()]),
  }),
);

/** Legal terms over HTTP (spec 2 §7). The answer lists the entity's signatures, or their count. */
export class HttpLegalTermsGateway implements LegalTermsGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async get(eid: number): Promise<LegalTerms> {
    const answer = await this.http.send({ method: 'GET', path: `/api/v2/legal/general_conditions/${eid}`, schema: legalTermsAnswer });
    return { document: answer.document, signatures: Array.isArray(answer.signatures) ? answer.signatures.length : answer.signatures };
  }

  async sign(signature: { eid: number; name: string; uid: number }): Promise<void> {
    await this.http.send({ method: 'POST', path: '/api/v2/legal/general_conditions/sign', body: signature, response: 'none' });
  }
}

/** The legal-terms calls, for the API documents (docs/api/). */
export const legalTermsApiCalls: readonly ApiCall[] = [
  {
    name: 'legalTerms.get',
    service: 'api',
    method: 'GET',
    path: '/api/v2/legal/general_conditions/{eid}',
    summary: "The general conditions and the pharmacy's signatures (spec 2 §7)",
    response: legalTermsAnswer,
  },
  {
    name: 'legalTerms.sign',
    service: 'api',
    method: 'POST',
    path: '/api/v2/legal/general_conditions/sign',
    summary: 'Signs the general conditions for the pharmacy',
    request: v.object({ eid: v.number(), name: v.string(), uid: v.number() }),
  },
];
