import * as v from 'valibot';
import { JOB_SEARCH_LIMIT, WEB_TOOLS_JOB_TYPE, type Job, type WebToolsJobSubtype } from '@domain/jobs';
import type { DeployRequest, LogoFile, NewWebDeployment, PharmacyWebsite, ProductionMove, WebsiteGateway } from '@domain/web';
import { blobOf, type ApiCall, type HttpClient } from '@adapters/shared';
import {
  allDomainsAnswer,
  deployWebsiteBody,
  deployWebsiteToDto,
  jobListAnswer,
  jobSearchBody,
  logoUploadAnswer,
  newWebDeploymentBody,
  newWebDeploymentToDto,
  productionMoveBody,
  productionMoveToDto,
  successAnswer,
  websiteListAnswer,
} from './web.dto';

/** Where the logo is stored: the spec leaves the file storage's path open. */
const LOGO_UPLOAD_PATH = '/api/v1/websites/upload_logo';

/** The web manager's calls over HTTP on the main API (spec 3 §7). */
export class HttpWebsiteGateway implements WebsiteGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async allDomains(): Promise<readonly string[]> {
    return this.http.send({ method: 'GET', path: '/api/v1/websites/get_all_domains', schema: allDomainsAnswer });
  }

  async websitesOf(eid: number): Promise<readonly PharmacyWebsite[]> {
    return this.http.send({ method: 'GET', path: `/api/v1/websites/list_by_eid/${encodeURIComponent(eid)}`, schema: websiteListAnswer });
  }

  async uploadLogo(file: LogoFile): Promise<string> {
    const body = new FormData();
    body.append('file', await blobOf(file, file.type), file.name);
    return this.http.send({ method: 'POST', path: LOGO_UPLOAD_PATH, body, schema: logoUploadAnswer });
  }

  async deployWebsite(request: DeployRequest): Promise<void> {
    await this.http.send({ method: 'POST', path: '/api/v1/websites/deploy_website', body: deployWebsiteToDto(request), schema: successAnswer });
  }

  async moveToProduction(move: ProductionMove): Promise<void> {
    await this.http.send({ method: 'POST', path: '/api/v1/webtools/web-to-production', body: productionMoveToDto(move), schema: successAnswer });
  }

  async deployNewWeb(request: NewWebDeployment): Promise<void> {
    await this.http.send({ method: 'POST', path: '/api/v1/webtools/new-web-deployment', body: newWebDeploymentToDto(request), schema: successAnswer });
  }

  async webToolJobs(subtype: WebToolsJobSubtype): Promise<readonly Job[]> {
    const jobs = await this.http.send({ method: 'POST', path: '/api/v1/job/search', body: { type: WEB_TOOLS_JOB_TYPE, subtype, limit: JOB_SEARCH_LIMIT }, schema: jobListAnswer });
    return [...jobs].sort((a, b) => b.creation - a.creation).slice(0, JOB_SEARCH_LIMIT);
  }
}

/** The web manager's calls, for the API documents (docs/api/). */
export const websiteApiCalls: readonly ApiCall[] = [
  { name: 'websites.allDomains', service: 'api', method: 'GET', path: '/api/v1/websites/get_all_domains', summary: 'Every domain with a website (spec 3 §7)', response: allDomainsAnswer },
  { name: 'websites.websitesOf', service: 'api', method: 'GET', path: '/api/v1/websites/list_by_eid/{eid}', summary: "A pharmacy's websites (spec 3 §7)", response: websiteListAnswer },
  {
    name: 'websites.uploadLogo',
    service: 'api',
    method: 'POST',
    path: LOGO_UPLOAD_PATH,
    summary: "Stores a new website's logo and answers its address (file storage: path not shown in the spec)",
    multipart: true,
    request: v.object({ file: v.blob() }),
    response: logoUploadAnswer,
  },
  { name: 'websites.deployWebsite', service: 'api', method: 'POST', path: '/api/v1/websites/deploy_website', summary: 'Creates a website and its deployment job (spec 3 §7)', request: deployWebsiteBody, response: successAnswer },
  { name: 'websites.moveToProduction', service: 'api', method: 'POST', path: '/api/v1/webtools/web-to-production', summary: 'Moves a website to its final domain (spec 3 §7)', request: productionMoveBody, response: successAnswer },
  { name: 'websites.deployNewWeb', service: 'api', method: 'POST', path: '/api/v1/webtools/new-web-deployment', summary: 'Deploys a new web (spec 3 §7)', request: newWebDeploymentBody, response: successAnswer },
  { name: 'websites.webToolJobs', service: 'api', method: 'POST', path: '/api/v1/job/search', summary: 'The web-tool jobs of a subtype, at most 200 (spec 3 §7)', request: jobSearchBody, response: jobListAnswer },
];
