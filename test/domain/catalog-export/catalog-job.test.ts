import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INITIAL_DOMAIN_EXPORT_STATUS,
  initialDomainExports,
  isCheckWithErrors,
  jobProgress,
  withFinishedJob,
} from '@domain/catalog-export';
import { aCatalogJob } from '../../support/builders/catalog.builder';

const categoryError = { id: 'cat-12', message: 'Categoría sin padre' };
const productError = { id: '654321', message: 'Producto sin precio' };

describe('initialDomainExports', () => {
  it('starts every domain pending, once, in order', () => {
    expect(INITIAL_DOMAIN_EXPORT_STATUS).toBe('pending');
    expect(initialDomainExports(['b.es', 'a.es', 'b.es'])).toEqual([
      { domain: 'b.es', status: 'pending' },
      { domain: 'a.es', status: 'pending' },
    ]);
  });
});

describe('isCheckWithErrors', () => {
  it.each([
    ['category errors after the check', 'reading_total_products', 'in-progress', [categoryError], [], true],
    ['product errors after the check', 'exporting_catalog_to_domains', 'in-progress', [], [productError], true],
    ['errors on a finished job', 'check.products', 'finished', [categoryError], [productError], true],
    ['errors while the check still runs', 'check.products', 'in-progress', [categoryError], [], false],
    ['errors with an unknown section while running', 'nueva_seccion', 'in-progress', [categoryError], [], false],
    ['no errors after the check', 'reading_total_products', 'finished', [], [], false],
  ] as const)('detects %s as %s', (_name, currentSection, phase, productCategories, products, expected) => {
    expect(isCheckWithErrors(aCatalogJob({ currentSection, check: { productCategories, products } }), phase)).toBe(expected);
  });
});

describe('withFinishedJob', () => {
  it('prepends the finished job to the records', () => {
    const older = [aCatalogJob({ externalId: 'job-0' })];
    expect(withFinishedJob(older, aCatalogJob({ externalId: 'job-1' })).map((job) => job.externalId)).toEqual(['job-1', 'job-0']);
  });

  it('replaces an earlier record of the same job', () => {
    const records = [aCatalogJob({ externalId: 'job-2', status: 'running' }), aCatalogJob({ externalId: 'job-1', status: 'old' })];
    const result = withFinishedJob(records, aCatalogJob({ externalId: 'job-1', status: 'finished' }));
    expect(result.map((job) => [job.externalId, job.status])).toEqual([
      ['job-1', 'finished'],
      ['job-2', 'running'],
    ]);
  });
});

describe('jobProgress', () => {
  it('shows a bar per section with the check subsections, image counts and domain statuses', () => {
    const job = aCatalogJob({
      currentSection: 'uploading_images_to_media_server',
      imageUpload: { processed: 150, total: 400, errors: [{ id: 'img-1.jpg', message: 'No encontrada' }] },
      domainExports: initialDomainExports(['farmacia-uno.es']),
    });
    expect(jobProgress(job, 'in-progress')).toEqual([
      {
        section: 'check',
        state: 'done',
        subsections: [
          { subsection: 'product_categories', state: 'done' },
          { subsection: 'products', state: 'done' },
        ],
      },
      { section: 'reading_total_products', state: 'done' },
      { section: 'uploading_images_to_media_server', state: 'running', processed: 150, total: 400, errors: 1, percent: 38 },
      { section: 'exporting_catalog_to_domains', state: 'pending', domains: [{ domain: 'farmacia-uno.es', status: 'pending' }] },
    ]);
  });

  it.each([
    ['no total on a running upload', 'uploading_images_to_media_server', 'in-progress', 0, 0, 0],
    ['no total on a finished upload', 'exporting_catalog_to_domains', 'in-progress', 0, 0, 100],
    ['more processed than the total', 'uploading_images_to_media_server', 'in-progress', 12, 10, 100],
    ['a negative count', 'uploading_images_to_media_server', 'in-progress', -5, 10, 0],
    ['an unreadable count', 'uploading_images_to_media_server', 'in-progress', Number.NaN, 10, 0],
    ['every image processed', 'uploading_images_to_media_server', 'finished', 10, 10, 100],
  ] as const)('shows %s as %i %%', (_name, currentSection, phase, processed, total, percent) => {
    const bar = jobProgress(aCatalogJob({ currentSection, imageUpload: { processed, total, errors: [] } }), phase)[2];
    expect(bar).toMatchObject({ section: 'uploading_images_to_media_server', percent });
  });

  it('keeps the image percentage between 0 and 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (processed, total) => {
        const bar = jobProgress(aCatalogJob({ currentSection: 'uploading_images_to_media_server', imageUpload: { processed, total, errors: [] } }), 'in-progress')[2];
        const percent = bar?.section === 'uploading_images_to_media_server' ? bar.percent : Number.NaN;
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(Number.isInteger(percent)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
