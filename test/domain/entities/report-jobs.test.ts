import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ENTITY_FORM_STATUSES,
  REPORT_DIALOG_MONTHS,
  REPORT_DIALOG_YEARS,
  compareMonths,
  entityFormStatusFrom,
  hasActiveReportJobs,
  isOfferedMonth,
  isReportJobActive,
  lastClosedMonth,
  laterMonth,
  regenerateByErpError,
  reportGenerationError,
  sortEntities,
  withEntityDetails,
  withReportStatuses,
  type EntityDetails,
  type EntityListRow,
  type EntityReportStatus,
} from '@domain/entities';

const aRow = (overrides: Partial<EntityListRow> = {}): EntityListRow => ({
  id: 1,
  name: 'Farmacia Uno',
  contactName: 'Ana',
  kam: 'Lucía',
  erp: 'Farmatic',
  lastUploadDate: 0,
  lastCache: { year: 2026, month: 9 },
  lastReport: { year: 2026, month: 8 },
  ...overrides,
});

const aStatus = (overrides: Partial<EntityReportStatus> = {}): EntityReportStatus => ({ eid: 1, state: 'idle', lastCache: undefined, lastReport: undefined, ...overrides });

describe('cache and report dialogs', () => {
  it('offer the years 2015, 2016 and 2017 with their twelve months', () => {
    expect(REPORT_DIALOG_YEARS).toEqual([2015, 2016, 2017]);
    expect(REPORT_DIALOG_MONTHS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('need a selected pharmacy before anything else', () => {
    expect(reportGenerationError({ kind: 'cache', entities: [], from: { year: 2030, month: 0 } })).toBe('NO_PHARMACY_SELECTED');
  });

  it('accept only an offered month', () => {
    expect(reportGenerationError({ kind: 'report', entities: [1], from: { year: 2016, month: 3 } })).toBeUndefined();
    expect(reportGenerationError({ kind: 'report', entities: [1], from: { year: 2026, month: 3 } })).toBe('MONTH_NOT_OFFERED');
    expect(isOfferedMonth({ year: 2017, month: 13 })).toBe(false);
    expect(isOfferedMonth({ year: 2015, month: 1 })).toBe(true);
  });

  it('regenerate by ERP only when the cache or the reports are asked for', () => {
    expect(regenerateByErpError({ cache: false, report: false, erp: 'all' })).toBe('NOTHING_TO_REGENERATE');
    expect(regenerateByErpError({ cache: true, report: false, erp: 'Farmatic' })).toBeUndefined();
    expect(regenerateByErpError({ cache: false, report: true, erp: 'Unycop' })).toBeUndefined();
  });
});

describe('job states', () => {
  it('are active while pending or running', () => {
    expect(['idle', 'pending', 'running', 'failed'].map((state) => isReportJobActive(state as EntityReportStatus['state']))).toEqual([false, true, true, false]);
    expect(hasActiveReportJobs([aStatus(), aStatus({ state: 'running' })])).toBe(true);
    expect(hasActiveReportJobs([aStatus(), aStatus({ state: 'failed' })])).toBe(false);
  });
});

describe('months', () => {
  it('take the later of two, an absent one counting as earlier', () => {
    expect(laterMonth(undefined, { year: 2026, month: 1 })).toEqual({ year: 2026, month: 1 });
    expect(laterMonth({ year: 2026, month: 1 }, undefined)).toEqual({ year: 2026, month: 1 });
    expect(laterMonth({ year: 2025, month: 12 }, { year: 2026, month: 1 })).toEqual({ year: 2026, month: 1 });
    expect(laterMonth({ year: 2026, month: 2 }, { year: 2026, month: 1 })).toEqual({ year: 2026, month: 2 });
  });

  it('compare by year then month, an absent one first', () => {
    expect(compareMonths(undefined, undefined)).toBe(0);
    expect(compareMonths(undefined, { year: 2000, month: 1 })).toBeLessThan(0);
    expect(compareMonths({ year: 2000, month: 1 }, undefined)).toBeGreaterThan(0);
    expect(compareMonths({ year: 2025, month: 12 }, { year: 2026, month: 1 })).toBeLessThan(0);
  });

  it('order as their year and month do', () => {
    const month = fc.record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) });
    fc.assert(
      fc.property(month, month, (a, b) => Math.sign(compareMonths(a, b)) === Math.sign(a.year - b.year || a.month - b.month) && laterMonth(a, b) === (compareMonths(b, a) > 0 ? b : a)),
      { numRuns: 200 },
    );
  });

  it('end the month before the one of `now` in Madrid', () => {
    expect(lastClosedMonth(Date.UTC(2026, 10, 21, 9))).toEqual({ year: 2026, month: 10 });
    // 1 January 2027 at 00:30 in Madrid is still 31 December in UTC.
    expect(lastClosedMonth(Date.UTC(2026, 11, 31, 23, 30))).toEqual({ year: 2026, month: 12 });
    expect(lastClosedMonth(Date.UTC(2026, 0, 15))).toEqual({ year: 2025, month: 12 });
  });
});

describe('rows with the reports status', () => {
  it('take the later of the list and the status months, and keep rows without news as they are', () => {
    const unchanged = aRow({ id: 2 });
    const rows = [aRow(), unchanged, aRow({ id: 3 })];
    const statuses = new Map([
      [1, aStatus({ lastCache: { year: 2026, month: 10 }, lastReport: { year: 2026, month: 7 } })],
      [3, aStatus({ eid: 3, lastCache: { year: 2026, month: 1 } })],
    ]);
    const merged = withReportStatuses(rows, statuses);
    expect(merged[0]).toEqual(aRow({ lastCache: { year: 2026, month: 10 } }));
    expect(merged[1]).toBe(unchanged);
    expect(merged[2]).toBe(rows[2]);
  });

  it('sort by last cache and last report, rows without one last in either direction', () => {
    const rows = [aRow({ id: 1, lastCache: undefined }), aRow({ id: 2, lastCache: { year: 2026, month: 1 } }), aRow({ id: 3, lastCache: { year: 2025, month: 5 } }), aRow({ id: 4, lastCache: undefined })];
    expect(sortEntities(rows, { column: 'lastCache', direction: 'asc' }).map((row) => row.id)).toEqual([3, 2, 1, 4]);
    expect(sortEntities(rows, { column: 'lastCache', direction: 'desc' }).map((row) => row.id)).toEqual([2, 3, 1, 4]);
    const same = [aRow({ id: 6 }), aRow({ id: 5 })];
    expect(sortEntities(same, { column: 'lastReport', direction: 'desc' }).map((row) => row.id)).toEqual([5, 6]);
  });
});

describe('v2 details', () => {
  it('read the form status in any case, an unknown or empty one as none', () => {
    expect(ENTITY_FORM_STATUSES.map((status) => entityFormStatusFrom(` ${status.toUpperCase()} `))).toEqual([...ENTITY_FORM_STATUSES]);
    expect([entityFormStatusFrom('archived'), entityFormStatusFrom(''), entityFormStatusFrom(null), entityFormStatusFrom(undefined)]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('join each row by its id, rows without details staying the same objects', () => {
    const details: EntityDetails = { eid: 1, formStatus: 'sent', commercial: 'Tomás', administrative: 'Eva', contactMail: 'eva@example.es' };
    const without = aRow({ id: 2 });
    const joined = withEntityDetails([aRow(), without], new Map([[1, details]]));
    expect(joined[0]).toEqual({ ...aRow(), details });
    expect(joined[1]).toBe(without);
  });
});
