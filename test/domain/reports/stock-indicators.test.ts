import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COVERAGE_MAX_DECIMALS, coverageDecimals, deltaArrow, isCoverageBad, isLowRotationShareBad, stockDeltaClass, type Assessment } from '@domain/reports';

const realArb = fc.double({ min: -1e6, max: 1e6, noNaN: true });

describe('stockDeltaClass', () => {
  it.each([
    [-3.01, 'good'],
    [-3, 'neutral'],
    [0, 'neutral'],
    [3, 'neutral'],
    [3.01, 'bad'],
    [-50, 'good'],
    [Number.POSITIVE_INFINITY, 'bad'],
    [Number.NaN, 'neutral'],
  ] as const)('classes a change of %s %% as %s', (delta, expected) => {
    expect(stockDeltaClass(delta)).toBe(expected);
  });

  it('partitions the real line into below -3, from -3 to 3, and above 3', () => {
    fc.assert(
      fc.property(realArb, (delta) => {
        const reference: Assessment = delta < -3 ? 'good' : delta > 3 ? 'bad' : 'neutral';
        expect(stockDeltaClass(delta)).toBe(reference);
      }),
      { numRuns: 300 },
    );
  });

  it('never gets better as the stock grows', () => {
    const rank = { good: 0, neutral: 1, bad: 2 };
    fc.assert(
      fc.property(realArb, realArb, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank[stockDeltaClass(low)]).toBeLessThanOrEqual(rank[stockDeltaClass(high)]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('deltaArrow', () => {
  it.each([
    [1.01, 'up'],
    [1, 'none'],
    [0, 'none'],
    [-1, 'none'],
    [-1.01, 'down'],
    [Number.NaN, 'none'],
  ] as const)('shows %s %% as %s', (delta, arrow) => {
    expect(deltaArrow(delta)).toBe(arrow);
  });

  it('shows an arrow exactly beyond plus or minus 1 percent, pointing with the sign', () => {
    fc.assert(
      fc.property(realArb, (delta) => {
        expect(deltaArrow(delta)).toBe(Math.abs(delta) <= 1 ? 'none' : delta > 0 ? 'up' : 'down');
      }),
      { numRuns: 100 },
    );
  });
});

describe('isCoverageBad', () => {
  it.each([
    [6.5, 6, true],
    [6, 6, false],
    [2, 6, false],
  ])('judges %s months of coverage against a threshold of %s as bad: %s', (coverage, threshold, bad) => {
    expect(isCoverageBad(coverage, threshold)).toBe(bad);
  });
});

describe('coverageDecimals', () => {
  it.each([
    [3.03, 3, 2],
    [2.96, 3, 2],
    [3.2, 3, 1],
    [2.5, 3, 1],
    [3, 3, 1],
    [3.001, 3, 3],
    [3.00001, 3, COVERAGE_MAX_DECIMALS],
    [2.54, 2.5, 2],
    [Number.NaN, 3, 1],
  ])('shows %s months against a threshold of %s with %s decimals', (coverage, threshold, digits) => {
    expect(coverageDecimals(coverage, threshold)).toBe(digits);
  });

  it('shows a coverage, rounded as written, on the side of the threshold its flag says', () => {
    // Coverages and thresholds as reports give them: up to 24 months, in hundredths or thousandths.
    const months = fc.integer({ min: 0, max: 24_000 }).map((thousandths) => thousandths / 1000);
    fc.assert(
      fc.property(months, fc.integer({ min: 1, max: 12 }), (coverage, threshold) => {
        const digits = coverageDecimals(coverage, threshold);
        const shown = Number(coverage.toFixed(digits));
        expect(shown > threshold).toBe(isCoverageBad(coverage, threshold));
        expect(shown === threshold).toBe(coverage === threshold);
      }),
      { numRuns: 300 },
    );
  });
});

describe('isLowRotationShareBad', () => {
  it.each([
    [0.2, true],
    [0.35, true],
    [0.19999, false],
    [0, false],
  ])('judges a low-rotation share of %s as bad: %s', (share, bad) => {
    expect(isLowRotationShareBad(share)).toBe(bad);
  });
});
