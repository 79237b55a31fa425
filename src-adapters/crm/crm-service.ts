import { sendExternal, type ExternalApiName, type HttpClient, type HttpRequest, type ServiceTokens } from '@adapters/shared';

/** What an adapter of the CRM service is built with (the product names the user header). */
export interface CrmServiceDeps {
  readonly http: HttpClient;
  readonly tokens: ServiceTokens;
  readonly product: string;
}

/**
 * A call to the services behind the CRM (spec 2 §7): the CRM service (`/api/v1/CRM/…`, token `crm`) and,
 * for the ERP's clients, the segmentations service (token `segmentations`). Each call goes to its
 * token's address with the token in x-access-token, and the signed-in user in x-{product}-uid.
 */
export class CrmService {
  private readonly deps: { readonly http: HttpClient; readonly tokens: ServiceTokens; readonly productUidHeader: string };
  constructor(deps: CrmServiceDeps) {
    this.deps = { http: deps.http, tokens: deps.tokens, productUidHeader: `x-${deps.product.trim().toLowerCase()}-uid` };
  }

  /** A call to the CRM service. */
  crm<T>(request: Omit<HttpRequest<T>, 'service' | 'baseUrl' | 'headers'>): Promise<T> {
    return this.send('crm', request);
  }

  /** A call to the segmentations service. */
  segmentations<T>(request: Omit<HttpRequest<T>, 'service' | 'baseUrl' | 'headers'>): Promise<T> {
    return this.send('segmentations', request);
  }

  private send<T>(api: ExternalApiName, request: Omit<HttpRequest<T>, 'service' | 'baseUrl' | 'headers'>): Promise<T> {
    const uid = this.deps.http.signedInUid();
    return sendExternal(this.deps, api, { ...request, headers: uid === undefined ? {} : { [this.deps.productUidHeader]: String(uid) } });
  }
}
