import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  domainExportOutcome,
  failedDomainExports,
  formatElapsed,
  isExportJob,
  isExportWithoutResults,
  isReusableJob,
  issueCounts,
  jobProgress,
  jobStatusKind,
  reportIssueRows,
  reusableJobs,
  sectionPercent,
  type CatalogJob,
  type SectionProgress,
} from '@domain/catalog-export';
import { aCatalogJob } from '../../support/builders/catalog.builder';

describe('jobStatusKind', () => {
  it.each([
    ['in_progress', 'in-progress'],
    ['Running', 'in-progress'],
    ['finished', 'finished'],
    ['finished with errors', 'finished-with-errors'],
    ['STOPPED', 'stopped'],
    ['canceled', 'cancelled'],
    ['cancelled', 'cancelled'],
    ['archivado', 'unknown'],
    ['', 'unknown'],
  ] as const)('reads %j as %s', (status, kind) => {
    expect(jobStatusKind(status)).toBe(kind);
  });
});

describe('domainExportOutcome', () => {
  it.each([
    ['pending', 'pending'],
    ['in_progress', 'running'],
    ['in-progress', 'running'],
    ['success', 'exported'],
    ['Done', 'exported'],
    ['error', 'failed'],
    [' failed ', 'failed'],
    ['retrying', 'unknown'],
  ] as const)('reads %j as %s', (status, outcome) => {
    expect(domainExportOutcome(status)).toBe(outcome);
  });
});

describe('export results', () => {
  const exportJob = (statuses: readonly string[]) =>
    aCatalogJob({ currentSection: 'exporting_catalog_to_domains', domainExports: statuses.map((status, index) => ({ domain: `d${index}.es`, status })) });

  it('tells a check (no domains) from an export', () => {
    expect(isExportJob(aCatalogJob())).toBe(false);
    expect(isExportJob(exportJob(['pending']))).toBe(true);
  });

  it('reports an export with no results only once it has finished without exporting to any domain', () => {
    expect(isExportWithoutResults(exportJob(['error', 'pending']), 'finished')).toBe(true);
    expect(isExportWithoutResults(exportJob(['error', 'success']), 'finished')).toBe(false);
    expect(isExportWithoutResults(exportJob(['pending', 'pending']), 'in-progress')).toBe(false);
    expect(isExportWithoutResults(aCatalogJob(), 'finished')).toBe(false);
  });

  it('lists failed domains while running, and every domain not exported once finished', () => {
    const job = exportJob(['success', 'error', 'pending', 'in_progress']);
    expect(failedDomainExports(job, 'in-progress')).toEqual([{ domain: 'd1.es', status: 'error' }]);
    expect(failedDomainExports(job, 'finished').map((entry) => entry.domain)).toEqual(['d1.es', 'd2.es', 'd3.es']);
  });
});

describe('report errors', () => {
  const job = aCatalogJob({
    currentSection: 'exporting_catalog_to_domains',
    check: {
      productCategories: [{ id: '104', message: 'Categoría sin padre' }],
      products: [
        { id: '154872', message: 'Sin precio' },
        { id: '160011', message: 'Sin EAN' },
      ],
    },
    imageUpload: { processed: 10, total: 10, errors: [{ id: 'cn-154872.jpg', message: 'No encontrada' }] },
    domainExports: [
      { domain: 'uno.es', status: 'success' },
      { domain: 'dos.es', status: 'error' },
    ],
  });

  it('counts the errors of each table', () => {
    expect(issueCounts(job, 'finished')).toEqual({ product_categories: 1, products: 2, images: 1, domains: 1 });
  });

  it('lists every error table by table, a domain with its status', () => {
    expect(reportIssueRows(job, 'finished')).toEqual([
      { table: 'product_categories', id: '104', message: 'Categoría sin padre' },
      { table: 'products', id: '154872', message: 'Sin precio' },
      { table: 'products', id: '160011', message: 'Sin EAN' },
      { table: 'images', id: 'cn-154872.jpg', message: 'No encontrada' },
      { table: 'domains', id: 'dos.es', message: 'error' },
    ]);
  });
});

describe('reusable jobs', () => {
  it.each([
    ['a finished check that uploaded images', 'finished', 'uploading_images_to_media_server', true],
    ['a finished export', 'finished_with_errors', 'exporting_catalog_to_domains', true],
    ['an export stopped after the check', 'stopped', 'check.products', false],
    ['a cancelled job', 'cancelled', 'exporting_catalog_to_domains', false],
    ['a running job', 'in_progress', 'exporting_catalog_to_domains', false],
    ['a job with an unknown section', 'finished', 'nueva_seccion', false],
  ] as const)('takes %s as reusable: %s', (_name, status, currentSection, reusable) => {
    expect(isReusableJob(aCatalogJob({ status, currentSection }))).toBe(reusable);
  });

  it('keeps the records order', () => {
    const records = [aCatalogJob({ externalId: 'a' }), aCatalogJob({ externalId: 'b', status: 'cancelled' }), aCatalogJob({ externalId: 'c' })];
    expect(reusableJobs(records).map((job) => job.externalId)).toEqual(['a', 'c']);
  });
});

describe('sectionPercent', () => {
  const bars = (job: CatalogJob, phase: 'in-progress' | 'finished'): readonly SectionProgress[] => jobProgress(job, phase);

  it('fills done sections, empties pending ones and measures the running check by its subsections', () => {
    expect(bars(aCatalogJob({ currentSection: 'check.product_categories' }), 'in-progress').map(sectionPercent)).toEqual([0, 0, 0, 0]);
    expect(bars(aCatalogJob({ currentSection: 'check.products' }), 'in-progress').map(sectionPercent)).toEqual([50, 0, 0, 0]);
  });

  it('has no measure for reading the products', () => {
    expect(bars(aCatalogJob({ currentSection: 'reading_total_products' }), 'in-progress').map(sectionPercent)).toEqual([100, undefined, 0, 0]);
  });

  it('measures the upload by its images and the export by its domains that are over', () => {
    const upload = aCatalogJob({ currentSection: 'uploading_images_to_media_server', imageUpload: { processed: 30, total: 120, errors: [] } });
    expect(bars(upload, 'in-progress').map(sectionPercent)).toEqual([100, 100, 25, 0]);
    const exporting = aCatalogJob({
      currentSection: 'exporting_catalog_to_domains',
      domainExports: [
        { domain: 'a.es', status: 'success' },
        { domain: 'b.es', status: 'error' },
        { domain: 'c.es', status: 'in_progress' },
        { domain: 'd.es', status: 'pending' },
      ],
    });
    expect(bars(exporting, 'in-progress').map(sectionPercent)).toEqual([100, 100, 100, 50]);
    expect(bars(aCatalogJob({ currentSection: 'exporting_catalog_to_domains' }), 'in-progress').map(sectionPercent)).toEqual([100, 100, 100, undefined]);
    expect(bars(exporting, 'finished').map(sectionPercent)).toEqual([100, 100, 100, 100]);
  });
});

describe('formatElapsed', () => {
  it.each([
    [0, '00:00'],
    [999, '00:00'],
    [42_000, '00:42'],
    [61_500, '01:01'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
    [37_230_000, '10:20:30'],
    [-5_000, '00:00'],
    [Number.NaN, '00:00'],
  ])('shows %d ms as %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });

  it('always shows two-digit minutes and seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3_600_000 }), (ms) => {
        expect(formatElapsed(ms)).toMatch(/^(\d+:)?[0-5]\d:[0-5]\d$/);
      }),
      { numRuns: 100 },
    );
  });
});
