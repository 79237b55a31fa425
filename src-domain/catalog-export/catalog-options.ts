import { isValidEmail } from '@domain/shared-kernel';

/**
 * A pharmacy domain offered for export (spec 1 §3 "Catalog options" subscriptions: id, domain, types, eid,
 * name, email, selected). `email` is the contact text as stored; it may list several addresses.
 */
export interface CatalogSubscription {
  readonly id: string;
  readonly domain: string;
  readonly types: readonly string[];
  readonly eid: number;
  readonly name: string;
  readonly email: string;
  readonly selected: boolean;
}

/** A working category of the catalog (spec 1 §3: term_id, selected). */
export interface WorkingCategory {
  readonly termId: number;
  readonly selected: boolean;
  /** Not in the spec: the category's name when the server sends it. */
  readonly name?: string;
}

/** The catalog screen's options (spec 1 §3, §7 GET/PUT /api/v1/catalog/options/type/parapharmacy). */
export interface CatalogOptions {
  readonly subscriptions: readonly CatalogSubscription[];
  readonly workingCategories: readonly WorkingCategory[];
}

/** A domain's catalog subscriptions (spec 1 §3 "Subscription"; §2.4 prescription and parapharmacy toggles). */
export interface DomainSubscription {
  readonly domain: string;
  readonly email: string;
  readonly prescription: boolean;
  readonly parapharmacy: boolean;
}

/** The domains selected for export, once each, in list order (spec 1 §3 subscriptions.selected). */
export function selectedDomains(subscriptions: readonly CatalogSubscription[]): readonly string[] {
  return [...new Set(subscriptions.filter((subscription) => subscription.selected).map((subscription) => subscription.domain))];
}

/**
 * The categories a check or an export leaves out (spec 1 §7 exclude_working_categories). Not in the spec
 * which way the filter runs: a selected working category is one the user chose to exclude.
 */
export function excludedWorkingCategories(categories: readonly WorkingCategory[]): readonly number[] {
  return categories.filter((category) => category.selected).map((category) => category.termId);
}

/**
 * The addresses in a subscription's contact text, for the export's contact_email list (spec 1 §3
 * domains_info). Not in the spec: addresses may be separated by commas, semicolons or spaces; empty
 * pieces are dropped.
 */
export function contactEmails(email: string): readonly string[] {
  return email.split(/[\s,;]+/).filter((address) => address !== '');
}

/** The catalog types a domain subscribes to (spec 1 §2.4: prescription and parapharmacy toggles). */
export type SubscriptionType = 'prescription' | 'parapharmacy';

/**
 * The subscriptions after switching `type` of `domain` to `value` (spec 1 §2.4); other domains are left
 * as they were. Used for the optimistic toggle, reverted by restoring the list it came from.
 */
export function withSubscriptionType(
  subscriptions: readonly DomainSubscription[],
  domain: string,
  type: SubscriptionType,
  value: boolean,
): readonly DomainSubscription[] {
  return subscriptions.map((subscription) => (subscription.domain === domain ? { ...subscription, [type]: value } : subscription));
}

/** The options after selecting or unselecting the subscription `id` for export (spec 1 §3 subscriptions.selected). */
export function withSubscriptionSelected(options: CatalogOptions, id: string, selected: boolean): CatalogOptions {
  return { ...options, subscriptions: options.subscriptions.map((subscription) => (subscription.id === id ? { ...subscription, selected } : subscription)) };
}

/** The options after selecting every listed subscription, or none (the domain list's "select all"). */
export function withAllSubscriptionsSelected(options: CatalogOptions, selected: boolean): CatalogOptions {
  return { ...options, subscriptions: options.subscriptions.map((subscription) => ({ ...subscription, selected })) };
}

/**
 * The options after selecting or unselecting the working category `termId` (spec 1 §3 workingCategories);
 * a selected category is left out of checks and exports (see {@link excludedWorkingCategories}).
 */
export function withWorkingCategorySelected(options: CatalogOptions, termId: number, selected: boolean): CatalogOptions {
  return { ...options, workingCategories: options.workingCategories.map((category) => (category.termId === termId ? { ...category, selected } : category)) };
}

/**
 * The export's test emails that are not email addresses (spec 1 §3 "test emails"). Not in the spec: each
 * address must match the product's email pattern after trimming; none is a valid choice.
 */
export function invalidTestEmails(emails: readonly string[]): readonly string[] {
  return emails.filter((email) => !isValidEmail(email.trim()));
}
