import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_EXPORT_OPTIONS,
  buildExportRequest,
  contactEmails,
  disabledExportFields,
  excludedWorkingCategories,
  exportDomains,
  isHealthyResult,
  prepareExport,
  selectedDomains,
  withReusedJob,
  type CatalogOptions,
  type ExportOptions,
} from '@domain/catalog-export';
import { aCatalogSubscription } from '../../support/builders/catalog.builder';

const catalog: CatalogOptions = {
  subscriptions: [
    aCatalogSubscription({ domain: 'uno.es', eid: 101, name: 'Farmacia Uno', email: 'uno@uno.es, compras@uno.es' }),
    aCatalogSubscription({ domain: 'dos.es', eid: 202, name: 'Farmacia Dos', email: 'dos@dos.es' }),
    aCatalogSubscription({ domain: 'tres.es', eid: 303, selected: false }),
  ],
  workingCategories: [
    { termId: 11, selected: true },
    { termId: 12, selected: false },
    { termId: 13, selected: true },
  ],
};

describe('export options', () => {
  it('default to keeping deleted products without checking images or bypassing errors', () => {
    expect(DEFAULT_EXPORT_OPTIONS).toEqual({
      maintainDeletedProducts: true,
      checkImages: false,
      bypassSectionErrors: false,
      description: '',
      testEmails: [],
      reuseJob: undefined,
    });
    expect(disabledExportFields(DEFAULT_EXPORT_OPTIONS)).toEqual([]);
  });

  it('switch off check_images and description when an earlier job is reused', () => {
    const chosen: ExportOptions = { ...DEFAULT_EXPORT_OPTIONS, checkImages: true, description: 'Campaña de verano' };
    const reused = withReusedJob(chosen, 'job-7');
    expect(reused).toEqual({ ...chosen, reuseJob: 'job-7', checkImages: false, description: '' });
    expect(disabledExportFields(reused)).toEqual(['checkImages', 'description']);
  });

  it('clear only the reused job when none is chosen', () => {
    const reused = withReusedJob(DEFAULT_EXPORT_OPTIONS, 'job-7');
    expect(withReusedJob({ ...reused, checkImages: true }, undefined)).toEqual({ ...reused, checkImages: true, reuseJob: undefined });
  });

  it('apply the reuse effects idempotently', () => {
    const options = fc.record({
      maintainDeletedProducts: fc.boolean(),
      checkImages: fc.boolean(),
      bypassSectionErrors: fc.boolean(),
      description: fc.string(),
      testEmails: fc.array(fc.emailAddress(), { maxLength: 3 }),
      reuseJob: fc.option(fc.string(), { nil: undefined }),
    });
    fc.assert(
      fc.property(options, fc.option(fc.string(), { nil: undefined }), (chosen, jobId) => {
        const once = withReusedJob(chosen, jobId);
        expect(withReusedJob(once, jobId)).toEqual(once);
      }),
      { numRuns: 100 },
    );
  });
});

describe('catalog options', () => {
  it('list the selected domains once each', () => {
    expect(selectedDomains([...catalog.subscriptions, aCatalogSubscription({ domain: 'uno.es' })])).toEqual(['uno.es', 'dos.es']);
  });

  it('exclude the selected working categories', () => {
    expect(excludedWorkingCategories(catalog.workingCategories)).toEqual([11, 13]);
  });

  it.each([
    ['a, b; c  d', ['a', 'b', 'c', 'd']],
    ['  solo@farmacia.es ', ['solo@farmacia.es']],
    ['', []],
  ])('split the contact text %j into %j', (text, emails) => {
    expect(contactEmails(text)).toEqual(emails);
  });
});

describe('exportDomains', () => {
  it.each([
    ['error', false],
    [' ERROR ', false],
    ['ok', true],
    ['warning', true],
  ])('reads the health result %j as healthy: %s', (result, healthy) => {
    expect(isHealthyResult(result)).toBe(healthy);
  });

  it('requires a selected domain', () => {
    const none = { ...catalog, subscriptions: catalog.subscriptions.map((subscription) => ({ ...subscription, selected: false })) };
    expect(exportDomains(none, [{ domain: 'uno.es', result: 'ok' }])).toEqual({ ok: false, error: 'NO_DOMAIN_SELECTED' });
  });

  it('requires a healthy catalog on a selected domain', () => {
    const health = [
      { domain: 'uno.es', result: 'error' },
      { domain: 'tres.es', result: 'ok' },
    ];
    expect(exportDomains(catalog, health)).toEqual({ ok: false, error: 'NO_HEALTHY_DOMAIN' });
  });

  it('keeps the healthy selected domains, dropping unchecked and unhealthy ones', () => {
    const health = [
      { domain: 'dos.es', result: 'ok' },
      { domain: 'uno.es', result: 'error' },
    ];
    expect(exportDomains(catalog, health)).toEqual({ ok: true, value: ['dos.es'] });
  });

  it('treats a domain reported both healthy and unhealthy as unhealthy', () => {
    const health = [
      { domain: 'uno.es', result: 'ok' },
      { domain: 'uno.es', result: 'error' },
      { domain: 'dos.es', result: 'ok' },
    ];
    expect(exportDomains(catalog, health)).toEqual({ ok: true, value: ['dos.es'] });
  });
});

describe('buildExportRequest', () => {
  it('builds the parapharmacy request from the options, subscriptions and categories', () => {
    const options: ExportOptions = { ...DEFAULT_EXPORT_OPTIONS, description: '  Marzo  ', testEmails: ['qa@farmacia.es'], bypassSectionErrors: true };
    expect(buildExportRequest(['uno.es', 'dos.es'], catalog, options)).toEqual({
      type: 'parapharmacy',
      domains: ['uno.es', 'dos.es'],
      excludeWorkingCategories: [11, 13],
      config: { checkImages: false, bypassSectionErrors: true, maintainDeletedProducts: true, testEmails: ['qa@farmacia.es'] },
      domainsInfo: [
        { domain: 'uno.es', eid: 101, name: 'Farmacia Uno', contactEmails: ['uno@uno.es', 'compras@uno.es'] },
        { domain: 'dos.es', eid: 202, name: 'Farmacia Dos', contactEmails: ['dos@dos.es'] },
      ],
      description: 'Marzo',
      reuseJob: undefined,
    });
  });

  it('gives no domain info for a domain without subscription', () => {
    expect(buildExportRequest(['otra.es'], catalog, DEFAULT_EXPORT_OPTIONS).domainsInfo).toEqual([]);
  });

  it('carries the reused job', () => {
    expect(buildExportRequest(['uno.es'], catalog, withReusedJob(DEFAULT_EXPORT_OPTIONS, 'job-3')).reuseJob).toBe('job-3');
  });
});

describe('prepareExport', () => {
  it('builds the request for the healthy selected domains', () => {
    const prepared = prepareExport(catalog, [{ domain: 'uno.es', result: 'ok' }], DEFAULT_EXPORT_OPTIONS);
    expect(prepared.ok && prepared.value.domains).toEqual(['uno.es']);
  });

  it('returns the validation error instead of a request', () => {
    expect(prepareExport(catalog, [], DEFAULT_EXPORT_OPTIONS)).toEqual({ ok: false, error: 'NO_HEALTHY_DOMAIN' });
  });
});
