import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NO_STOCK_DATA_KEY,
  PRESCRIPTION_CODES,
  REPORT_MESSAGES,
  REPORT_MONTHS,
  lastTwelveMonths,
  lowRotationProductsOf,
  productKind,
  salesVariation,
  stockReportState,
  type LowRotationProduct,
} from '@domain/reports';

describe('lastTwelveMonths', () => {
  it('drops the oldest value of a 13-month series, keeping the last 12 months', () => {
    const thirteen = Array.from({ length: 13 }, (_, index) => index + 1);
    expect(lastTwelveMonths(thirteen)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('keeps a series of 12 months or fewer as it is', () => {
    expect(lastTwelveMonths([5, 6, 7])).toEqual([5, 6, 7]);
    expect(lastTwelveMonths([])).toEqual([]);
  });

  it('never gives more than 12 values and always ends with the latest ones', () => {
    expect(REPORT_MONTHS).toBe(12);
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), (values) => {
        const series = lastTwelveMonths(values);
        expect(series).toHaveLength(Math.min(values.length, 12));
        expect(series).toEqual(values.slice(values.length - series.length));
      }),
      { numRuns: 100 },
    );
  });
});

describe('salesVariation', () => {
  it.each([
    [120, 100, 20],
    [80, 100, -20],
    [100, 100, 0],
    [0, -100, 100],
  ])('gives %s against %s as %s %%', (current, previous, percent) => {
    expect(salesVariation(current, previous)).toEqual({ ok: true, value: percent });
  });

  it('answers NO_PREVIOUS_SALES instead of dividing by zero', () => {
    expect(salesVariation(50, 0)).toEqual({ ok: false, error: 'NO_PREVIOUS_SALES' });
  });

  it.each([
    [Number.NaN, 100],
    [100, Number.POSITIVE_INFINITY],
  ])('answers NOT_A_NUMBER for %s against %s', (current, previous) => {
    expect(salesVariation(current, previous)).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
  });

  it('gives back the current figure when applied to the previous one', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e7, noNaN: true }), fc.double({ min: 0, max: 1e7, noNaN: true }), (previous, current) => {
        const variation = salesVariation(current, previous);
        expect(variation.ok && previous * (1 + variation.value / 100)).toBeCloseTo(current, 3);
      }),
      { numRuns: 100 },
    );
  });
});

describe('productKind', () => {
  it.each([
    [600000, 'prescription'],
    [999999, 'prescription'],
    ['654321', 'prescription'],
    [' 700000 ', 'prescription'],
    [599999, 'free'],
    [1000000, 'free'],
    ['12345', 'free'],
    ['65A321', 'free'],
    [650000.5, 'free'],
    ['', 'free'],
  ] as const)('classes the code %j as %s', (code, kind) => {
    expect(productKind(code)).toBe(kind);
  });

  it('agrees with the range 600000–999999 for every whole code, as number or text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (code) => {
        const expected = code >= PRESCRIPTION_CODES.min && code <= PRESCRIPTION_CODES.max ? 'prescription' : 'free';
        expect(productKind(code)).toBe(expected);
        expect(productKind(String(code))).toBe(expected);
      }),
      { numRuns: 100 },
    );
  });
});

describe('lowRotationProductsOf', () => {
  const product = (idProduct: string): LowRotationProduct => ({
    idProduct,
    description: `Producto ${idProduct}`,
    stockUnits: 3,
    averageSale: 0.1,
    cost: 2,
    coverage: 30,
    stockPrice: 6,
  });
  const products = [product('712345'), product('150001'), product('600000')];

  it('shows the prescription or the free products as the toggles choose', () => {
    expect(lowRotationProductsOf(products, 'prescription').map((each) => each.idProduct)).toEqual(['712345', '600000']);
    expect(lowRotationProductsOf(products, 'free').map((each) => each.idProduct)).toEqual(['150001']);
  });
});

describe('stockReportState', () => {
  it('is ready once the stock status is done, not ready before', () => {
    expect(stockReportState({ done: true })).toBe('ready');
    expect(stockReportState({ done: false })).toBe('not-ready');
  });
});

describe('REPORT_MESSAGES', () => {
  it.each([
    ['STOCK_REPORT_FAILED', 'No ha sido posible obtener el informe de stock'],
    ['NO_STOCK_DATA_FOR_THIS_MONTH', 'Todavía no hay datos de stock cerrados para este mes.'],
    ['MARKETING_REPORT_FAILED', 'No ha sido posible obtener el informe de marketing'],
    ['SALES_SECTION_FAILED', 'Error loading sales report section'],
    ['EXCEL_FAILED', 'Hubo un error generando el excel'],
  ] as const)('words %s as %j', (code, text) => {
    expect(REPORT_MESSAGES[code]).toBe(text);
  });

  it('keeps the spec key of the no-data message', () => {
    expect(NO_STOCK_DATA_KEY).toBe('reports.entity.stock.errors.NO_STOCK_DATA_FOR_THIS_MONTH');
  });
});
