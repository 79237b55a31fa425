import * as v from 'valibot';
import type { Job } from '@domain/jobs';
import type { DeployRequest, NewWebDeployment, PharmacyWebsite, ProductionMove, VirtualHost, WordPressPlugin } from '@domain/web';
import { flag, numeric } from '@adapters/shared';

/** A list, bare or in the main API's envelope. */
const listOrEnvelope = <T>(item: v.GenericSchema<unknown, T>) =>
  v.pipe(
    v.union([v.array(item), v.object({ success: v.literal(true), data: v.array(item) })]),
    v.transform((answer): T[] => (Array.isArray(answer) ? answer : answer.data)),
  );

/** GET /api/v1/websites/get_all_domains: the domains, as text or as `{ domain }`. */
export const allDomainsAnswer = listOrEnvelope(v.union([v.string(), v.pipe(v.looseObject({ domain: v.string() }), v.transform((row) => row.domain))]));

const websiteDto = v.looseObject({
  domain: v.string(),
  server: v.optional(v.string(), ''),
  eid: numeric,
  type: v.optional(v.string(), 'pre'),
});

/** GET /api/v1/websites/list_by_eid/{eid}: a pharmacy's websites (type 'pro' once in production). */
export const websiteListAnswer = listOrEnvelope(
  v.pipe(
    websiteDto,
    v.transform((dto): PharmacyWebsite => ({ domain: dto.domain, server: dto.server, eid: dto.eid, stage: dto.type.trim().toLowerCase() === 'pro' ? 'pro' : 'pre' })),
  ),
);

/** The logo upload's answer: the stored image's address (`url`, at the top or under `data`). */
export const logoUploadAnswer = v.pipe(
  v.union([v.object({ url: v.string() }), v.object({ success: v.literal(true), data: v.object({ url: v.string() }) })]),
  v.transform((answer) => ('data' in answer ? answer.data.url : answer.url)),
);

/** A `{ success: true }` answer (anything else the transport turns into an error). */
export const successAnswer = v.looseObject({ success: v.optional(v.literal(true)) });

/** The body of POST /api/v1/websites/deploy_website (spec 3 §7). */
export const deployWebsiteBody = v.object({
  server: v.string(),
  eid: v.number(),
  logo: v.string(),
  stripe_key: v.string(),
  recaptcha_key: v.string(),
  contact: v.object({ email: v.string(), phone: v.string() }),
  config: v.object({ variables: v.record(v.string(), v.string()), templates: v.array(v.string()), hasEcommerce: v.boolean(), hasBlog: v.boolean(), hasContact: v.boolean() }),
});

export function deployWebsiteToDto(request: DeployRequest): v.InferOutput<typeof deployWebsiteBody> {
  return {
    server: request.server,
    eid: request.eid,
    logo: request.logo,
    stripe_key: request.stripeKey,
    recaptcha_key: request.recaptchaKey,
    contact: { email: request.contact.email, phone: request.contact.phone },
    config: { variables: { ...request.config.variables }, templates: [...request.config.templates], hasEcommerce: request.config.hasEcommerce, hasBlog: request.config.hasBlog, hasContact: request.config.hasContact },
  };
}

/** The body of POST /api/v1/webtools/web-to-production (spec 3 §7). */
export const productionMoveBody = v.object({ server: v.string(), old_domain: v.string(), new_domain: v.string(), client_email: v.string(), eid: v.number() });

export const productionMoveToDto = (move: ProductionMove): v.InferOutput<typeof productionMoveBody> => ({
  server: move.server,
  old_domain: move.oldDomain,
  new_domain: move.newDomain,
  client_email: move.clientEmail,
  eid: move.eid,
});

/** The body of POST /api/v1/webtools/new-web-deployment (spec 3 §7). */
export const newWebDeploymentBody = v.object({ eid: v.number(), server: v.string(), domain: v.string(), theme: v.string(), wskey: v.string(), shop_online: v.boolean() });

export const newWebDeploymentToDto = (request: NewWebDeployment): v.InferOutput<typeof newWebDeploymentBody> => ({
  eid: request.eid,
  server: request.server,
  domain: request.domain,
  theme: request.theme,
  wskey: request.wskey,
  shop_online: request.shopOnline,
});

/** The body of POST /api/v1/job/search (spec 3 §7): the web-tool filter and the row limit. */
export const jobSearchBody = v.object({ type: v.string(), subtype: v.string(), limit: v.number() });

/** An instant the server sends as epoch milliseconds, or as ISO text. */
const instant = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((value) => (typeof value === 'number' ? value : Date.parse(value))),
  v.check((value) => Number.isFinite(value)),
);

const jobDto = v.looseObject({
  _id: v.union([v.string(), v.number()]),
  creation: instant,
  last_update: v.optional(instant),
  schedule: v.optional(v.nullable(instant)),
  type: v.string(),
  subtype: v.optional(v.string(), ''),
  eid: v.optional(v.nullable(numeric)),
  author: v.optional(v.string(), ''),
  status: v.string(),
  info: v.optional(v.nullable(v.union([v.string(), v.record(v.string(), v.unknown())]))),
});

/** The job search's answer: the jobs (spec 3 §3 "Job"). */
export const jobListAnswer = listOrEnvelope(
  v.pipe(
    jobDto,
    v.transform(
      (dto): Job => ({
        id: String(dto._id),
        creation: dto.creation,
        lastUpdate: dto.last_update ?? dto.creation,
        schedule: dto.schedule ?? undefined,
        type: dto.type,
        subtype: dto.subtype,
        eid: dto.eid ?? undefined,
        author: dto.author,
        status: dto.status,
        info: dto.info === undefined || dto.info === null ? undefined : typeof dto.info === 'string' ? dto.info : JSON.stringify(dto.info),
      }),
    ),
  ),
);

/** GET /api/v1/wp/vhosts: per server, its hosts (spec 3 §7). */
export const vhostsAnswer = v.pipe(
  listOrEnvelope(v.looseObject({ server: v.string(), hosts: v.array(v.looseObject({ domain: v.optional(v.nullable(v.string())), path: v.string() })) })),
  v.transform((servers): VirtualHost[] => servers.flatMap((server) => server.hosts.map((host) => ({ domain: host.domain ?? '', server: server.server, path: host.path })))),
);

/** One action of POST /api/v1/wp/ (spec 3 §7). */
const wpAction = v.object({ command: v.literal('plugin'), subcommand: v.picklist(['list', 'update']), path: v.string(), item: v.optional(v.string()) });

/** The body of POST /api/v1/wp/: a list of hosts with their actions (spec 3 §7). */
export const wpCommandBody = v.array(v.object({ server: v.string(), vhost: v.string(), actions: v.array(wpAction) }));

/** The answer of POST /api/v1/wp/: per host, each action's output as JSON text (spec 3 §7). */
export const wpCommandAnswer = listOrEnvelope(v.looseObject({ server: v.optional(v.string()), vhost: v.optional(v.string()), output: v.union([v.string(), v.array(v.string())]) }));

const pluginDto = v.looseObject({
  name: v.string(),
  status: v.optional(v.string(), ''),
  version: v.optional(v.string(), ''),
  update_version: v.optional(v.nullable(v.string())),
  update: v.optional(v.union([v.string(), flag])),
});

/** The plugin list's output (WP-CLI's JSON): name, status, version, update_version, update. */
export const pluginListOutput = v.array(
  v.pipe(
    pluginDto,
    v.transform((dto): WordPressPlugin => {
      const updateVersion = dto.update_version ?? '';
      const update = dto.update;
      const available = typeof update === 'string' ? update.trim().toLowerCase() === 'available' : update === true;
      return { name: dto.name, status: dto.status, version: dto.version, updateVersion: available ? updateVersion : '', updateAvailable: available && updateVersion !== '' };
    }),
  ),
);

/** The plugin update's output (WP-CLI's JSON): per plugin, its old and new versions. */
export const pluginUpdateOutput = v.array(v.looseObject({ name: v.string(), old_version: v.optional(v.string(), ''), new_version: v.optional(v.nullable(v.string())), status: v.optional(v.string()) }));
