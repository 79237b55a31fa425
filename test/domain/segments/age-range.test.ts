import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SEGMENT_MAX_AGE, SEGMENT_MIN_AGE, clampAgeRange } from '@domain/segments';

describe('clampAgeRange', () => {
  it.each([
    [30, 50, 30, 50],
    [10, 50, 16, 50],
    [120, 150, 100, 100],
    [100, 100, 100, 100],
    [100, 20, 100, 100],
    [40, 40, 40, 41],
    [40, 20, 40, 41],
    [99, 99, 99, 100],
    [16, 5, 16, 17],
    [-5, -10, 16, 17],
    [30, 130, 30, 100],
    [30.4, 50.6, 30, 51],
    [Number.NaN, 50, 16, 50],
    [30, Number.NaN, 30, 100],
    [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, 16, 100],
  ])('corrects min %s and max %s to min %s and max %s', (minAge, maxAge, clampedMin, clampedMax) => {
    expect(clampAgeRange({ minAge, maxAge })).toEqual({ minAge: clampedMin, maxAge: clampedMax });
  });

  it('uses ages 16 to 100', () => {
    expect([SEGMENT_MIN_AGE, SEGMENT_MAX_AGE]).toEqual([16, 100]);
  });

  const anAge = fc.oneof(fc.integer({ min: -50, max: 200 }), fc.double({ min: -1e6, max: 1e6 }), fc.constant(Number.NaN));

  it('always gives whole ages within 16 and 100', () => {
    fc.assert(
      fc.property(anAge, anAge, (minAge, maxAge) => {
        const range = clampAgeRange({ minAge, maxAge });
        for (const age of [range.minAge, range.maxAge]) {
          expect(Number.isInteger(age) && age >= 16 && age <= 100).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives a maximum above the minimum, except 100 and 100', () => {
    fc.assert(
      fc.property(anAge, anAge, (minAge, maxAge) => {
        const range = clampAgeRange({ minAge, maxAge });
        if (range.minAge === 100) expect(range.maxAge).toBe(100);
        else expect(range.maxAge).toBeGreaterThan(range.minAge);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anAge, anAge, (minAge, maxAge) => {
        const once = clampAgeRange({ minAge, maxAge });
        expect(clampAgeRange(once)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a valid range as it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 16, max: 99 }), fc.integer({ min: 1, max: 84 }), (minAge, span) => {
        const maxAge = Math.min(100, minAge + span);
        expect(clampAgeRange({ minAge, maxAge })).toEqual({ minAge, maxAge });
      }),
      { numRuns: 100 },
    );
  });
});
