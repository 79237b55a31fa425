import { portMethods, token } from '@domain/shared-kernel';
import type { CatalogJob } from './catalog-job';
import type { CatalogOptions, DomainSubscription } from './catalog-options';
import type { DomainHealth } from './export-request';

/**
 * The catalog calls of the product API (spec 1 §7): export options, domain subscriptions, the job
 * records and the domains' catalog health. Failures reject with an ApiError.
 */
export interface CatalogGateway {
  /** GET /api/v1/catalog/options/type/parapharmacy: the domains offered for export and the working categories. */
  options(): Promise<CatalogOptions>;
  /**
   * PUT /api/v1/catalog/options/type/parapharmacy: the ids of the selected subscriptions and the term ids of
   * the selected (excluded) working categories.
   */
  saveOptions(options: CatalogOptions): Promise<void>;
  /** GET /api/v1/catalog/manage/subscriptions: every pharmacy domain with its prescription and parapharmacy subscriptions. */
  subscriptions(): Promise<readonly DomainSubscription[]>;
  /** PUT /api/v1/catalog/manage/subscriptions {domain, email, subscriptions: {prescription, parapharmacy}}. */
  saveSubscription(subscription: DomainSubscription): Promise<void>;
  /** GET /api/v1/catalog/jobs/descending: the records of finished jobs, newest first. */
  jobs(): Promise<readonly CatalogJob[]>;
  /** DELETE /api/v1/catalog/job/{id}. */
  deleteJob(externalId: string): Promise<void>;
  /** PUT /api/v1/catalog/check/health {domains}: each domain's catalog health ('error' is unhealthy, spec 1 §5). */
  checkHealth(domains: readonly string[]): Promise<readonly DomainHealth[]>;
}

/** Token of the {@link CatalogGateway} port. */
export const CatalogGateway = token<CatalogGateway>('catalog-export.CatalogGateway');

/** Every call of the {@link CatalogGateway} port. */
export const CatalogGatewayMethods = portMethods<CatalogGateway>()('options', 'saveOptions', 'subscriptions', 'saveSubscription', 'jobs', 'deleteJob', 'checkHealth');
