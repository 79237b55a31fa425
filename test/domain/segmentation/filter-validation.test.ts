import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_SEGMENTATION_FILTERS,
  FILTER_ERROR_MESSAGES,
  SEGMENTATION_MAX_AGE,
  SEGMENTATION_MAX_VALUE,
  filterErrorsOf,
  validateSegmentationFilters,
  type FilterNumber,
  type SegmentationFilters,
} from '@domain/segmentation';

const base = EMPTY_SEGMENTATION_FILTERS;

function withAge(moreThan: FilterNumber, lessThan: FilterNumber): SegmentationFilters {
  return { ...base, age: { ...base.age, moreThan, lessThan } };
}
function withExpense(min: FilterNumber, max: FilterNumber): SegmentationFilters {
  return { ...base, expense: { min, max } };
}
function withTicket(min: FilterNumber, max: FilterNumber): SegmentationFilters {
  return { ...base, averageTicket: { min, max } };
}
function withLoyalty(moreThan: FilterNumber, lessThan: FilterNumber): SegmentationFilters {
  return { ...base, loyalty: { ...base.loyalty, moreThan, lessThan } };
}
function withPeriod(from: string | null, until: string | null): SegmentationFilters {
  return { ...base, saleDate: { from, until } };
}

/** Filters with every validated number taken from `numbers`, in a fixed order. */
function withNumbers([a, b, c, d, e, f, g, h]: readonly FilterNumber[]): SegmentationFilters {
  return {
    ...base,
    age: { ...base.age, moreThan: a ?? null, lessThan: b ?? null },
    expense: { min: c ?? null, max: d ?? null },
    averageTicket: { min: e ?? null, max: f ?? null },
    loyalty: { ...base.loyalty, moreThan: g ?? null, lessThan: h ?? null },
  };
}

const filterNumber = fc.oneof(fc.constant(null), fc.constant(0), fc.integer({ min: -10, max: 200_000 }), fc.double({ min: -5, max: 150_000, noNaN: true }));

describe('validateSegmentationFilters', () => {
  it('finds nothing wrong in the empty form', () => {
    expect(validateSegmentationFilters(base)).toEqual([]);
  });

  it.each([
    ['a minimum above the maximum', 40, 30, [{ field: 'age', code: 'INVALID_MAX_MIN' }]],
    ['equal bounds', 30, 30, []],
    ['an ordered range', 18, 65, []],
    ['only a minimum', 70, null, []],
    ['a zero maximum, which is empty', 40, 0, []],
    ['a maximum over 120', null, 150, [{ field: 'age', code: 'INVALID_MAX' }]],
    ['a minimum over 120', 121, null, [{ field: 'age', code: 'INVALID_MIN' }]],
    ['a negative minimum', -5, 30, [{ field: 'age', code: 'INVALID_MIN' }]],
    ['bounds out of range and reversed', 150, -1, [
      { field: 'age', code: 'INVALID_MIN' },
      { field: 'age', code: 'INVALID_MAX' },
    ]],
    ['bounds of exactly 120', 120, 120, []],
  ])('checks an age with %s', (_case, moreThan, lessThan, errors) => {
    expect(validateSegmentationFilters(withAge(moreThan, lessThan))).toEqual(errors);
  });

  it.each([
    ['a minimum over 100000', 100_001, null, [{ field: 'expense', code: 'INVALID_MIN' }]],
    ['a maximum over 100000', null, 100_000.01, [{ field: 'expense', code: 'INVALID_MAX' }]],
    ['both over 100000 and reversed', 200_000, 150_000, [
      { field: 'expense', code: 'INVALID_MIN' },
      { field: 'expense', code: 'INVALID_MAX' },
    ]],
    ['bounds of exactly 100000', 100_000, 100_000, []],
    ['a minimum above the maximum', 500, 100, [{ field: 'expense', code: 'GREATER_EQUAL' }]],
    ['a zero minimum, which is empty', 0, 100, []],
    ['a negative minimum', -5, 100, [{ field: 'expense', code: 'INVALID_MIN' }]],
    ['a negative maximum', null, -0.5, [{ field: 'expense', code: 'INVALID_MAX' }]],
  ])('checks an expense with %s', (_case, min, max, errors) => {
    expect(validateSegmentationFilters(withExpense(min, max))).toEqual(errors);
  });

  it.each([
    ['a minimum over 100000', 100_001, 5, [{ field: 'averageTicket', code: 'INVALID_MIN' }]],
    ['a maximum over 100000', 5, 100_001, [{ field: 'averageTicket', code: 'INVALID_MAX' }]],
    ['a minimum above the maximum', 50, 20, [{ field: 'averageTicket', code: 'GREATER_EQUAL' }]],
    ['an ordered range', 20, 50, []],
    ['a negative minimum', -20, 50, [{ field: 'averageTicket', code: 'INVALID_MIN' }]],
  ])('checks an average ticket with %s', (_case, min, max, errors) => {
    expect(validateSegmentationFilters(withTicket(min, max))).toEqual(errors);
  });

  it.each([
    ['a negative minimum', -1, 10, [{ field: 'loyalty', code: 'INVALID_MIN' }]],
    ['a negative maximum', 1, -10, [{ field: 'loyalty', code: 'INVALID_MIN' }]],
    ['both negative', -5, -1, [{ field: 'loyalty', code: 'INVALID_MIN' }]],
    ['more_than above less_than', 200, 100, [{ field: 'loyalty', code: 'GREATER_EQUAL' }]],
    ['equal bounds', 100, 100, []],
    ['zeros, which are empty', 0, 0, []],
    ['a large number of points', 500_000, null, []],
  ])('checks loyalty with %s', (_case, moreThan, lessThan, errors) => {
    expect(validateSegmentationFilters(withLoyalty(moreThan, lessThan))).toEqual(errors);
  });

  it.each([
    ['a start after its end', '2026-03-02', '2026-03-01', [{ field: 'saleDate', code: 'INVALID_PERIOD' }]],
    ['a one-day period', '2026-03-01', '2026-03-01', []],
    ['an ordered period', '2025-12-31', '2026-01-01', []],
    ['only a start', '2026-03-01', null, []],
    ['blank bounds', ' ', '', []],
    ['a start that is not a date', '2026-02-30', '2026-03-01', [{ field: 'saleDate', code: 'INVALID_DATE' }]],
    ['an end in another format', null, '01/03/2026', [{ field: 'saleDate', code: 'INVALID_DATE' }]],
  ])('checks a sale period with %s', (_case, from, until, errors) => {
    expect(validateSegmentationFilters(withPeriod(from, until))).toEqual(errors);
  });

  it('has no error for a relative period, whatever its last days', () => {
    expect(validateSegmentationFilters({ ...base, saleDate: { from: '2026-03-02', until: 'no', relative: 'last6Months' } })).toEqual([]);
  });

  it('refuses an age out of 0–120 and a negative amount, at any size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 121, max: 100_000 }), fc.double({ min: -100_000, max: -0.01, noNaN: true }), (tooOld, negative) => {
        expect(filterErrorsOf(validateSegmentationFilters(withAge(null, tooOld)), 'age')).toEqual(['INVALID_MAX']);
        expect(filterErrorsOf(validateSegmentationFilters(withAge(negative, null)), 'age')).toEqual(['INVALID_MIN']);
        expect(filterErrorsOf(validateSegmentationFilters(withExpense(negative, null)), 'expense')).toEqual(['INVALID_MIN']);
        expect(filterErrorsOf(validateSegmentationFilters(withTicket(null, negative)), 'averageTicket')).toEqual(['INVALID_MAX']);
      }),
      { numRuns: 200 },
    );
  });

  it('treats NaN as empty', () => {
    expect(validateSegmentationFilters(withExpense(Number.NaN, 5))).toEqual([]);
  });

  it('lists the errors of every filter in the order age, expense, average ticket, loyalty, period', () => {
    const filters: SegmentationFilters = {
      ...withNumbers([60, 20, 10, 5, 120_000, null, -1, null]),
      saleDate: { from: '2026-02-01', until: '2026-01-01' },
    };
    const errors = validateSegmentationFilters(filters);
    expect(errors).toEqual([
      { field: 'age', code: 'INVALID_MAX_MIN' },
      { field: 'expense', code: 'GREATER_EQUAL' },
      { field: 'averageTicket', code: 'INVALID_MIN' },
      { field: 'loyalty', code: 'INVALID_MIN' },
      { field: 'saleDate', code: 'INVALID_PERIOD' },
    ]);
    expect(filterErrorsOf(errors, 'expense')).toEqual(['GREATER_EQUAL']);
    expect(filterErrorsOf(errors, 'place' as never)).toEqual([]);
  });

  it('never reports an error for a form whose numbers are all empty or zero', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(null, 0), { minLength: 8, maxLength: 8 }), (numbers) => {
        expect(validateSegmentationFilters(withNumbers(numbers))).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('treats zero exactly like empty', () => {
    fc.assert(
      fc.property(fc.array(filterNumber, { minLength: 8, maxLength: 8 }), (numbers) => {
        const withZeros = numbers.map((value) => (value === null ? 0 : value));
        const withNulls = numbers.map((value) => (value === 0 ? null : value));
        expect(validateSegmentationFilters(withNumbers(withZeros))).toEqual(validateSegmentationFilters(withNumbers(withNulls)));
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a swapped, strictly ordered valid range of every kind', () => {
    const ordered = (max: number) =>
      fc
        .tuple(fc.integer({ min: 1, max }), fc.integer({ min: 1, max }))
        .filter(([low, high]) => low < high);
    fc.assert(
      fc.property(ordered(SEGMENTATION_MAX_AGE), ordered(SEGMENTATION_MAX_VALUE), ordered(1_000_000), ([young, old], [low, high], [fewer, more]) => {
        expect(validateSegmentationFilters(withAge(young, old))).toEqual([]);
        expect(validateSegmentationFilters(withAge(old, young))).toEqual([{ field: 'age', code: 'INVALID_MAX_MIN' }]);
        expect(validateSegmentationFilters(withExpense(low, high))).toEqual([]);
        expect(validateSegmentationFilters(withExpense(high, low))).toEqual([{ field: 'expense', code: 'GREATER_EQUAL' }]);
        expect(validateSegmentationFilters(withTicket(low, high))).toEqual([]);
        expect(validateSegmentationFilters(withTicket(high, low))).toEqual([{ field: 'averageTicket', code: 'GREATER_EQUAL' }]);
        expect(validateSegmentationFilters(withLoyalty(fewer, more))).toEqual([]);
        expect(validateSegmentationFilters(withLoyalty(more, fewer))).toEqual([{ field: 'loyalty', code: 'GREATER_EQUAL' }]);
      }),
      { numRuns: 100 },
    );
  });

  it('agrees with a reference reading of the expense rule', () => {
    fc.assert(
      fc.property(filterNumber, filterNumber, (min, max) => {
        const lo = min === null || min === 0 ? undefined : min;
        const hi = max === null || max === 0 ? undefined : max;
        const expected: string[] = [];
        if (lo !== undefined && (lo < 0 || lo > 100_000)) expected.push('INVALID_MIN');
        if (hi !== undefined && (hi < 0 || hi > 100_000)) expected.push('INVALID_MAX');
        if (expected.length === 0 && lo !== undefined && hi !== undefined && lo > hi) expected.push('GREATER_EQUAL');
        expect(filterErrorsOf(validateSegmentationFilters(withExpense(min, max)), 'expense')).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('FILTER_ERROR_MESSAGES', () => {
  it('has a Spanish text for every code', () => {
    expect(FILTER_ERROR_MESSAGES).toEqual({
      INVALID_MAX_MIN: 'La edad mínima no puede ser mayor que la máxima',
      INVALID_MIN: 'El valor mínimo no es válido',
      INVALID_MAX: 'El valor máximo no es válido',
      GREATER_EQUAL: 'El máximo debe ser mayor o igual que el mínimo',
      INVALID_DATE: 'La fecha no es válida',
      INVALID_PERIOD: 'La fecha de inicio no puede ser posterior a la de fin',
    });
  });

  it('sets the segmentation maximum at 100000', () => {
    expect(SEGMENTATION_MAX_VALUE).toBe(100_000);
  });
});
