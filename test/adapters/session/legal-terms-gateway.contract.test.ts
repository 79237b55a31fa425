import { expect, it } from 'vitest';
import type { LegalTermsGateway } from '@domain/session';
import { isApiError } from '@domain/shared-kernel';
import { LEGAL_TERMS_DOCUMENT } from '@adapters/session/demo-legal-terms';
import { HttpLegalTermsGateway, InMemoryLegalTermsGateway } from '@adapters/session';
import { describe } from 'vitest';
import { describeContract, useFakeApi } from '../../support/contract';

describeContract<LegalTermsGateway>(
  'LegalTermsGateway',
  { memory: ({ db }) => new InMemoryLegalTermsGateway(db), http: ({ http }) => new HttpLegalTermsGateway(http) },
  (world) => {
    it('reports no signature for the pharmacy of farmacia2 and the document to read', async () => {
      const terms = await world().port.get(512);
      expect({ document: terms.document, signatures: terms.signatures }).toEqual({ document: LEGAL_TERMS_DOCUMENT, signatures: 0 });
    });

    it('counts a signature once it is signed', async () => {
      await world().port.sign({ eid: 512, name: 'Javier Prieto', uid: 3 });
      expect((await world().port.get(512)).signatures).toBe(1);
    });

    it('reports the signatures of a pharmacy that signed', async () => {
      expect((await world().port.get(500)).signatures).toBeGreaterThan(0);
    });

    it('refuses an unknown pharmacy as not found', async () => {
      const error: unknown = await world().port.get(4).catch((caught: unknown) => caught);
      expect(isApiError(error) && error.kind).toBe('not-found');
    });
  },
);

describe('HttpLegalTermsGateway wire format', () => {
  const world = useFakeApi();

  it('GETs /api/v2/legal/general_conditions/{eid} and POSTs the signature as {eid, name, uid}', async () => {
    const gateway = new HttpLegalTermsGateway(world().http);
    await gateway.get(512);
    await gateway.sign({ eid: 512, name: 'Javier Prieto', uid: 3 });
    expect(world().fake.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/v2/legal/general_conditions/512',
      'POST /api/v2/legal/general_conditions/sign',
    ]);
    expect(world().fake.requests[1]?.body).toEqual({ eid: 512, name: 'Javier Prieto', uid: 3 });
  });
});
