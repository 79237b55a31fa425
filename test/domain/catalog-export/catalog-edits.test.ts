import { describe, expect, it } from 'vitest';
import {
  excludedWorkingCategories,
  invalidTestEmails,
  selectedDomains,
  withAllSubscriptionsSelected,
  withSubscriptionSelected,
  withSubscriptionType,
  withWorkingCategorySelected,
  type CatalogOptions,
  type DomainSubscription,
} from '@domain/catalog-export';
import { aCatalogSubscription, aDomainSubscription, aWorkingCategory } from '../../support/builders/catalog.builder';

const subscriptions: readonly DomainSubscription[] = [aDomainSubscription(), aDomainSubscription({ domain: 'dos.es', email: 'dos@dos.es', prescription: true, parapharmacy: false })];

const options: CatalogOptions = {
  subscriptions: [
    aCatalogSubscription({ id: 's1', domain: 'uno.es', eid: 501, name: 'Farmacia Uno', email: 'uno@uno.es' }),
    aCatalogSubscription({ id: 's2', domain: 'dos.es', eid: 502, name: 'Farmacia Dos', email: 'dos@dos.es', selected: false }),
  ],
  workingCategories: [
    aWorkingCategory({ termId: 101, name: 'Dermocosmética' }),
    aWorkingCategory({ termId: 102, selected: true, name: 'Veterinaria' }),
  ],
};

describe('withSubscriptionType', () => {
  it('switches one type of one domain and leaves the rest as they were', () => {
    expect(withSubscriptionType(subscriptions, 'uno.es', 'prescription', true)).toEqual([
      { domain: 'uno.es', email: 'uno@uno.es', prescription: true, parapharmacy: true },
      subscriptions[1],
    ]);
    expect(withSubscriptionType(subscriptions, 'dos.es', 'parapharmacy', true)[1]).toEqual({ domain: 'dos.es', email: 'dos@dos.es', prescription: true, parapharmacy: true });
  });

  it('leaves the list unchanged for an unknown domain', () => {
    expect(withSubscriptionType(subscriptions, 'tres.es', 'prescription', true)).toEqual(subscriptions);
  });
});

describe('export option edits', () => {
  it('selects and unselects a domain for export', () => {
    expect(selectedDomains(withSubscriptionSelected(options, 's2', true).subscriptions)).toEqual(['uno.es', 'dos.es']);
    expect(selectedDomains(withSubscriptionSelected(options, 's1', false).subscriptions)).toEqual([]);
  });

  it('selects every domain or none', () => {
    expect(selectedDomains(withAllSubscriptionsSelected(options, true).subscriptions)).toEqual(['uno.es', 'dos.es']);
    expect(selectedDomains(withAllSubscriptionsSelected(options, false).subscriptions)).toEqual([]);
  });

  it('excludes and includes a working category', () => {
    expect(excludedWorkingCategories(withWorkingCategorySelected(options, 101, true).workingCategories)).toEqual([101, 102]);
    expect(excludedWorkingCategories(withWorkingCategorySelected(options, 102, false).workingCategories)).toEqual([]);
  });
});

describe('invalidTestEmails', () => {
  it('lists the addresses that are not emails', () => {
    expect(invalidTestEmails(['compras@farmacia-uno.es', ' pruebas@farmacia-dos.es ', 'sin-arroba', 'a@b'])).toEqual(['sin-arroba', 'a@b']);
  });

  it('accepts no test emails', () => {
    expect(invalidTestEmails([])).toEqual([]);
  });
});
