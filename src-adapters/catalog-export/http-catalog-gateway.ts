import * as v from 'valibot';
import type { CatalogGateway, CatalogJob, CatalogOptions, DomainHealth, DomainSubscription } from '@domain/catalog-export';
import type { ApiCall, HttpClient } from '@adapters/shared';
import { healthAnswer, jobFromDto, jobListAnswer, optionsAnswer, optionsToDto, subscriptionToDto, subscriptionsAnswer } from './catalog.dto';

/** Any answer: a `success: false` one is still refused by the transport. */
const acknowledged = v.unknown();

/** The catalog calls over HTTP (spec 1 §7). */
export class HttpCatalogGateway implements CatalogGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async options(): Promise<CatalogOptions> {
    return this.http.send({ method: 'GET', path: '/api/v1/catalog/options/type/parapharmacy', schema: optionsAnswer });
  }

  async saveOptions(options: CatalogOptions): Promise<void> {
    await this.http.send({ method: 'PUT', path: '/api/v1/catalog/options/type/parapharmacy', body: optionsToDto(options), schema: acknowledged });
  }

  async subscriptions(): Promise<readonly DomainSubscription[]> {
    return this.http.send({ method: 'GET', path: '/api/v1/catalog/manage/subscriptions', schema: subscriptionsAnswer });
  }

  async saveSubscription(subscription: DomainSubscription): Promise<void> {
    await this.http.send({ method: 'PUT', path: '/api/v1/catalog/manage/subscriptions', body: subscriptionToDto(subscription), schema: acknowledged });
  }

  async jobs(): Promise<readonly CatalogJob[]> {
    const answer = await this.http.send({ method: 'GET', path: '/api/v1/catalog/jobs/descending', schema: jobListAnswer });
    return answer.map(jobFromDto);
  }

  async deleteJob(externalId: string): Promise<void> {
    await this.http.send({ method: 'DELETE', path: `/api/v1/catalog/job/${encodeURIComponent(externalId)}`, schema: acknowledged });
  }

  async checkHealth(domains: readonly string[]): Promise<readonly DomainHealth[]> {
    return this.http.send({ method: 'PUT', path: '/api/v1/catalog/check/health', body: { domains }, schema: healthAnswer });
  }
}

/** The catalog's calls, for the API documents (docs/api/). */
export const catalogApiCalls: readonly ApiCall[] = [
  { name: 'catalog.options', service: 'api', method: 'GET', path: '/api/v1/catalog/options/type/parapharmacy', summary: 'The catalog options: subscriptions and working categories (spec 1 §7)', response: optionsAnswer },
  {
    name: 'catalog.saveOptions',
    service: 'api',
    method: 'PUT',
    path: '/api/v1/catalog/options/type/parapharmacy',
    summary: 'Saves the catalog options',
    request: v.object({ subscriptions: v.array(v.string()), working_categories: v.array(v.number()) }),
    response: acknowledged,
  },
  { name: 'catalog.subscriptions', service: 'api', method: 'GET', path: '/api/v1/catalog/manage/subscriptions', summary: "The domains' subscriptions", response: subscriptionsAnswer },
  {
    name: 'catalog.saveSubscription',
    service: 'api',
    method: 'PUT',
    path: '/api/v1/catalog/manage/subscriptions',
    summary: "Saves a domain's subscription",
    request: v.object({ domain: v.string(), email: v.string(), subscriptions: v.object({ prescription: v.boolean(), parapharmacy: v.boolean() }) }),
    response: acknowledged,
  },
  { name: 'catalog.jobs', service: 'api', method: 'GET', path: '/api/v1/catalog/jobs/descending', summary: 'The export jobs, newest first', response: jobListAnswer },
  { name: 'catalog.deleteJob', service: 'api', method: 'DELETE', path: '/api/v1/catalog/job/{externalId}', summary: 'Deletes an export job', response: acknowledged },
  {
    name: 'catalog.checkHealth',
    service: 'api',
    method: 'PUT',
    path: '/api/v1/catalog/check/health',
    summary: "Checks the domains' shops answer",
    request: v.object({ domains: v.array(v.string()) }),
    response: healthAnswer,
  },
];
