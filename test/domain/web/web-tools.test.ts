import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Job } from '@domain/jobs';
import {
  EMPTY_NEW_WEBSITE_FORM,
  EMPTY_PRODUCTION_DEPLOY_FORM,
  EMPTY_WEB_DEPLOY_FORM,
  deployRequestOf,
  filterVirtualHosts,
  filterWebToolJobs,
  logoFileError,
  newWebsiteErrors,
  productionDeployErrors,
  productionMoveOf,
  serversOf,
  sortVirtualHosts,
  sortWebToolJobs,
  webDeployErrors,
  webDeploymentOf,
  webJobDomain,
  webToolsMode,
  type NewWebsiteForm,
  type VirtualHost,
} from '@domain/web';

describe('webToolsMode', () => {
  it('is the server’s mode, but production where the tools are simulated', () => {
    expect(webToolsMode('preproduction', false)).toBe('preproduction');
    expect(webToolsMode('development', false)).toBe('development');
    expect(webToolsMode('production', false)).toBe('production');
    expect(webToolsMode('preproduction', true)).toBe('production');
  });
});

describe('logoFileError', () => {
  it('accepts an image under 800 KB of 1014 bytes', () => {
    expect(logoFileError({ type: 'image/png', size: 0 })).toBeUndefined();
    expect(logoFileError({ type: 'image/svg+xml', size: 800 * 1014 - 1 })).toBeUndefined();
  });

  it('refuses anything but an image, and an image of 800 KB or more', () => {
    expect(logoFileError({ type: 'application/pdf', size: 10 })).toBe('NOT_IMAGE');
    expect(logoFileError({ type: '', size: 10 })).toBe('NOT_IMAGE');
    expect(logoFileError({ type: 'image/', size: 10 })).toBe('NOT_IMAGE');
    expect(logoFileError({ type: 'image/jpeg', size: 800 * 1014 })).toBe('TOO_LARGE');
    expect(logoFileError({ type: 'image/jpeg', size: -1 })).toBe('TOO_LARGE');
    expect(logoFileError({ type: 'image/jpeg', size: Number.NaN })).toBe('TOO_LARGE');
  });
});

const aNewWebsite = (overrides: Partial<NewWebsiteForm> = {}): NewWebsiteForm => ({
  ...EMPTY_NEW_WEBSITE_FORM,
  eid: 500,
  server: 'wp-02',
  domain: 'https://nueva.es/',
  title: 'Farmacia',
  email: 'web@farmacia.es',
  stripeKey: 'sk_1',
  logo: 'https://cdn/logo.png',
  ...overrides,
});

describe('newWebsiteErrors', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(newWebsiteErrors(aNewWebsite(), ['otra.es'])).toEqual({});
  });

  it('asks for every required field of an empty form', () => {
    expect(newWebsiteErrors(EMPTY_NEW_WEBSITE_FORM, [])).toEqual({ eid: 'REQUIRED', server: 'REQUIRED', domain: 'REQUIRED', title: 'REQUIRED', email: 'REQUIRED', stripeKey: 'REQUIRED', logo: 'REQUIRED' });
  });

  it('refuses an invalid or taken domain, an unknown theme, a bad email or phone', () => {
    expect(newWebsiteErrors(aNewWebsite({ domain: 'nueva' }), [])).toEqual({ domain: 'INVALID_DOMAIN' });
    expect(newWebsiteErrors(aNewWebsite(), ['HTTP://NUEVA.ES/'])).toEqual({ domain: 'DOMAIN_TAKEN' });
    expect(newWebsiteErrors(aNewWebsite({ theme: 'Avada' }), [])).toEqual({ theme: 'UNKNOWN_THEME' });
    expect(newWebsiteErrors(aNewWebsite({ email: 'web@' }), [])).toEqual({ email: 'INVALID_EMAIL' });
    expect(newWebsiteErrors(aNewWebsite({ phone: '12 34' }), [])).toEqual({ phone: 'INVALID_PHONE' });
    expect(newWebsiteErrors(aNewWebsite({ phone: '+34 912 345 678' }), [])).toEqual({});
  });

  it('needs no Stripe key without a shop, nor with Divi', () => {
    expect(newWebsiteErrors(aNewWebsite({ stripeKey: '', hasEcommerce: false }), [])).toEqual({});
    expect(newWebsiteErrors(aNewWebsite({ stripeKey: '', theme: 'Divi' }), [])).toEqual({});
  });
});

describe('deployRequestOf', () => {
  it('cleans the domain, escapes the variables and lists the pages of the features', () => {
    const request = deployRequestOf(aNewWebsite({ title: " L'Illa\n", slogan: 'Salud\r\n', phone: '912 345 678', hasBlog: true }));
    expect(request).toEqual({
      server: 'wp-02',
      eid: 500,
      logo: 'https://cdn/logo.png',
      stripeKey: 'sk_1',
      recaptchaKey: '',
      contact: { email: 'web@farmacia.es', phone: '912345678' },
      config: {
        hasEcommerce: true,
        hasBlog: true,
        hasContact: true,
        variables: { site_domain: 'nueva.es', site_theme: 'Techgostore', site_title: "L\\'Illa", site_slogan: 'Salud', primary_color: '#1c7ed6', logo_url: 'https://cdn/logo.png' },
        templates: ['account', 'checkout', 'cart', 'shop', 'legal-notice', 'privacy-policy', 'cookie-policy', 'product', 'shipping', 'payment', 'returns', 'blog', 'contact'],
      },
    });
  });

  it('turns the shop off for Divi, with no Stripe key', () => {
    const request = deployRequestOf(aNewWebsite({ theme: 'Divi', eid: undefined }));
    expect([request.eid, request.stripeKey, request.config.hasEcommerce, request.config.templates.includes('product')]).toEqual([0, '', false, false]);
  });

  it('never leaves a newline or a bare quote in a variable', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const variables = deployRequestOf(aNewWebsite({ title })).config.variables;
        return Object.values(variables).every((value) => !/[\r\n]/.test(value) && !/(^|[^\\])(\\\\)*'/.test(value));
      }),
      { numRuns: 300 },
    );
  });
});

describe('webDeployErrors and webDeploymentOf', () => {
  const aDeploy = { ...EMPTY_WEB_DEPLOY_FORM, eid: 501, server: 'wp-01', domain: 'http://nueva.es/', wskey: 'ck_1' };

  it('finds nothing wrong with a complete form, and asks for each field of an empty one', () => {
    expect(webDeployErrors(aDeploy, [])).toEqual({});
    expect(webDeployErrors(EMPTY_WEB_DEPLOY_FORM, [])).toEqual({ eid: 'REQUIRED', server: 'REQUIRED', domain: 'REQUIRED', wskey: 'REQUIRED' });
    expect(webDeployErrors({ ...aDeploy, theme: 'Avada' }, [])).toEqual({ theme: 'UNKNOWN_THEME' });
    expect(webDeployErrors({ ...aDeploy, domain: 'nueva.es.' }, [])).toEqual({ domain: 'INVALID_DOMAIN' });
    expect(webDeployErrors(aDeploy, ['nueva.es'])).toEqual({ domain: 'DOMAIN_TAKEN' });
  });

  it('needs no shop key for Divi, and sends the shop off without a key', () => {
    expect(webDeployErrors({ ...aDeploy, theme: 'Divi', wskey: '' }, [])).toEqual({});
    expect(webDeploymentOf({ ...aDeploy, theme: 'Divi' })).toEqual({ eid: 501, server: 'wp-01', domain: 'nueva.es', theme: 'Divi', wskey: '', shopOnline: false });
    expect(webDeploymentOf({ ...aDeploy, wskey: ' ck_1 ' })).toEqual({ eid: 501, server: 'wp-01', domain: 'nueva.es', theme: 'Techgostore', wskey: 'ck_1', shopOnline: true });
    expect(webDeploymentOf(EMPTY_WEB_DEPLOY_FORM).eid).toBe(0);
  });
});

describe('productionDeployErrors and productionMoveOf', () => {
  const aMove = { eid: 500, server: 'wp-03', oldDomain: 'llorente.pre.es', newDomain: 'https://llorente.es/', clientEmail: ' c@llorente.es ' };

  it('finds nothing wrong with a complete form, and asks for each field of an empty one', () => {
    expect(productionDeployErrors(aMove, [])).toEqual({});
    expect(productionDeployErrors(EMPTY_PRODUCTION_DEPLOY_FORM, [])).toEqual({ eid: 'REQUIRED', oldDomain: 'REQUIRED', newDomain: 'REQUIRED', clientEmail: 'REQUIRED' });
  });

  it('refuses the provisional domain as final, a taken or invalid domain and a bad email', () => {
    expect(productionDeployErrors({ ...aMove, newDomain: 'HTTPS://LLORENTE.PRE.ES' }, [])).toEqual({ newDomain: 'SAME_DOMAIN' });
    expect(productionDeployErrors(aMove, ['llorente.es'])).toEqual({ newDomain: 'DOMAIN_TAKEN' });
    expect(productionDeployErrors({ ...aMove, newDomain: 'llorente' }, [])).toEqual({ newDomain: 'INVALID_DOMAIN' });
    expect(productionDeployErrors({ ...aMove, clientEmail: 'c@' }, [])).toEqual({ clientEmail: 'INVALID_EMAIL' });
    expect(productionDeployErrors({ ...aMove, server: '' }, [])).toEqual({ oldDomain: 'REQUIRED' });
  });

  it('sends both domains cleaned and the email trimmed', () => {
    expect(productionMoveOf(aMove)).toEqual({ server: 'wp-03', oldDomain: 'llorente.pre.es', newDomain: 'llorente.es', clientEmail: 'c@llorente.es', eid: 500 });
    expect(productionMoveOf(EMPTY_PRODUCTION_DEPLOY_FORM).eid).toBe(0);
  });
});

const aJob = (id: string, overrides: Partial<Job> = {}): Job => ({
  id,
  creation: 1000,
  lastUpdate: 1000,
  schedule: undefined,
  type: 'PROPAGATOR_WEBTOOLS',
  subtype: 'NEW_WEB_DEPLOYMENT',
  eid: 500,
  author: 'backoffice',
  status: 'DONE',
  info: JSON.stringify({ domain: `${id}.es` }),
  ...overrides,
});

describe('webJobDomain', () => {
  it('reads the domain, else the new domain, of the job’s info', () => {
    expect(webJobDomain(aJob('a'))).toBe('a.es');
    expect(webJobDomain({ info: JSON.stringify({ new_domain: 'b.es', old_domain: 'c.es' }) })).toBe('b.es');
  });

  it('is empty without info, with info that is not an object or has no domain text', () => {
    expect(webJobDomain({ info: undefined })).toBe('');
    expect(webJobDomain({ info: 'not json' })).toBe('');
    expect(webJobDomain({ info: 'null' })).toBe('');
    expect(webJobDomain({ info: '"text"' })).toBe('');
    expect(webJobDomain({ info: JSON.stringify({ domain: 3 }) })).toBe('');
  });
});

describe('the web-tool jobs table', () => {
  const jobs = [
    aJob('b', { creation: 3000, lastUpdate: 3500, eid: 502, status: 'ERROR', author: 'lfernandez' }),
    aJob('a', { creation: 1000, lastUpdate: 4000, eid: 500, status: 'DONE', author: 'mgarcia' }),
    aJob('c', { creation: 2000, lastUpdate: 2000, eid: undefined, status: 'PENDING', author: 'backoffice' }),
  ];
  const ids = (rows: readonly Job[]): string[] => rows.map((job) => job.id);

  it('sorts by each column, both ways', () => {
    expect(ids(sortWebToolJobs(jobs, { column: 'creation', direction: 'desc' }))).toEqual(['b', 'c', 'a']);
    expect(ids(sortWebToolJobs(jobs, { column: 'lastUpdate', direction: 'asc' }))).toEqual(['c', 'b', 'a']);
    expect(ids(sortWebToolJobs(jobs, { column: 'eid', direction: 'asc' }))).toEqual(['c', 'a', 'b']);
    expect(ids(sortWebToolJobs(jobs, { column: 'domain', direction: 'desc' }))).toEqual(['c', 'b', 'a']);
    expect(ids(sortWebToolJobs(jobs, { column: 'status', direction: 'asc' }))).toEqual(['a', 'b', 'c']);
    expect(ids(sortWebToolJobs(jobs, { column: 'author', direction: 'asc' }))).toEqual(['c', 'b', 'a']);
    expect(ids(sortWebToolJobs([aJob('z'), aJob('y')], { column: 'creation', direction: 'asc' }))).toEqual(['y', 'z']);
  });

  it('searches the eid, domain, status, author and subtype, ignoring case and accents', () => {
    expect(ids(filterWebToolJobs(jobs, 'ERROR'))).toEqual(['b']);
    expect(ids(filterWebToolJobs(jobs, '500 a.es'))).toEqual(['a']);
    expect(ids(filterWebToolJobs(jobs, 'new_web'))).toEqual(['b', 'a', 'c']);
    expect(ids(filterWebToolJobs(jobs, ''))).toEqual(['b', 'a', 'c']);
  });
});

describe('the virtual hosts table', () => {
  const hosts: VirtualHost[] = [
    { domain: 'zaragoza.es', server: 'wp-01', path: '/z' },
    { domain: '', server: 'wp-02', path: '/staging' },
    { domain: 'ávila.es', server: 'wp-03', path: '/a' },
    { domain: ' ', server: 'wp-01', path: '/staging' },
  ];
  const domains = (rows: readonly VirtualHost[]): string[] => rows.map((host) => `${host.domain}@${host.server}`);

  it('sorts by domain in Spanish order with the hosts without domain last, either way', () => {
    expect(domains(sortVirtualHosts(hosts, { column: 'domain', direction: 'asc' }))).toEqual(['ávila.es@wp-03', 'zaragoza.es@wp-01', ' @wp-01', '@wp-02']);
    expect(domains(sortVirtualHosts(hosts, { column: 'domain', direction: 'desc' }))).toEqual(['zaragoza.es@wp-01', 'ávila.es@wp-03', ' @wp-01', '@wp-02']);
  });

  it('sorts by server, ties by path', () => {
    expect(domains(sortVirtualHosts(hosts, { column: 'server', direction: 'asc' }))).toEqual([' @wp-01', 'zaragoza.es@wp-01', '@wp-02', 'ávila.es@wp-03']);
  });

  it('searches the domain as shown and the server', () => {
    expect(domains(filterVirtualHosts(hosts, 'no disponible'))).toEqual(['@wp-02', ' @wp-01']);
    expect(domains(filterVirtualHosts(hosts, 'avila'))).toEqual(['ávila.es@wp-03']);
    expect(domains(filterVirtualHosts(hosts, 'wp-01'))).toEqual(['zaragoza.es@wp-01', ' @wp-01']);
  });

  it('lists each server once, in order', () => {
    expect(serversOf(hosts)).toEqual(['wp-01', 'wp-02', 'wp-03']);
    expect(serversOf([])).toEqual([]);
  });
});
