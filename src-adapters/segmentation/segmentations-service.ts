import { sendExternal, type HttpClient, type HttpRequest, type ServiceTokens } from '@adapters/shared';

/** What an adapter of the segmentations service is built with (the product names the user header). */
export interface SegmentationsServiceDeps {
  readonly http: HttpClient;
  readonly tokens: ServiceTokens;
  readonly product: string;
}

/**
 * A call to the segmentations service (spec 2 §7 "Segmentation and client calls"): its token's address
 * and token (x-access-token), and the signed-in user in x-{product}-uid.
 */
export class SegmentationsService {
  private readonly deps: { readonly http: HttpClient; readonly tokens: ServiceTokens; readonly productUidHeader: string };
  constructor(deps: SegmentationsServiceDeps) {
    this.deps = { http: deps.http, tokens: deps.tokens, productUidHeader: `x-${deps.product.trim().toLowerCase()}-uid` };
  }

  send<T>(request: Omit<HttpRequest<T>, 'service' | 'baseUrl' | 'headers'>): Promise<T> {
    const uid = this.deps.http.signedInUid();
    return sendExternal(this.deps, 'segmentations', { ...request, headers: uid === undefined ? {} : { [this.deps.productUidHeader]: String(uid) } });
  }
}
