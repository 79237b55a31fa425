import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from '@domain/shared-kernel';

describe('formatMoney', () => {
  it.each([
    [1234.5, '1.234,50 €'],
    [0, '0,00 €'],
    [-12.345, '-12,35 €'],
    [999, '999,00 €'],
  ])('shows %s as %s in Spanish', (amount, shown) => {
    expect(formatMoney(amount)).toBe(shown);
  });

  it('shows euros the English way in English', () => {
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
  });

  it('shows nothing for a non-finite amount', () => {
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('always has exactly two decimals and the euro sign', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(formatMoney(amount)).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2} €$/);
      }),
      { numRuns: 100 },
    );
  });
});
