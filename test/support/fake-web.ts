import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { WebToolsJobSubtype } from '@domain/jobs';
import { isApiError, type Clock } from '@domain/shared-kernel';
import type { VirtualHost, WebTemplatePage } from '@domain/web';
import { DemoDatabase } from '@adapters/demo';
import { MemoryStorage } from '@adapters/shared';
import { InMemoryWebsiteGateway, InMemoryWordPressGateway } from '@adapters/web';
import { FAKE_URLS } from './fake-api';

/**
 * The web manager's and WordPress manager's calls (spec 3 §7), served from the same demo data the
 * memory profile generates at `clock`'s time, in the wire format: snake_case bodies, jobs with `_id`
 * and ISO instants, the vhosts per server, WordPress command outputs as JSON text. Requests without a
 * token get 403.
 */
export function fakeWebHandlers(clock: Clock): HttpHandler[] {
  const base = `${FAKE_URLS.api}/api/v1`;
  const db = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 });
  const websites = new InMemoryWebsiteGateway({ db, clock });
  const wordpress = new InMemoryWordPressGateway({ db });
  const answer = async (request: Request, call: () => Promise<unknown>, wrap: (data: unknown) => JsonBodyType = (data) => (data === undefined ? { success: true } : ({ success: true, data } as JsonBodyType))): Promise<Response> => {
    if ((request.headers.get('token') ?? '') === '') return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
    try {
      return HttpResponse.json(wrap(await call()));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.kind === 'server-message') return HttpResponse.json({ success: false, message: error.serverMessage });
      return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
    }
  };
  const json = async (request: Request): Promise<unknown> => request.clone().json();
  const hostOf = async (server: string, path: string): Promise<VirtualHost> => {
    const found = (await wordpress.virtualHosts()).find((vhost) => vhost.server === server && vhost.path === path);
    return found ?? { domain: '', server, path };
  };

  return [
    http.get(`${base}/websites/get_all_domains`, ({ request }) => answer(request, () => websites.allDomains())),
    http.get(`${base}/websites/list_by_eid/:eid`, ({ request, params }) =>
      answer(request, async () => (await websites.websitesOf(Number(params.eid))).map((site) => ({ domain: site.domain, server: site.server, eid: String(site.eid), type: site.stage }))),
    ),
    http.post(`${base}/websites/upload_logo`, async ({ request }) => {
      const form = await request.clone().formData();
      const file = form.get('file');
      return answer(request, async () => {
        if (!(file instanceof Blob)) throw new Error('No file');
        return { url: await websites.uploadLogo({ name: file instanceof File ? file.name : 'logo', type: file.type, size: file.size, arrayBuffer: () => file.arrayBuffer() }) };
      });
    }),
    http.post(`${base}/websites/deploy_website`, async ({ request }) => {
      const body = (await json(request)) as {
        server: string;
        eid: number;
        logo: string;
        stripe_key: string;
        recaptcha_key: string;
        contact: { email: string; phone: string };
        config: { variables: Record<string, string>; templates: WebTemplatePage[]; hasEcommerce: boolean; hasBlog: boolean; hasContact: boolean };
      };
      return answer(request, () =>
        websites.deployWebsite({ server: body.server, eid: body.eid, logo: body.logo, stripeKey: body.stripe_key, recaptchaKey: body.recaptcha_key, contact: body.contact, config: body.config }),
      );
    }),
    http.post(`${base}/webtools/web-to-production`, async ({ request }) => {
      const body = (await json(request)) as { server: string; old_domain: string; new_domain: string; client_email: string; eid: number };
      return answer(request, () => websites.moveToProduction({ server: body.server, oldDomain: body.old_domain, newDomain: body.new_domain, clientEmail: body.client_email, eid: body.eid }));
    }),
    http.post(`${base}/webtools/new-web-deployment`, async ({ request }) => {
      const body = (await json(request)) as { eid: number; server: string; domain: string; theme: string; wskey: string; shop_online: boolean };
      return answer(request, () => websites.deployNewWeb({ eid: body.eid, server: body.server, domain: body.domain, theme: body.theme, wskey: body.wskey, shopOnline: body.shop_online }));
    }),
    http.post(`${base}/job/search`, async ({ request }) => {
      const body = (await json(request)) as { subtype: WebToolsJobSubtype };
      return answer(request, async () =>
        (await websites.webToolJobs(body.subtype)).map((job) => ({
          _id: job.id,
          creation: new Date(job.creation).toISOString(),
          last_update: new Date(job.lastUpdate).toISOString(),
          schedule: null,
          type: job.type,
          subtype: job.subtype,
          eid: String(job.eid),
          author: job.author,
          status: job.status,
          info: job.info === undefined ? null : (JSON.parse(job.info) as JsonBodyType),
        })),
      );
    }),
    http.get(`${base}/wp/vhosts`, ({ request }) =>
      answer(request, async () => {
        const byServer = new Map<string, { domain: string | null; path: string }[]>();
        for (const vhost of await wordpress.virtualHosts()) byServer.set(vhost.server, [...(byServer.get(vhost.server) ?? []), { domain: vhost.domain === '' ? null : vhost.domain, path: vhost.path }]);
        return [...byServer].map(([server, hosts]) => ({ server, hosts }));
      }),
    ),
    http.post(`${base}/wp`, async ({ request }) => {
      const [command] = (await json(request)) as { server: string; vhost: string; actions: { subcommand: 'list' | 'update'; path: string; item?: string }[] }[];
      return answer(request, async () => {
        const action = command?.actions[0];
        if (command === undefined || action === undefined) throw new Error('No command');
        const vhost = await hostOf(command.server, action.path);
        if (action.subcommand === 'list') {
          const plugins = await wordpress.plugins(vhost);
          const output = plugins.map((plugin) => ({ name: plugin.name, status: plugin.status, version: plugin.version, update_version: plugin.updateVersion, update: plugin.updateAvailable ? 'available' : 'none' }));
          return [{ server: command.server, vhost: command.vhost, output: JSON.stringify(output) }];
        }
        const plugin = (await wordpress.plugins(vhost)).find((candidate) => candidate.name === action.item);
        if (plugin === undefined) throw new Error('No plugin');
        const result = await wordpress.updatePlugin(vhost, plugin);
        return [{ server: command.server, vhost: command.vhost, output: JSON.stringify([{ name: result.name, old_version: result.oldVersion, new_version: result.newVersion, status: 'Updated' }]) }];
      });
    }),
  ];
}
