import { LOGO_BYTES_PER_KB, LOGO_LIMIT_KB } from '@domain/entities';
import type { Job } from '@domain/jobs';
import type { ExecutionMode } from '@domain/platform';
import { compareSpanish, foldedOnce, foldText, isValidEmail, searchByWords, sortBySpanishText, type TableSort } from '@domain/shared-kernel';
import { cleanDomain, isValidDomain } from './domain-name';
import { WEB_THEMES, shopOnlineFor, type NewWebDeployment } from './web-themes';
import { websiteConfig, type DeployRequest } from './website-config';
import type { ProductionMove } from './website-gateway.port';
import type { VHOST_SORT_COLUMNS, WEB_JOB_SORT_COLUMNS } from './web-sort-columns';
import { NO_DOMAIN_LABEL, vhostDomainLabel, type VirtualHost } from './wordpress';

/**
 * The execution mode the web manager enables its sections by (spec 3 §2: production, web and catalogue
 * only in production). Not in the spec: where the tools are simulated (the demo, whose deploys change
 * only its own data) they count as production, so that a trainee can use every section.
 */
export function webToolsMode(mode: ExecutionMode, simulated: boolean): ExecutionMode {
  return simulated ? 'production' : mode;
}

/** Why a field of a web-manager form is refused. */
export type WebFormError = 'REQUIRED' | 'INVALID_DOMAIN' | 'DOMAIN_TAKEN' | 'SAME_DOMAIN' | 'INVALID_EMAIL' | 'INVALID_PHONE' | 'NOT_IMAGE' | 'TOO_LARGE' | 'UNKNOWN_THEME';

/** A chosen logo file, as the form sees it. */
export interface LogoCandidate {
  readonly type: string;
  readonly size: number;
}

/**
 * Whether a logo can be uploaded: an image (its media type starts with 'image/'), under 800 KB counted
 * as the spec counts them (bytes divided by 1014, spec 3 §5, §9). Not in the spec: the image check.
 */
export function logoFileError(file: LogoCandidate): WebFormError | undefined {
  if (!/^image\/[a-z0-9.+-]+$/i.test(file.type.trim())) return 'NOT_IMAGE';
  if (!Number.isFinite(file.size) || file.size < 0 || file.size / LOGO_BYTES_PER_KB >= LOGO_LIMIT_KB) return 'TOO_LARGE';
  return undefined;
}

const blank = (text: string): boolean => text.trim() === '';

/** Whether a cleaned domain is already used by a website, ignoring case. */
function isTaken(domain: string, taken: readonly string[]): boolean {
  const wanted = domain.toLowerCase();
  return taken.some((candidate) => cleanDomain(candidate).toLowerCase() === wanted);
}

/** The error of a typed domain: required, a host name once cleaned, and (when `taken` is given) not used. */
function domainError(typed: string, taken?: readonly string[]): WebFormError | undefined {
  const domain = cleanDomain(typed);
  if (domain === '') return 'REQUIRED';
  if (!isValidDomain(domain)) return 'INVALID_DOMAIN';
  return taken !== undefined && isTaken(domain, taken) ? 'DOMAIN_TAKEN' : undefined;
}

/** The new website form (spec 3 §2 "New website form", §3 "Website config" and "Deploy request"). */
export interface NewWebsiteForm {
  readonly eid: number | undefined;
  readonly server: string;
  readonly domain: string;
  readonly theme: string;
  readonly title: string;
  readonly slogan: string;
  readonly primaryColor: string;
  readonly email: string;
  readonly phone: string;
  readonly stripeKey: string;
  readonly recaptchaKey: string;
  readonly hasEcommerce: boolean;
  readonly hasBlog: boolean;
  readonly hasContact: boolean;
  /** The uploaded logo's address; '' until one is uploaded. */
  readonly logo: string;
}

/** An empty new website form: Techgostore, a shop and a contact page. */
export const EMPTY_NEW_WEBSITE_FORM: NewWebsiteForm = {
  eid: undefined,
  server: '',
  domain: '',
  theme: 'Techgostore',
  title: '',
  slogan: '',
  primaryColor: '#1c7ed6',
  email: '',
  phone: '',
  stripeKey: '',
  recaptchaKey: '',
  hasEcommerce: true,
  hasBlog: false,
  hasContact: true,
  logo: '',
};

/** The fields of the new website form that can be refused. */
export type NewWebsiteField = 'eid' | 'server' | 'domain' | 'theme' | 'title' | 'email' | 'phone' | 'stripeKey' | 'logo';

/** A Spanish phone the contact may give: 9 to 13 digits, spaces allowed, an optional +34. */
const PHONE = /^(?:\+34)?[0-9]{9,13}$/;

/**
 * What is wrong with the new website form, by field (spec 3 §5 "Domain input is cleaned"; §8 'Ya existe
 * una web con ese dominio'). Not in the spec: the required fields (pharmacy, server, domain, theme,
 * title, contact email, logo), the phone pattern, and the Stripe key, required only with a shop.
 */
export function newWebsiteErrors(form: NewWebsiteForm, takenDomains: readonly string[]): Partial<Record<NewWebsiteField, WebFormError>> {
  const errors: Partial<Record<NewWebsiteField, WebFormError>> = {};
  if (form.eid === undefined) errors.eid = 'REQUIRED';
  if (blank(form.server)) errors.server = 'REQUIRED';
  const domain = domainError(form.domain, takenDomains);
  if (domain !== undefined) errors.domain = domain;
  if (!(WEB_THEMES as readonly string[]).includes(form.theme)) errors.theme = 'UNKNOWN_THEME';
  if (blank(form.title)) errors.title = 'REQUIRED';
  if (blank(form.email)) errors.email = 'REQUIRED';
  else if (!isValidEmail(form.email.trim())) errors.email = 'INVALID_EMAIL';
  if (!blank(form.phone) && !PHONE.test(form.phone.replace(/\s/g, ''))) errors.phone = 'INVALID_PHONE';
  if (shopOnlineFor(form.theme, form.hasEcommerce) && blank(form.stripeKey)) errors.stripeKey = 'REQUIRED';
  if (blank(form.logo)) errors.logo = 'REQUIRED';
  return errors;
}

/**
 * The deployment of a valid new website form (spec 3 §3, §5): the domain cleaned, the shop forced off
 * for Divi, the variables (domain, theme, title, slogan, colour, logo) with newlines removed and single
 * quotes escaped, the template pages for its features. Not in the spec: the variables' names.
 */
export function deployRequestOf(form: NewWebsiteForm): DeployRequest {
  const hasEcommerce = shopOnlineFor(form.theme, form.hasEcommerce);
  const variables = {
    site_domain: cleanDomain(form.domain),
    site_theme: form.theme,
    site_title: form.title.trim(),
    site_slogan: form.slogan.trim(),
    primary_color: form.primaryColor.trim(),
    logo_url: form.logo,
  };
  return {
    server: form.server,
    eid: form.eid ?? 0,
    logo: form.logo,
    stripeKey: hasEcommerce ? form.stripeKey.trim() : '',
    recaptchaKey: form.recaptchaKey.trim(),
    contact: { email: form.email.trim(), phone: form.phone.replace(/\s/g, '') },
    config: websiteConfig({ hasEcommerce, hasBlog: form.hasBlog, hasContact: form.hasContact }, variables),
  };
}

/** The web deploy form (spec 3 §7 POST /api/v1/webtools/new-web-deployment). */
export type WebDeployForm = Omit<NewWebDeployment, 'eid'> & { readonly eid: number | undefined };

/** An empty web deploy form. */
export const EMPTY_WEB_DEPLOY_FORM: WebDeployForm = { eid: undefined, server: '', domain: '', theme: 'Techgostore', wskey: '', shopOnline: true };

/** The fields of the web deploy form that can be refused. */
export type WebDeployField = 'eid' | 'server' | 'domain' | 'theme' | 'wskey';

/**
 * What is wrong with the web deploy form (spec 3 §5 "Web deploy form must be valid"). Not in the spec:
 * which fields: pharmacy, server, a valid domain not used by another website, a known theme, and the
 * shop key when the web has a shop.
 */
export function webDeployErrors(form: WebDeployForm, takenDomains: readonly string[]): Partial<Record<WebDeployField, WebFormError>> {
  const errors: Partial<Record<WebDeployField, WebFormError>> = {};
  if (form.eid === undefined) errors.eid = 'REQUIRED';
  if (blank(form.server)) errors.server = 'REQUIRED';
  const domain = domainError(form.domain, takenDomains);
  if (domain !== undefined) errors.domain = domain;
  if (!(WEB_THEMES as readonly string[]).includes(form.theme)) errors.theme = 'UNKNOWN_THEME';
  if (shopOnlineFor(form.theme, form.shopOnline) && blank(form.wskey)) errors.wskey = 'REQUIRED';
  return errors;
}

/** The production deploy form (spec 3 §7 POST /api/v1/webtools/web-to-production). */
export type ProductionDeployForm = Omit<ProductionMove, 'eid'> & { readonly eid: number | undefined };

/** An empty production deploy form. */
export const EMPTY_PRODUCTION_DEPLOY_FORM: ProductionDeployForm = { eid: undefined, server: '', oldDomain: '', newDomain: '', clientEmail: '' };

/** The fields of the production deploy form that can be refused. */
export type ProductionDeployField = 'eid' | 'oldDomain' | 'newDomain' | 'clientEmail';

/**
 * What is wrong with the production deploy form (spec 3 §5 "production deploy requires a valid
 * autocomplete form"). Not in the spec: a pharmacy and its website chosen, a valid final domain other
 * than the provisional one and not used by another website, and the client's email.
 */
export function productionDeployErrors(form: ProductionDeployForm, takenDomains: readonly string[]): Partial<Record<ProductionDeployField, WebFormError>> {
  const errors: Partial<Record<ProductionDeployField, WebFormError>> = {};
  if (form.eid === undefined) errors.eid = 'REQUIRED';
  if (blank(form.oldDomain) || blank(form.server)) errors.oldDomain = 'REQUIRED';
  const cleaned = cleanDomain(form.newDomain).toLowerCase();
  const domain = cleaned !== '' && cleaned === cleanDomain(form.oldDomain).toLowerCase() ? 'SAME_DOMAIN' : domainError(form.newDomain, takenDomains);
  if (domain !== undefined) errors.newDomain = domain;
  if (blank(form.clientEmail)) errors.clientEmail = 'REQUIRED';
  else if (!isValidEmail(form.clientEmail.trim())) errors.clientEmail = 'INVALID_EMAIL';
  return errors;
}

/** The request of a valid production deploy form: both domains cleaned, the email trimmed. */
export function productionMoveOf(form: ProductionDeployForm): ProductionMove {
  return { server: form.server, oldDomain: cleanDomain(form.oldDomain), newDomain: cleanDomain(form.newDomain), clientEmail: form.clientEmail.trim(), eid: form.eid ?? 0 };
}

/** The request of a valid web deploy form (spec 3 §5: domain cleaned, Divi forces the shop off). */
export function webDeploymentOf(form: WebDeployForm): NewWebDeployment {
  const shopOnline = shopOnlineFor(form.theme, form.shopOnline);
  return { eid: form.eid ?? 0, server: form.server, domain: cleanDomain(form.domain), theme: form.theme, wskey: shopOnline ? form.wskey.trim() : '', shopOnline };
}

/** The domain a web-tool job works on, read from its info (`domain`, else `new_domain`); '' when none. */
export function webJobDomain(job: Pick<Job, 'info'>): string {
  if (job.info === undefined) return '';
  try {
    const info: unknown = JSON.parse(job.info);
    if (typeof info !== 'object' || info === null) return '';
    const record = info as Record<string, unknown>;
    const domain = record.domain ?? record.new_domain;
    return typeof domain === 'string' ? domain : '';
  } catch {
    return '';
  }
}

/** A column of the web-tool jobs tables. */
export type WebJobSortColumn = (typeof WEB_JOB_SORT_COLUMNS)[number];

/** The jobs tables' order when the address names none: newest first. */
export const DEFAULT_WEB_JOB_SORT: TableSort<WebJobSortColumn> = { column: 'creation', direction: 'desc' };

const jobText = foldedOnce((job: Job) => foldText(`${job.eid ?? ''} ${webJobDomain(job)} ${job.status} ${job.author} ${job.subtype}`));

/** The jobs matching the global search (every word in the eid, domain, status, author or subtype), in their order. */
export function filterWebToolJobs(jobs: readonly Job[], search: string): Job[] {
  return searchByWords(jobs, search, jobText);
}

/** The jobs in a table's order; ties by id, so the order is stable. */
export function sortWebToolJobs(jobs: readonly Job[], sort: TableSort<WebJobSortColumn>): Job[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byId = (a: Job, b: Job): number => compareSpanish(a.id, b.id);
  switch (sort.column) {
    case 'creation':
    case 'lastUpdate':
    case 'eid': {
      const value = (job: Job): number => (sort.column === 'creation' ? job.creation : sort.column === 'lastUpdate' ? job.lastUpdate : (job.eid ?? -1));
      return [...jobs].sort((a, b) => sign * (value(a) - value(b)) || byId(a, b));
    }
    case 'domain':
      return sortBySpanishText(jobs, webJobDomain, sort.direction, byId);
    case 'status':
      return sortBySpanishText(jobs, (job) => job.status, sort.direction, byId);
    case 'author':
      return sortBySpanishText(jobs, (job) => job.author, sort.direction, byId);
  }
}

/** A column of the virtual-hosts table. */
export type VhostSortColumn = (typeof VHOST_SORT_COLUMNS)[number];

/** The virtual-hosts table's order when the address names none: by domain. */
export const DEFAULT_VHOST_SORT: TableSort<VhostSortColumn> = { column: 'domain', direction: 'asc' };

const vhostKey = (vhost: VirtualHost): string => `${vhost.server} ${vhost.path}`;
const vhostText = foldedOnce((vhost: VirtualHost) => foldText(`${vhostDomainLabel(vhost)} ${vhost.server} ${vhost.path}`));

/** The virtual hosts matching the global search (domain as shown, server or path), in their order. */
export function filterVirtualHosts(vhosts: readonly VirtualHost[], search: string): VirtualHost[] {
  return searchByWords(vhosts, search, vhostText);
}

/**
 * The virtual hosts in a table's order, by domain or by server, in Spanish order; ties by server and
 * path. By domain, the hosts without one ('Dominio no disponible') come last in either direction, by
 * server.
 */
export function sortVirtualHosts(vhosts: readonly VirtualHost[], sort: TableSort<VhostSortColumn>): VirtualHost[] {
  const tie = (a: VirtualHost, b: VirtualHost): number => compareSpanish(vhostKey(a), vhostKey(b));
  if (sort.column === 'server') return sortBySpanishText(vhosts, (vhost) => vhost.server, sort.direction, tie);
  const withDomain = vhosts.filter((vhost) => vhostDomainLabel(vhost) !== NO_DOMAIN_LABEL);
  const without = vhosts.filter((vhost) => vhostDomainLabel(vhost) === NO_DOMAIN_LABEL);
  return [...sortBySpanishText(withDomain, vhostDomainLabel, sort.direction, tie), ...[...without].sort(tie)];
}

/** The servers of the virtual hosts, once each, in Spanish order (the servers a web can be deployed to). */
export function serversOf(vhosts: readonly VirtualHost[]): string[] {
  return [...new Set(vhosts.map((vhost) => vhost.server))].sort(compareSpanish);
}
