import type { CatalogJob, CatalogOptions, CatalogSubscription, DomainSubscription, WorkingCategory } from '@domain/catalog-export';

/**
 * A pharmacy domain offered for export, selected. Its id, name and contact address follow its domain
 * unless given.
 */
export function aCatalogSubscription(overrides: Partial<CatalogSubscription> = {}): CatalogSubscription {
  const domain = overrides.domain ?? 'uno.es';
  return { id: `sub-${domain}`, domain, types: ['parapharmacy'], eid: 101, name: `Farmacia ${domain}`, email: `info@${domain}`, selected: true, ...overrides };
}

/** A working category, not selected (so not excluded). */
export function aWorkingCategory(overrides: Partial<WorkingCategory> = {}): WorkingCategory {
  return { termId: 11, selected: false, ...overrides };
}

/** The catalog screen's options: one selected domain and one working category. */
export function aCatalogOptions(overrides: Partial<CatalogOptions> = {}): CatalogOptions {
  return { subscriptions: [aCatalogSubscription()], workingCategories: [aWorkingCategory()], ...overrides };
}

/** A domain subscribed to parapharmacy only. */
export function aDomainSubscription(overrides: Partial<DomainSubscription> = {}): DomainSubscription {
  return { domain: 'uno.es', email: 'uno@uno.es', prescription: false, parapharmacy: true, ...overrides };
}

/** A check-and-export job that finished on 20/11/2026 at 10:30 in Madrid, with no errors and no domains. */
export function aCatalogJob(overrides: Partial<CatalogJob> = {}): CatalogJob {
  return {
    externalId: 'job-1',
    status: 'finished',
    lastModified: Date.UTC(2026, 10, 20, 9, 30),
    registered: Date.UTC(2026, 10, 20, 9),
    reuseJobDate: undefined,
    currentSection: 'uploading_images_to_media_server',
    check: { productCategories: [], products: [] },
    imageUpload: { processed: 0, total: 0, errors: [] },
    domainExports: [],
    ...overrides,
  };
}

/** {@link aCatalogJob} still checking product categories. */
export function aRunningCatalogJob(overrides: Partial<CatalogJob> = {}): CatalogJob {
  return aCatalogJob({ status: 'in_progress', currentSection: 'check.product_categories', ...overrides });
}
