import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import type { ApiCall, ApiService } from '@adapters/shared';
import { declaredCalls, identityOf } from './api-document';

/**
 * The check every fake API runs on the requests it receives (ADR 31): a request must be an operation
 * listed in docs/api/ (method and path on its service), with only the query names listed, its external
 * token when the operation asks for one, and a body the declared schema accepts.
 */

const API_DOCUMENTS = fileURLToPath(new URL('../../docs/api/', import.meta.url));

/** The fake services' base URLs, to tell which service a request is for (longest first). */
const FAKE_SERVICE_BASES: readonly (readonly [string, ApiService])[] = [
  ['http://api.test', 'api'],
  ['http://auth.test', 'auth'],
  ['http://front.test', 'frontVersion'],
  ['http://ds.test', 'digitalServices'],
  ['http://campaigns.test', 'campaigns'],
  ['http://campaign-reports.test', 'campaignReports'],
  ['http://blog.test', 'blog'],
  ['http://healthium.test', 'healthium'],
  ['http://catalog-check.test/v2-service', 'catalogCheck'],
  ...(['jobs', 'reports', 'wp-cli', 'segmentations', 'crm', 'ecomm-catalog', 'erp-info'] as const).map((name) => [`http://jobs.test/${name}`, name] as const),
];

interface ListedOperation {
  readonly service: ApiService;
  readonly method: string;
  readonly path: string;
  readonly pattern: RegExp;
  readonly calls: readonly ApiCall[];
}

let listed: readonly ListedOperation[] | undefined;

/** The operations the documents in docs/api/ list, each with the declarations behind it. */
function listedOperations(): readonly ListedOperation[] {
  if (listed !== undefined) return listed;
  const calls = new Map(declaredCalls().map((call) => [call.name, call]));
  const operations: ListedOperation[] = [];
  for (const file of readdirSync(API_DOCUMENTS).filter((name) => name.endsWith('.openapi.json'))) {
    const service = file.replace(/\.openapi\.json$/, '') as ApiService;
    const document = JSON.parse(readFileSync(`${API_DOCUMENTS}${file}`, 'utf8')) as { paths: Record<string, Record<string, { operationId: string; 'x-also-declared-as'?: string[] }>> };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const names = [operation.operationId, ...(operation['x-also-declared-as'] ?? [])];
        operations.push({
          service,
          method: method.toUpperCase(),
          path,
          pattern: new RegExp(`^${path.split(/\{[^}]+\}/).map(escape).join('[^/]+')}$`),
          calls: names.flatMap((name) => calls.get(name) ?? []),
        });
      }
    }
  }
  listed = operations;
  return operations;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a fake API saw of a request. */
export interface CheckedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Readonly<Record<string, string>>;
  /** The body's text ('' without one). */
  readonly body: string;
}

/** The service a request's address belongs to, and the path under the service's base; any service for an unknown host. */
function servicesOf(url: URL): readonly { readonly service: ApiService | undefined; readonly path: string }[] {
  const address = `${url.origin}${url.pathname}`;
  const known = [...FAKE_SERVICE_BASES].sort(([a], [b]) => b.length - a.length).find(([base]) => address === base || address.startsWith(`${base}/`));
  if (known !== undefined) return [{ service: known[1], path: address.slice(known[0].length) }];
  // A shop's address is the pharmacy's own (https); any other host may be any service at its root.
  return url.protocol === 'https:' ? [{ service: 'shop', path: url.pathname }] : [{ service: undefined, path: url.pathname }];
}

/** Why a request is not one the documents list; undefined when it is. */
export function undocumentedRequest(request: CheckedRequest): string | undefined {
  const [where] = servicesOf(request.url);
  if (where === undefined) return undefined;
  const label = `${request.method} ${where.path}${where.service === undefined ? '' : ` on ${where.service}`}`;
  const samePath = listedOperations().filter((operation) => (where.service === undefined || operation.service === where.service) && operation.pattern.test(where.path));
  if (samePath.length === 0) return `${label}: no document in docs/api/ lists this path (declare the call beside its adapter and run npm run docs:api)`;
  const operations = samePath.filter((operation) => operation.method === request.method);
  if (operations.length === 0) return `${label}: docs/api/ lists ${samePath.map((operation) => operation.method).join(', ')} for this path, not ${request.method}`;
  const reasons = operations.map((operation) => mismatchOf(operation, request));
  if (reasons.some((reason) => reason === undefined)) return undefined;
  return `${label}: ${reasons.join('; ')}`;
}

function mismatchOf(operation: ListedOperation, request: CheckedRequest): string | undefined {
  const calls = operation.calls;
  if (calls.length === 0) return `${operation.method} ${operation.path} is in docs/api/ but no adapter declares it (run npm run docs:api)`;
  const reasons = calls.map((call) => callMismatch(call, request));
  return reasons.some((reason) => reason === undefined) ? undefined : reasons.join('; ');
}

function callMismatch(call: ApiCall, request: CheckedRequest): string | undefined {
  const queryNames = [...new Set(request.url.searchParams.keys())];
  const listedNames = queryNamesOf(call.query);
  const unlisted = queryNames.filter((name) => !listedNames.includes(name));
  if (unlisted.length > 0) return `query ${unlisted.join(', ')} not listed for ${call.name}`;
  if (identityOf(call) === 'token' && request.headers['x-access-token'] === undefined) return `${call.name} carries its service's token in x-access-token`;
  const contentType = request.headers['content-type'] ?? '';
  if (call.multipart === true) return contentType.startsWith('multipart/form-data') ? undefined : `${call.name} sends a multipart form`;
  let body: unknown;
  try {
    body = request.body === '' ? undefined : JSON.parse(request.body);
  } catch {
    return `${call.name}'s body is not JSON`;
  }
  if (call.request === undefined) return body === undefined ? undefined : `${call.name} sends no body in docs/api/`;
  const parsed = v.safeParse(call.request, body);
  return parsed.success ? undefined : `the body does not match ${call.name}'s request schema: ${v.summarize(parsed.issues)}`;
}

function queryNamesOf(query: ApiCall['query']): readonly string[] {
  if (query === undefined) return [];
  const entries = (query as { entries?: Record<string, unknown>; pipe?: readonly { entries?: Record<string, unknown> }[] }).entries ?? (query as { pipe?: readonly { entries?: Record<string, unknown> }[] }).pipe?.[0]?.entries;
  return Object.keys(entries ?? {});
}
