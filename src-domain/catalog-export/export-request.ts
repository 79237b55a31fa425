import { err, ok, type Result } from '@domain/shared-kernel';
import { contactEmails, excludedWorkingCategories, selectedDomains, type CatalogOptions } from './catalog-options';
import type { ExportOptions } from './export-options';

/** A domain's catalog health as PUT /api/v1/catalog/check/health answers it (spec 1 §7): per domain a result. */
export interface DomainHealth {
  readonly domain: string;
  readonly result: string;
}

/** A health result of 'error' means the domain's catalog is unhealthy (spec 1 §5); case and spaces are ignored. */
export function isHealthyResult(result: string): boolean {
  return result.trim().toLowerCase() !== 'error';
}

/** Why an export cannot start (spec 1 §5). */
export type ExportValidationError = 'NO_DOMAIN_SELECTED' | 'NO_HEALTHY_DOMAIN';

/**
 * The domains to export to (spec 1 §5): at least one domain must be selected ('selecciona algún dominio')
 * and at least one selected domain must have a healthy catalog ('Ningún dominio seleccionado tiene un
 * catálogo apto'). Not in the spec: only the healthy selected domains are exported, and a selected domain
 * missing from the health answer counts as unhealthy.
 */
export function exportDomains(options: CatalogOptions, health: readonly DomainHealth[]): Result<readonly string[], ExportValidationError> {
  const selected = selectedDomains(options.subscriptions);
  if (selected.length === 0) return err('NO_DOMAIN_SELECTED');
  const checked = new Set(health.map((entry) => entry.domain));
  const unhealthy = new Set(health.filter((entry) => !isHealthyResult(entry.result)).map((entry) => entry.domain));
  const domains = selected.filter((domain) => checked.has(domain) && !unhealthy.has(domain));
  return domains.length === 0 ? err('NO_HEALTHY_DOMAIN') : ok(domains);
}

/** Contact data of one exported domain (spec 1 §3 domains_info: eid, name, contact_email list). */
export interface DomainInfo {
  readonly domain: string;
  readonly eid: number;
  readonly name: string;
  readonly contactEmails: readonly string[];
}

/** The export configuration sent with a request (spec 1 §3 config; "Export config options"). */
export interface ExportConfig {
  readonly checkImages: boolean;
  readonly bypassSectionErrors: boolean;
  readonly maintainDeletedProducts: boolean;
  readonly testEmails: readonly string[];
}

/**
 * An export request (spec 1 §3 "Export request": type 'parapharmacy', domains, exclude_working_categories,
 * config, domains_info per domain, description, reuse_job).
 */
export interface ExportRequest {
  readonly type: 'parapharmacy';
  readonly domains: readonly string[];
  readonly excludeWorkingCategories: readonly number[];
  readonly config: ExportConfig;
  readonly domainsInfo: readonly DomainInfo[];
  readonly description: string;
  readonly reuseJob: string | undefined;
}

/**
 * Builds the export request for `domains` from the catalog options and the export options (spec 1 §3):
 * domains_info comes from each domain's first subscription, the excluded categories from the selected
 * working categories. The description is trimmed.
 */
export function buildExportRequest(domains: readonly string[], catalog: CatalogOptions, options: ExportOptions): ExportRequest {
  const domainsInfo = domains.flatMap((domain): DomainInfo[] => {
    const subscription = catalog.subscriptions.find((candidate) => candidate.domain === domain);
    return subscription === undefined
      ? []
      : [{ domain, eid: subscription.eid, name: subscription.name, contactEmails: contactEmails(subscription.email) }];
  });
  return {
    type: 'parapharmacy',
    domains,
    excludeWorkingCategories: excludedWorkingCategories(catalog.workingCategories),
    config: {
      checkImages: options.checkImages,
      bypassSectionErrors: options.bypassSectionErrors,
      maintainDeletedProducts: options.maintainDeletedProducts,
      testEmails: options.testEmails,
    },
    domainsInfo,
    description: options.description.trim(),
    reuseJob: options.reuseJob,
  };
}

/** Validates the export (spec 1 §5) and, when it may start, builds its request (spec 1 §3). */
export function prepareExport(
  catalog: CatalogOptions,
  health: readonly DomainHealth[],
  options: ExportOptions,
): Result<ExportRequest, ExportValidationError> {
  const domains = exportDomains(catalog, health);
  return domains.ok ? ok(buildExportRequest(domains.value, catalog, options)) : domains;
}
