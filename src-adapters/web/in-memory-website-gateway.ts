import { JOB_SEARCH_LIMIT, WEB_TOOLS_JOB_TYPE, type Job, type WebToolsJobSubtype } from '@domain/jobs';
import { ApiError, type Clock } from '@domain/shared-kernel';
import { WEB_DEPLOY_MESSAGES, cleanDomain, type DeployRequest, type LogoFile, type NewWebDeployment, type PharmacyWebsite, type ProductionMove, type WebsiteGateway } from '@domain/web';
import type { DemoDatabase } from '@adapters/demo';
import { addDemoJob, demoJobs, jobAt } from '@adapters/jobs';
import { bytesOf } from '@adapters/shared';
import { DEMO_FAILING_DOMAIN_PREFIX, pluginKey, webDemo, type WebDemo } from './web-demo-data';

const serverMessage = (message: string): ApiError => new ApiError('server-message', 200, message, message);

/** The author the demo's jobs are made by (the demo server does not read the session). */
const DEMO_AUTHOR = 'backoffice';

/** Why a demo deployment to a domain starting with 'fallo' ends in error. */
const DEMO_FAILURE = 'El servidor WordPress no responde';

const base64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
};

/**
 * The web manager's demo backend over the demo data set: a new website or web deployment adds a
 * provisional website and a job, a move to production renames the website and adds a job. The jobs
 * are the job monitor's (`addDemoJob`): one store, so a job started here is listed there, and a
 * reset or cancel there shows here; each waits 20 s, runs 60 s and ends on the injected clock (in
 * ERROR for a domain starting with 'fallo'). A domain already used is refused with
 * 'Ya existe una web con ese dominio', as the server does. A logo is kept as a data address.
 */
export class InMemoryWebsiteGateway implements WebsiteGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;

  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock }) {
    this.db = options.db;
    this.clock = options.clock;
  }

  private get demo(): WebDemo {
    return webDemo(this.db);
  }

  async allDomains(): Promise<readonly string[]> {
    return this.demo.websites.all().map((site) => site.domain);
  }

  async websitesOf(eid: number): Promise<readonly PharmacyWebsite[]> {
    return this.demo.websites.all().filter((site) => site.eid === eid);
  }

  async uploadLogo(file: LogoFile): Promise<string> {
    if (!file.type.startsWith('image/')) throw new ApiError('http', 400, 'El archivo no es una imagen');
    return `data:${file.type};base64,${base64(await bytesOf(file))}`;
  }

  async deployWebsite(request: DeployRequest): Promise<void> {
    const domain = cleanDomain(request.config.variables.site_domain ?? '');
    if (domain === '') throw new ApiError('http', 400, 'Falta el dominio de la web');
    this.addWebsite({ domain, server: request.server, eid: request.eid, stage: 'pre' }, 'NEW_WEB_DEPLOYMENT');
  }

  async moveToProduction(move: ProductionMove): Promise<void> {
    const site = this.demo.websites.get(cleanDomain(move.oldDomain));
    if (site === undefined || site.eid !== move.eid) throw new ApiError('not-found', 404, 'La web no existe');
    const domain = cleanDomain(move.newDomain);
    this.refuseTaken(domain);
    this.demo.websites.remove(site.domain);
    this.demo.websites.put({ ...site, domain, stage: 'pro' });
    const vhost = this.demo.vhosts.all().find((host) => host.domain === site.domain);
    if (vhost !== undefined) this.demo.vhosts.put({ ...vhost, domain });
    this.addJob('WEB_TO_PRODUCTION', move.eid, domain, site.server);
  }

  async deployNewWeb(request: NewWebDeployment): Promise<void> {
    this.addWebsite({ domain: cleanDomain(request.domain), server: request.server, eid: request.eid, stage: 'pre' }, 'NEW_WEB_DEPLOYMENT');
  }

  async webToolJobs(subtype: WebToolsJobSubtype): Promise<readonly Job[]> {
    const now = this.clock.now();
    return demoJobs(this.db)
      .all()
      .map((job) => jobAt(job, now))
      .filter((job) => job.type === WEB_TOOLS_JOB_TYPE && job.subtype === subtype && job.status !== 'deleted')
      .sort((a, b) => b.creation - a.creation || (a.id < b.id ? 1 : -1))
      .slice(0, JOB_SEARCH_LIMIT);
  }

  private refuseTaken(domain: string): void {
    const wanted = domain.toLowerCase();
    if (this.demo.websites.all().some((site) => site.domain.toLowerCase() === wanted)) throw serverMessage(WEB_DEPLOY_MESSAGES.DOMAIN_TAKEN);
  }

  private addWebsite(site: PharmacyWebsite, subtype: WebToolsJobSubtype): void {
    this.refuseTaken(site.domain);
    this.demo.websites.put(site);
    const vhost = { domain: site.domain, server: site.server, path: `/var/www/${site.domain}` };
    this.demo.vhosts.put(vhost);
    for (const [name, status, version] of [
      ['woocommerce', 'active', '9.4.2'],
      ['wordpress-seo', 'active', '23.9'],
      ['contact-form-7', 'active', '5.9.8'],
    ] as const) {
      this.demo.plugins.put({ key: pluginKey(vhost, name), server: vhost.server, path: vhost.path, name, status, version, updateVersion: '', updateAvailable: false });
    }
    this.addJob(subtype, site.eid, site.domain, site.server);
  }

  private addJob(subtype: WebToolsJobSubtype, eid: number, domain: string, server: string): void {
    const fails = domain.toLowerCase().startsWith(DEMO_FAILING_DOMAIN_PREFIX);
    addDemoJob(
      this.db,
      this.clock,
      { type: WEB_TOOLS_JOB_TYPE, subtype, eid, author: DEMO_AUTHOR, info: JSON.stringify({ domain, server }) },
      fails ? { outcome: 'ERROR', endInfo: JSON.stringify({ domain, server, error: DEMO_FAILURE }) } : {},
    );
  }
}
