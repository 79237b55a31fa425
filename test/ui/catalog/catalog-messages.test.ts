import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES, type CatalogMessageCode } from '@domain/catalog-export';
import { catalogMessages } from '@ui/catalog/catalog-messages';
import { validateCatalogSearch } from '@ui/catalog/catalog-search';

describe('catalog messages', () => {
  it('are the spec texts of the domain, word for word', () => {
    for (const code of Object.keys(CATALOG_MESSAGES) as CatalogMessageCode[]) {
      expect(catalogMessages[code].message).toBe(CATALOG_MESSAGES[code]);
    }
  });
});

describe('validateCatalogSearch', () => {
  it('keeps the tab, the report and the table parameters', () => {
    expect(validateCatalogSearch({ tab: 'reports', report: '4eedd62673cf293ef3429a8d', page: '2', count: '25' })).toEqual({
      tab: 'reports',
      report: '4eedd62673cf293ef3429a8d',
      page: 2,
      count: 25,
    });
  });

  it('drops an unknown tab and an empty report', () => {
    expect(validateCatalogSearch({ tab: 'ajustes', report: ' ' })).toEqual({});
  });
});
