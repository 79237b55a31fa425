import * as v from 'valibot';
import type { PionResult, PionTest } from '@domain/pion';
import { envelope, numeric } from '@adapters/shared';

/** An instant as the server writes it: ISO text or epoch milliseconds. */
const instant = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.check((text) => !Number.isNaN(Date.parse(text))))]),
  v.transform((value) => (typeof value === 'number' ? value : Date.parse(value))),
);

/** A result as the server may write it: true/false, 'OK'/'KO', 'passed'/'failed', 1/0 (not shown in the spec). */
const outcome = v.pipe(
  v.union([v.boolean(), v.number(), v.string()]),
  v.transform((value) => value === true || value === 1 || (typeof value === 'string' && ['ok', 'true', 'passed', 'success', '1'].includes(value.trim().toLowerCase()))),
);

/** A result on the wire (spec 3 §3 "Pion test": lastestResults, eid, result, reason). */
export const pionResultDto = v.object({
  eid: numeric,
  result: outcome,
  reason: v.optional(v.nullable(v.string()), ''),
  date: v.optional(v.nullable(instant)),
});

/** A test on the wire (spec 3 §3 "Pion test": _id, testName, funcName, lastestResults; the spelling is the server's). */
export const pionTestDto = v.object({
  _id: v.string(),
  testName: v.string(),
  funcName: v.optional(v.nullable(v.string()), ''),
  lastestResults: v.optional(v.nullable(v.array(pionResultDto)), []),
});

type PionTestDto = v.InferOutput<typeof pionTestDto>;

/** A test of the wire as the domain reads it. */
export function pionTestFromDto(dto: PionTestDto): PionTest {
  return {
    id: dto._id,
    testName: dto.testName,
    funcName: dto.funcName ?? '',
    latestResults: (dto.lastestResults ?? []).map((result): PionResult => ({ eid: result.eid, passed: result.result, reason: result.reason ?? '', at: result.date ?? undefined })),
  };
}

/** A test as the server writes it (the fake server of the tests). */
export function pionTestToDto(test: PionTest): v.InferInput<typeof pionTestDto> {
  return {
    _id: test.id,
    testName: test.testName,
    funcName: test.funcName,
    lastestResults: test.latestResults.map((result) => ({ eid: result.eid, result: result.passed ? 'OK' : 'KO', reason: result.reason, ...(result.at === undefined ? {} : { date: new Date(result.at).toISOString() }) })),
  };
}

/** GET /api/v1/PION/listTests. */
export const pionTestsAnswer = v.pipe(envelope(v.array(pionTestDto)), v.transform((tests) => tests.map(pionTestFromDto)));

/** GET /api/v1/PION/get_fnames: the names as a list (or objects with a name). */
export const functionNamesAnswer = envelope(v.array(v.union([v.string(), v.pipe(v.object({ name: v.string() }), v.transform((entry) => entry.name))])));

/** POST /api/v1/PION/executeNowTest body. */
export const executeNowBody = v.object({ _id: v.string() });
