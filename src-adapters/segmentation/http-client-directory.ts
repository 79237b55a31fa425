import { EMPTY_SEGMENTATION_FILTERS, type ClientDirectory, type ClientQuery, type ClientRow } from '@domain/segmentation';
import type { Page, PageRequest } from '@domain/shared-kernel';
import { sendExternal, type HttpClient, type ServiceTokens } from '@adapters/shared';
import { clientPageDto, clientPageFrom, clientSearchBody } from './client.dto';

/**
 * The pharmacy's clients over HTTP, on the segmentations service (spec 2 §7): its token's address and
 * token (x-access-token), and the signed-in user in x-{product}-uid.
 */
export class HttpClientDirectory implements ClientDirectory {
  private readonly deps: { readonly http: HttpClient; readonly tokens: ServiceTokens; readonly productUidHeader: string };
  constructor(deps: { http: HttpClient; tokens: ServiceTokens; product: string }) {
    this.deps = { http: deps.http, tokens: deps.tokens, productUidHeader: `x-${deps.product.trim().toLowerCase()}-uid` };
  }

  async searchClients(eid: number, request: PageRequest<ClientQuery>): Promise<Page<ClientRow>> {
    const uid = this.deps.http.signedInUid();
    const answer = await sendExternal(this.deps, 'segmentations', {
      method: 'POST',
      path: `/api/v1/dclients/${encodeURIComponent(String(eid))}`,
      headers: uid === undefined ? {} : { [this.deps.productUidHeader]: String(uid) },
      body: clientSearchBody(request, request.filters?.filters ?? EMPTY_SEGMENTATION_FILTERS),
      schema: clientPageDto,
    });
    return clientPageFrom(answer, request);
  }
}
