import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PION_SORT,
  EXECUTE_NOW_MESSAGES,
  checkExecuteNow,
  failuresPerTest,
  filterPionRows,
  mostFailedTest,
  pionRows,
  sortPionRows,
  topFailingPharmacies,
  type PionTest,
} from '@domain/pion';

const test = (id: string, testName: string, results: readonly [number, boolean, string?, number?][], funcName = `fn_${id}`): PionTest => ({
  id,
  testName,
  funcName,
  latestResults: results.map(([eid, passed, reason, at]) => ({ eid, passed, reason: reason ?? (passed ? 'OK' : 'Error'), at })),
});

const TESTS: readonly PionTest[] = [
  test('a', 'Web en línea', [
    [1, true, 'OK', 100],
    [2, false, 'La web responde 503', 200],
    [3, false, 'DNS sin resolver', 300],
  ]),
  test('b', 'Certificado SSL', [
    [1, false, 'Caducado', 50],
    [2, false, 'Caducado', 60],
    [3, true, 'OK'],
  ]),
  test('c', 'Árbol de categorías', [[2, false, 'Vacío', 10]]),
];

describe('pion rows', () => {
  it('makes one row per test and pharmacy, keyed test:eid', () => {
    const rows = pionRows(TESTS);
    expect(rows.map((row) => row.key)).toEqual(['a:1', 'a:2', 'a:3', 'b:1', 'b:2', 'b:3', 'c:2']);
    expect(rows[1]).toEqual({ key: 'a:2', testId: 'a', testName: 'Web en línea', funcName: 'fn_a', eid: 2, passed: false, reason: 'La web responde 503', at: 200 });
  });

  it('sorts failures first by default, then by test name in Spanish order and eid', () => {
    const sorted = sortPionRows(pionRows(TESTS), DEFAULT_PION_SORT);
    expect(sorted.map((row) => row.key)).toEqual(['c:2', 'b:1', 'b:2', 'a:2', 'a:3', 'b:3', 'a:1']);
  });

  it('sorts by every column both ways', () => {
    const rows = pionRows(TESTS);
    expect(sortPionRows(rows, { column: 'eid', direction: 'desc' }).map((row) => row.eid)).toEqual([3, 3, 2, 2, 2, 1, 1]);
    expect(sortPionRows(rows, { column: 'testName', direction: 'asc' }).map((row) => row.testId)).toEqual(['c', 'b', 'b', 'b', 'a', 'a', 'a']);
    expect(sortPionRows(rows, { column: 'reason', direction: 'asc' })[0]?.reason).toBe('Caducado');
    expect(sortPionRows(rows, { column: 'at', direction: 'desc' }).map((row) => row.at)).toEqual([300, 200, 100, 60, 50, 10, undefined]);
  });

  it('searches test, eid, reason and outcome, accents and case ignored', () => {
    const rows = pionRows(TESTS);
    expect(filterPionRows(rows, '')).toBe(rows);
    expect(filterPionRows(rows, 'arbol').map((row) => row.key)).toEqual(['c:2']);
    expect(filterPionRows(rows, 'web fallo').map((row) => row.key)).toEqual(['a:2', 'a:3']);
    expect(filterPionRows(rows, 'ssl ok').map((row) => row.key)).toEqual(['b:3']);
  });

  it('keeps every row and only rows when sorted (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 50 }), fc.boolean()), { maxLength: 30, selector: ([eid]) => eid }), fc.constantFrom('testName', 'eid', 'result', 'reason', 'at' as const), fc.boolean(), (results, column, asc) => {
        const rows = pionRows([test('x', 'X', results)]);
        const sorted = sortPionRows(rows, { column, direction: asc ? 'asc' : 'desc' });
        expect([...sorted].sort((p, q) => p.eid - q.eid)).toEqual([...rows].sort((p, q) => p.eid - q.eid));
      }),
      { numRuns: 100 },
    );
  });
});

describe('failures', () => {
  it('counts the pharmacies with most failures, most first, ties by eid, without those that never fail', () => {
    expect(topFailingPharmacies(TESTS)).toEqual([
      { eid: 2, failures: 3 },
      { eid: 1, failures: 1 },
      { eid: 3, failures: 1 },
    ]);
    expect(topFailingPharmacies(TESTS, 1)).toEqual([{ eid: 2, failures: 3 }]);
    expect(topFailingPharmacies(TESTS, -1)).toEqual([]);
  });

  it('keeps ten pharmacies at most', () => {
    const many = test('m', 'Muchas', Array.from({ length: 15 }, (_, index): [number, boolean] => [index + 1, false]));
    expect(topFailingPharmacies([many]).map((entry) => entry.eid)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('counts failures per test, most failed first, ties in Spanish order', () => {
    expect(failuresPerTest(TESTS)).toEqual([
      { testId: 'b', testName: 'Certificado SSL', failures: 2, total: 3 },
      { testId: 'a', testName: 'Web en línea', failures: 2, total: 3 },
      { testId: 'c', testName: 'Árbol de categorías', failures: 1, total: 1 },
    ]);
    expect(mostFailedTest(TESTS)).toEqual({ testId: 'b', testName: 'Certificado SSL', failures: 2, total: 3 });
  });

  it('has no most-failed test when nothing failed or there are no tests', () => {
    expect(mostFailedTest([test('ok', 'Bien', [[1, true]])])).toBeUndefined();
    expect(mostFailedTest([])).toBeUndefined();
  });
});

describe('running a test now', () => {
  const fnames = ['fn_a', 'fn_b'];
  it('needs a test chosen', () => {
    expect(checkExecuteNow(undefined, fnames)).toEqual({ ok: false, error: 'not-selected' });
    expect(EXECUTE_NOW_MESSAGES['not-selected']).toBe('test no seleccionado');
  });

  it('needs a function the server offers and an id', () => {
    expect(checkExecuteNow(TESTS[2], fnames)).toEqual({ ok: false, error: 'bad-parameters' });
    expect(checkExecuteNow({ ...test('a', 'A', []), id: ' ' }, fnames)).toEqual({ ok: false, error: 'bad-parameters' });
    expect(EXECUTE_NOW_MESSAGES['bad-parameters']).toBe('parametros del test incorrectos');
  });

  it('answers the id of a test it can run', () => {
    expect(checkExecuteNow(TESTS[0], fnames)).toEqual({ ok: true, value: { id: 'a' } });
  });
});
