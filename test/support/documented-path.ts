import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { http, type HttpHandler, type HttpResponseResolver } from 'msw';

/**
 * The contract suites' fake services take their paths from the API documents (docs/api/, ADR 31): a
 * handler names the call as the adapter declares it (`campaigns.newSheet`), and its method and path
 * are the document's. A call the documents do not list fails the suite at once, so a fake cannot
 * answer a path no document lists.
 */
const API_DOCUMENTS = fileURLToPath(new URL('../../docs/api/', import.meta.url));

type Method = 'get' | 'post' | 'put' | 'delete';

let operations: ReadonlyMap<string, { readonly method: Method; readonly path: string }> | undefined;

function documentedOperations(): ReadonlyMap<string, { readonly method: Method; readonly path: string }> {
  if (operations !== undefined) return operations;
  const found = new Map<string, { readonly method: Method; readonly path: string }>();
  for (const file of readdirSync(API_DOCUMENTS).filter((name) => name.endsWith('.openapi.json'))) {
    const document = JSON.parse(readFileSync(`${API_DOCUMENTS}${file}`, 'utf8')) as { paths: Record<string, Record<string, { operationId: string; 'x-also-declared-as'?: string[] }>> };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const name of [operation.operationId, ...(operation['x-also-declared-as'] ?? [])]) found.set(name, { method: method as Method, path });
      }
    }
  }
  operations = found;
  return found;
}

/** The documented method and MSW path (`{id}` as `:id`) of the call declared as `name`, under `base`. */
export function documentedRoute(name: string, base: string): { readonly method: Method; readonly path: string } {
  const operation = documentedOperations().get(name);
  if (operation === undefined) throw new Error(`docs/api/ lists no call named ${name} (declare it beside its adapter and run npm run docs:api)`);
  return { method: operation.method, path: `${base}${operation.path.replace(/\{([^}]+)\}/g, ':$1')}` };
}

/** An MSW handler of the call declared as `name`, on the method and path the documents give it. */
export function documentedHandler(name: string, base: string, resolver: HttpResponseResolver): HttpHandler {
  const route = documentedRoute(name, base);
  return http[route.method](route.path, resolver);
}
