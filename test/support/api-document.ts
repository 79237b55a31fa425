import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import type { ApiCall, ApiService } from '@adapters/shared';
import packageJson from '../../package.json';

/**
 * The API documents of the http profile (docs/api/, ADR 31), built from the calls the adapters declare:
 * every exported `…ApiCalls` list of an http adapter module. One OpenAPI 3.1 document per service,
 * because each service has its own base URL and its own server.
 */

/** The modules that declare calls: the http adapters, the services they share, the token store and the email designer. */
const declaringModules = import.meta.glob<Record<string, unknown>>(
  ['/src-adapters/*/http-*.ts', '/src-adapters/*/*-service.ts', '/src-adapters/shared/token-store.ts', '/src-adapters/templates/beefree-email-designer.ts'],
  { eager: true },
);

/** Every declared call, with the module that declares it, in a stable order. */
export function declaredCalls(): readonly (ApiCall & { readonly module: string })[] {
  const calls: (ApiCall & { readonly module: string })[] = [];
  for (const [module, exports] of Object.entries(declaringModules).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('ApiCalls') || !Array.isArray(value)) continue;
      for (const call of value as readonly ApiCall[]) calls.push({ ...call, module: module.replace(/^\//, '') });
    }
  }
  return calls;
}

/** Where each service's base URL comes from, and what it is. */
export const SERVICE_DESCRIPTIONS: Readonly<Record<ApiService, { readonly title: string; readonly base: string }>> = {
  api: { title: 'Product API', base: 'VITE_API_URL' },
  campaigns: { title: 'Campaign service', base: 'VITE_CAMPAIGN_API_URL' },
  campaignReports: { title: 'Campaign-reports service', base: 'VITE_CAMPAIGN_REPORTS_API_URL' },
  auth: { title: 'Authentication service', base: 'VITE_AUTH_URL' },
  digitalServices: { title: 'Digital-services API', base: 'VITE_DIGITAL_SERVICES_URL' },
  blog: { title: 'Public blog (WordPress)', base: 'VITE_BLOG_API_URL' },
  calendar: { title: 'Calendar service', base: 'VITE_CALENDAR_API_URL' },
  frontVersion: { title: 'The deployed front end', base: 'VITE_FRONT_VERSION_URL' },
  jobs: { title: 'Jobs service', base: 'the url of GET /api/v1/tokens/jobs' },
  reports: { title: 'Entity report service', base: 'the url of GET /api/v1/tokens/reports' },
  'wp-cli': { title: 'WP-CLI service', base: 'the url of GET /api/v1/tokens/wp-cli' },
  segmentations: { title: 'Segmentations service', base: 'the url of GET /api/v1/tokens/segmentations' },
  crm: { title: 'CRM service', base: 'the url of GET /api/v1/tokens/crm' },
  'ecomm-catalog': { title: 'E-commerce catalog service', base: 'the url of GET /api/v1/tokens/ecomm-catalog' },
  'erp-info': { title: 'ERP information service', base: 'the url of GET /api/v1/tokens/erp-info' },
  catalogCheck: { title: 'Catalog check service', base: 'the url of GET /api/v1/catalog/login' },
  shop: { title: "The pharmacy's shop (express-order plugin)", base: 'base_URL of GET /api/v2/getServicesConfig?serviceName=OrderExpress' },
  healthium: { title: 'Healthcare platform (Healthium)', base: 'VITE_HEALTHIUM_URL' },
};

/** Services whose calls carry an external token by default. */
const TOKEN_SERVICES: ReadonlySet<ApiService> = new Set(['jobs', 'reports', 'wp-cli', 'segmentations', 'crm', 'ecomm-catalog', 'erp-info', 'catalogCheck']);

/** The identity a call carries, its default filled in. */
export function identityOf(call: ApiCall): NonNullable<ApiCall['identity']> {
  return call.identity ?? (call.service === 'shop' ? 'none' : TOKEN_SERVICES.has(call.service) ? 'token' : 'session');
}

/** The file of a service's document, under docs/api/. */
export const documentFile = (service: ApiService): string => `${service}.openapi.json`;

const METHOD_ORDER = ['get', 'post', 'put', 'delete'] as const;

const conversion: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'ignore',
  // A file in a form is binary; the converter knows no JSON for it.
  overrideSchema: ({ valibotSchema }) =>
    valibotSchema.type === 'blob' || valibotSchema.type === 'file' ? { type: 'string', contentMediaType: 'application/octet-stream' } : undefined,
};

/** A valibot schema as JSON Schema 2020-12, describing what travels (the schema's input). */
export function jsonSchemaOf(schema: GenericSchema): JsonSchema {
  const { $schema: _, ...json } = toJsonSchema(schema, conversion) as JsonSchema & { $schema?: string };
  return json;
}

/**
 * The schemas of one document, each written once under components/schemas and referred to by name:
 * the first call that declares it names it (`campaigns.get.response`).
 */
class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly names = new Map<string, string>();

  ref(name: string, schema: GenericSchema): JsonSchema {
    const json = jsonSchemaOf(schema);
    const key = JSON.stringify(json);
    let known = this.names.get(key);
    if (known === undefined) {
      known = name;
      this.names.set(key, name);
      this.schemas[name] = json;
    }
    return { $ref: `#/components/schemas/${known}` };
  }
}

/** Both answers of the same call read by two adapters: the server's answer must satisfy each. */
function together(schemas: readonly JsonSchema[], combine: 'allOf' | 'anyOf'): JsonSchema | undefined {
  const distinct = [...new Map(schemas.map((schema) => [JSON.stringify(schema), schema])).values()];
  if (distinct.length <= 1) return distinct[0];
  return { [combine]: distinct };
}

type Json = Record<string, unknown>;

function operationOf(calls: readonly ApiCall[], components: SchemaComponents): Json {
  const [first] = calls;
  if (first === undefined) throw new Error('An operation has at least one call');
  const names = calls.map((call) => call.name);
  const pathParameters = [...first.path.matchAll(/\{([^}]+)\}/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
  const queryParameters = new Map<string, Json>();
  const headerParameters = new Map<string, Json>();
  for (const call of calls) {
    if (call.query !== undefined) {
      const query = jsonSchemaOf(call.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        queryParameters.set(name, { name, in: 'query', required: (query.required ?? []).includes(name), schema });
      }
    }
    for (const [name, description] of Object.entries(call.headers ?? {})) headerParameters.set(name, { name, in: 'header', required: true, description, schema: { type: 'string' } });
  }
  const requests = calls.flatMap((call) => (call.request === undefined ? [] : [components.ref(`${call.name}.request`, call.request)]));
  const request = together(requests, 'anyOf');
  const multipart = calls.some((call) => call.multipart === true);
  const responses = calls.flatMap((call) => (call.response === undefined ? [] : [components.ref(`${call.name}.response`, call.response)]));
  const response = together(responses, 'allOf');
  const binary = calls.find((call) => call.binary !== undefined)?.binary;
  const statuses = [...new Set(calls.flatMap((call) => call.statuses ?? [200]))].sort();
  const identity = identityOf(first);
  const content = binary !== undefined ? { [binary]: { schema: { type: 'string', contentMediaType: binary } } } : response !== undefined ? { 'application/json': { schema: response } } : undefined;
  return {
    operationId: names[0],
    ...(names.length > 1 ? { 'x-also-declared-as': names.slice(1) } : {}),
    summary: first.summary,
    ...(calls.length > 1 ? { description: calls.slice(1).map((call) => call.summary).filter((summary) => summary !== first.summary).join('\n') || undefined } : {}),
    'x-declared-in': [...new Set(calls.map((call) => (call as { module?: string }).module).filter((module) => module !== undefined))],
    ...(pathParameters.length + queryParameters.size + headerParameters.size > 0 ? { parameters: [...pathParameters, ...queryParameters.values(), ...headerParameters.values()] } : {}),
    ...(request === undefined ? {} : { requestBody: { required: true, content: { [multipart ? 'multipart/form-data' : 'application/json']: { schema: request } } } }),
    responses: {
      ...Object.fromEntries(statuses.map((status) => [String(status), { description: status === 200 ? 'OK' : `Answered ${status}`, ...(content === undefined ? {} : { content }) }])),
      default: { $ref: '#/components/responses/Refusal' },
    },
    security: identity === 'session' ? [{ eid: [], uid: [], token: [] }] : identity === 'token' ? [{ accessToken: [] }] : [],
  };
}

/** The OpenAPI 3.1 document of one service's declared calls. */
export function apiDocument(service: ApiService, calls: readonly ApiCall[]): Json {
  const byPath = new Map<string, Map<string, ApiCall[]>>();
  for (const call of calls.filter((candidate) => candidate.service === service)) {
    const methods = byPath.get(call.path) ?? new Map<string, ApiCall[]>();
    const method = call.method.toLowerCase();
    methods.set(method, [...(methods.get(method) ?? []), call]);
    byPath.set(call.path, methods);
  }
  const components = new SchemaComponents();
  const paths = Object.fromEntries(
    [...byPath.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([path, methods]) => [path, Object.fromEntries(METHOD_ORDER.flatMap((method) => (methods.has(method) ? [[method, operationOf(methods.get(method) ?? [], components)]] : [])))]),
  );
  const { title, base } = SERVICE_DESCRIPTIONS[service];
  return {
    openapi: '3.1.0',
    info: {
      title: `${title}: what the back-office's http profile calls`,
      version: packageJson.version,
      description: `Generated from the adapters' declared calls by \`npm run docs:api\`; do not edit. Base URL: ${base}.`,
    },
    servers: [{ url: '{base}', variables: { base: { default: `https://${service}.example.com`, description: base } } }],
    paths,
    components: {
      schemas: components.schemas,
      securitySchemes: {
        eid: { type: 'apiKey', in: 'header', name: 'eid', description: "The pharmacy's id (-1 in the back office)" },
        uid: { type: 'apiKey', in: 'header', name: 'uid', description: "The user's id" },
        token: { type: 'apiKey', in: 'header', name: 'token', description: "The session's access token" },
        accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token', description: 'The external token of GET /api/v1/tokens/{apiName} (or of the catalog login)' },
      },
      responses: {
        Refusal: {
          description: 'A refusal: an HTTP error status, or `success: false` with the message the user reads',
          content: { 'application/json': { schema: { type: 'object', properties: { success: { const: false }, message: { type: 'string' } } } } },
        },
      },
    },
  };
}

/** Every service's document, keyed by its file under docs/api/, as the text written there. */
export function apiDocuments(calls: readonly ApiCall[] = declaredCalls()): ReadonlyMap<string, string> {
  const services = [...new Set(calls.map((call) => call.service))].sort();
  return new Map(services.map((service) => [documentFile(service), `${JSON.stringify(apiDocument(service, calls), null, 2)}\n`]));
}
