import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_JOB_SORT, END_DATE_EXTENSION_MS, filterJobs, jobFilterOfForm, jobSearchQuery, madridDayStart, searchJobs, sortJobs, type Job } from '@domain/jobs';

const job = (id: string, overrides: Partial<Job> = {}): Job => ({
  id,
  creation: Date.UTC(2026, 10, 10, 9),
  lastUpdate: Date.UTC(2026, 10, 10, 10),
  schedule: undefined,
  type: 'CATALOG_EXPORT',
  subtype: 'EXPORT_PRODUCTS',
  eid: 500,
  author: 'backoffice',
  status: 'DONE',
  info: undefined,
  ...overrides,
});

describe('madridDayStart', () => {
  it('is midnight in Madrid, in winter and in summer', () => {
    expect(madridDayStart('2026-11-21')).toBe(Date.UTC(2026, 10, 20, 23));
    expect(madridDayStart('2026-07-01')).toBe(Date.UTC(2026, 5, 30, 22));
  });

  it('is undefined for no day, a malformed one or one not in the calendar', () => {
    expect(madridDayStart(undefined)).toBeUndefined();
    expect(madridDayStart('21/11/2026')).toBeUndefined();
    expect(madridDayStart('2026-02-30')).toBeUndefined();
  });
});

describe('jobFilterOfForm', () => {
  it('turns the days into day starts and keeps only what is set', () => {
    expect(jobFilterOfForm({ createdFrom: '2026-11-01', createdTo: '2026-11-21', status: 'FAILED', eid: 500 })).toEqual({
      creation: { from: Date.UTC(2026, 9, 31, 23), to: Date.UTC(2026, 10, 20, 23) },
      eid: 500,
      status: 'FAILED',
    });
    expect(jobFilterOfForm({ updatedTo: '2026-11-21', type: 'MAINPANEL', subtype: 'CACHE', author: 'mgarcia' })).toEqual({
      lastUpdate: { from: undefined, to: Date.UTC(2026, 10, 20, 23) },
      type: 'MAINPANEL',
      subtype: 'CACHE',
      author: 'mgarcia',
    });
  });

  it('leaves a range open when neither day can be read', () => {
    expect(jobFilterOfForm({ createdFrom: 'mañana', updatedFrom: '' })).toEqual({});
  });
});

describe('searchJobs', () => {
  const jobs = [
    job('J-1', { creation: Date.UTC(2026, 10, 1, 9), status: 'FAILED' }),
    job('J-2', { creation: Date.UTC(2026, 10, 20, 22, 59), lastUpdate: Date.UTC(2026, 10, 20, 23), type: 'MAINPANEL', subtype: 'CACHE', eid: 501 }),
    job('J-3', { creation: Date.UTC(2026, 10, 15, 9), status: 'deleted' }),
    job('J-4', { creation: Date.UTC(2026, 10, 15, 9), author: 'mgarcia', eid: undefined }),
  ];

  it('answers the jobs not deleted, newest first (ties by id)', () => {
    expect(searchJobs(jobs, jobSearchQuery({})).map((found) => found.id)).toEqual(['J-2', 'J-4', 'J-1']);
    const tied = [job('J-9', { creation: 5 }), job('J-8', { creation: 5 })];
    expect(searchJobs(tied, jobSearchQuery({})).map((found) => found.id)).toEqual(['J-8', 'J-9']);
  });

  it('includes the whole end day of a range', () => {
    const query = jobSearchQuery(jobFilterOfForm({ createdFrom: '2026-11-15', createdTo: '2026-11-20' }));
    expect(searchJobs(jobs, query).map((found) => found.id)).toEqual(['J-2', 'J-4']);
    expect(query.creation?.to).toBe(Date.UTC(2026, 10, 19, 23) + END_DATE_EXTENSION_MS);
  });

  it('matches the last update, eid, type, subtype, author and status exactly', () => {
    const ids = (filter: Parameters<typeof jobSearchQuery>[0]) => searchJobs(jobs, jobSearchQuery(filter)).map((found) => found.id);
    expect(ids({ lastUpdate: { from: Date.UTC(2026, 10, 20, 23), to: undefined } })).toEqual(['J-2']);
    expect(ids({ lastUpdate: { from: undefined, to: Date.UTC(2026, 10, 10, 10) - END_DATE_EXTENSION_MS } })).toEqual(['J-4', 'J-1']);
    expect(ids({ eid: 501 })).toEqual(['J-2']);
    expect(ids({ type: 'MAINPANEL', subtype: 'CACHE' })).toEqual(['J-2']);
    expect(ids({ author: 'mgarcia' })).toEqual(['J-4']);
    expect(ids({ status: 'FAILED' })).toEqual(['J-1']);
    expect(ids({ status: 'deleted' })).toEqual(['J-3']);
  });

  it('answers at most 200 jobs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 450 }), (count) => {
        const many = Array.from({ length: count }, (_, index) => job(`J-${index}`, { creation: index }));
        const found = searchJobs(many, jobSearchQuery({}));
        expect(found).toHaveLength(Math.min(count, 200));
        expect(found[0]?.creation).toBe(count === 0 ? undefined : count - 1);
      }),
      { numRuns: 50 },
    );
  });
});

describe('filterJobs and sortJobs', () => {
  const jobs = [job('J-1', { author: 'Lucía', status: 'FAILED', eid: 12 }), job('J-2', { type: 'MAINPANEL', creation: 5, eid: undefined }), job('J-3', { type: 'SHOP_SYNC', creation: 9, lastUpdate: 1 })];

  it('finds jobs by every word, accents and case ignored', () => {
    expect(filterJobs(jobs, 'lucia failed').map((found) => found.id)).toEqual(['J-1']);
    expect(filterJobs(jobs, '  ')).toBe(jobs);
  });

  it('sorts by text, number or date, either way, ties newest first', () => {
    expect(sortJobs(jobs, DEFAULT_JOB_SORT).map((found) => found.id)).toEqual(['J-1', 'J-3', 'J-2']);
    expect(sortJobs(jobs, { column: 'type', direction: 'asc' }).map((found) => found.id)).toEqual(['J-1', 'J-2', 'J-3']);
    expect(sortJobs(jobs, { column: 'eid', direction: 'desc' }).map((found) => found.id)).toEqual(['J-3', 'J-1', 'J-2']);
    expect(sortJobs(jobs, { column: 'lastUpdate', direction: 'asc' }).map((found) => found.id)).toEqual(['J-3', 'J-1', 'J-2']);
    for (const column of ['subtype', 'author', 'status'] as const) expect(sortJobs(jobs, { column, direction: 'asc' })).toHaveLength(3);
    expect(sortJobs(jobs, { column: 'status', direction: 'asc' }).map((found) => found.id)).toEqual(['J-3', 'J-2', 'J-1']);
  });
});
