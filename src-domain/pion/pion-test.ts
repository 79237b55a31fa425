import { compareSpanish, err, foldedOnce, ok, searchByWords, type Result, type TableSort } from '@domain/shared-kernel';

/** The latest result of a test for one pharmacy (spec 3 §3 "Pion test": lastestResults). */
export interface PionResult {
  readonly eid: number;
  readonly passed: boolean;
  /** Why it failed (or what it checked); '' when the server gave no reason. */
  readonly reason: string;
  /** When the result was taken (epoch ms); undefined when the server did not say. */
  readonly at?: number | undefined;
}

/** A health test run against every pharmacy's integrations (spec 3 §3 "Pion test"). */
export interface PionTest {
  readonly id: string;
  readonly testName: string;
  /** The server function that runs the test. */
  readonly funcName: string;
  readonly latestResults: readonly PionResult[];
}

/** One row of the test dashboard's table: a test's latest result for one pharmacy. */
export interface PionRow {
  /** `${testId}:${eid}`, unique in the table. */
  readonly key: string;
  readonly testId: string;
  readonly testName: string;
  readonly funcName: string;
  readonly eid: number;
  readonly passed: boolean;
  readonly reason: string;
  readonly at: number | undefined;
}

/** The tests' results as the table's rows, one per test and pharmacy. */
export function pionRows(tests: readonly PionTest[]): PionRow[] {
  return tests.flatMap((test) =>
    test.latestResults.map((result) => ({
      key: `${test.id}:${result.eid}`,
      testId: test.id,
      testName: test.testName,
      funcName: test.funcName,
      eid: result.eid,
      passed: result.passed,
      reason: result.reason,
      at: result.at,
    })),
  );
}

/** The table's sortable columns. */
export const PION_SORT_COLUMNS = ['testName', 'eid', 'result', 'reason', 'at'] as const;

/** A sortable column of the test dashboard's table. */
export type PionSortColumn = (typeof PION_SORT_COLUMNS)[number];

/** The table's order when the address names none: failures first. */
export const DEFAULT_PION_SORT: TableSort<PionSortColumn> = { column: 'result', direction: 'asc' };

const VALUE: Record<PionSortColumn, (row: PionRow) => number | string> = {
  testName: (row) => row.testName,
  eid: (row) => row.eid,
  // A failure sorts before a pass in ascending order.
  result: (row) => (row.passed ? 1 : 0),
  reason: (row) => row.reason,
  at: (row) => row.at ?? 0,
};

/** The rows in the table's order; ties by test name, then eid. */
export function sortPionRows(rows: readonly PionRow[], sort: TableSort<PionSortColumn>): PionRow[] {
  const value = VALUE[sort.column];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : compareSpanish(String(left), String(right));
    return order * sign || compareSpanish(a.testName, b.testName) || a.eid - b.eid;
  });
}

const textOf = /* @__PURE__ */ foldedOnce((row: PionRow): string => `${row.testName} ${row.funcName} ${row.eid} ${row.reason} ${row.passed ? 'ok' : 'fallo'}`);

/** The rows whose test, function, eid, reason or outcome ('ok', 'fallo') hold every word of `search`. */
export function filterPionRows(rows: readonly PionRow[], search: string): readonly PionRow[] {
  return search.trim() === '' ? rows : searchByWords(rows, search, textOf);
}

/** A pharmacy and how many of its tests failed. */
export interface PharmacyFailures {
  readonly eid: number;
  readonly failures: number;
}

/** How many pharmacies the top-failures chart shows (spec 3 §2 "Test dashboard": the top ten). */
export const TOP_FAILING_PHARMACIES = 10;

/**
 * The pharmacies with the most failed tests, most first (ties by eid), at most `limit` (ten); a
 * pharmacy without failures is left out.
 */
export function topFailingPharmacies(tests: readonly PionTest[], limit: number = TOP_FAILING_PHARMACIES): PharmacyFailures[] {
  const counts = new Map<number, number>();
  for (const test of tests) for (const result of test.latestResults) if (!result.passed) counts.set(result.eid, (counts.get(result.eid) ?? 0) + 1);
  return [...counts]
    .map(([eid, failures]) => ({ eid, failures }))
    .sort((a, b) => b.failures - a.failures || a.eid - b.eid)
    .slice(0, Math.max(0, limit));
}

/** A test and how many pharmacies it failed for. */
export interface TestFailures {
  readonly testId: string;
  readonly testName: string;
  readonly failures: number;
  readonly total: number;
}

/** Every test with its failures, most failed first (ties in Spanish order of the name). */
export function failuresPerTest(tests: readonly PionTest[]): TestFailures[] {
  return tests
    .map((test) => ({ testId: test.id, testName: test.testName, failures: test.latestResults.filter((result) => !result.passed).length, total: test.latestResults.length }))
    .sort((a, b) => b.failures - a.failures || compareSpanish(a.testName, b.testName));
}

/** The most-failed test (spec 3 §2 "Test dashboard"); undefined when no test failed. */
export function mostFailedTest(tests: readonly PionTest[]): TestFailures | undefined {
  const first = failuresPerTest(tests)[0];
  return first !== undefined && first.failures > 0 ? first : undefined;
}

/** Why a test cannot be run now (spec 3 §5 "Test runner", §8). */
export type ExecuteNowError = 'not-selected' | 'bad-parameters';

/**
 * Checks a request to run a test now (spec 3 §5: a test must be selected and its parameters must be
 * correct). Not in the spec: the parameters are correct when the test names an id and a function the
 * server offers (GET /api/v1/PION/get_fnames).
 */
export function checkExecuteNow(selected: PionTest | undefined, functionNames: readonly string[]): Result<{ readonly id: string }, ExecuteNowError> {
  if (selected === undefined) return err('not-selected');
  if (selected.id.trim() === '' || !functionNames.includes(selected.funcName)) return err('bad-parameters');
  return ok({ id: selected.id });
}

/** The spec's texts of the test runner (spec 3 §8), by code: a warning and an error. */
export const EXECUTE_NOW_MESSAGES: Readonly<Record<ExecuteNowError, string>> = {
  'not-selected': 'test no seleccionado',
  'bad-parameters': 'parametros del test incorrectos',
};
