import type { GenericSchema } from 'valibot';
import type { ServiceName } from './http-types';
import type { ExternalApiName } from './token-types';

/**
 * Where a call goes: a service with a configured base URL, an external service reached with its token
 * (its address comes with the token), the catalog's check service (address and token from GET
 * /api/v1/catalog/login), or the pharmacy's shop (address from its OrderExpress configuration).
 */
export type ApiService = ServiceName | ExternalApiName | 'catalogCheck' | 'shop' | 'healthium';

/** Who a call says it is: the session's eid, uid and token headers; an external token in x-access-token; nobody. */
export type ApiIdentity = 'session' | 'token' | 'none';

/**
 * One call of the http profile, declared once beside the adapter that makes it: the API documents in
 * docs/api/ are generated from these declarations (`npm run docs:api`), and the contract tests refuse a
 * request that no declaration lists. The schemas are the adapter's own valibot DTOs; what they accept
 * is what travels on the wire.
 */
export interface ApiCall {
  /** Unique among all calls: the document's operationId, `context.method`. */
  readonly name: string;
  readonly service: ApiService;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path under the service's base URL, variable segments in braces: /api/v1/campaign/getbycid/cid/{cid}. */
  readonly path: string;
  /** One line on what the call is for and where the spec lists it. */
  readonly summary: string;
  /** Defaults to 'session' on configured services and 'token' on external ones; 'none' on the shop. */
  readonly identity?: ApiIdentity;
  /** The query parameters, as an object schema of their names. */
  readonly query?: GenericSchema;
  /** Headers of the call's own, beyond its identity: name and what it carries. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The JSON body, or a multipart form's fields (`multipart`). */
  readonly request?: GenericSchema;
  readonly multipart?: boolean;
  /** The JSON answer as the adapter reads it; `binary` names a file's media type; absent, the answer is not read. */
  readonly response?: GenericSchema;
  readonly binary?: string;
  /** The success statuses the adapter reads (default 200). */
  readonly statuses?: readonly number[];
}
