import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiError } from '@domain/shared-kernel';
import { CATALOG_STATUS_POLL_INTERVAL_MS, checkStartError, classifyCheckStatus } from '@domain/catalog-export';

describe('classifyCheckStatus', () => {
  it.each([
    [202, true, 'in-progress'],
    [200, false, 'finished'],
    [200, true, 'finished'],
    [202, false, 'failed'],
    [204, false, 'failed'],
    [500, true, 'failed'],
  ] as const)('classifies status %i with job_on_progress %s as %s', (httpStatus, hasJobOnProgress, outcome) => {
    expect(classifyCheckStatus({ httpStatus, hasJobOnProgress })).toBe(outcome);
  });

  it('sees a job in progress only in a 202 carrying the job', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 599 }), fc.boolean(), (httpStatus, hasJobOnProgress) => {
        const outcome = classifyCheckStatus({ httpStatus, hasJobOnProgress });
        expect(outcome === 'in-progress').toBe(httpStatus === 202 && hasJobOnProgress);
        expect(outcome === 'finished').toBe(httpStatus === 200);
      }),
      { numRuns: 100 },
    );
  });

  it('polls every 10 seconds', () => {
    expect(CATALOG_STATUS_POLL_INTERVAL_MS).toBe(10_000);
  });
});

describe('checkStartError', () => {
  it.each([
    ['a 409 conflict', new ApiError('conflict', 409, 'Conflict'), 'CHECK_ALREADY_RUNNING'],
    ['a 409 with another kind', new ApiError('http', 409, 'Conflict'), 'CHECK_ALREADY_RUNNING'],
    ['a server error', new ApiError('http', 500, 'Server error'), 'CHECK_REQUEST_FAILED'],
    ['no server', new ApiError('network', -1, 'Offline'), 'CHECK_REQUEST_FAILED'],
    ['a plain error', new Error('boom'), 'CHECK_REQUEST_FAILED'],
    ['a non-error value', 'boom', 'CHECK_REQUEST_FAILED'],
  ])('reads %s as %s', (_name, error, code) => {
    expect(checkStartError(error)).toBe(code);
  });
});
