import { err, ok, type Result } from '@domain/shared-kernel';

/** A value read from JSON text. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** Why a job's info cannot be shown: there is none, or it is not JSON (spec 3 §8 'No job data found'). */
export type JobInfoError = 'NO_JOB_DATA' | 'INVALID_JSON';

/** Keys dropped from parsed info, so a later merge of it can never reach an object's prototype. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reads a job's `info` JSON text (spec 3 §3) without ever throwing: missing, blank or `null` info is
 * NO_JOB_DATA (spec 3 §8 'No job data found'), text that is not JSON is INVALID_JSON. Not in the spec:
 * the keys __proto__, constructor and prototype are dropped at every depth.
 */
export function parseJobInfo(info: string | undefined): Result<JsonValue, JobInfoError> {
  if (info === undefined || info.trim() === '') return err('NO_JOB_DATA');
  let value: JsonValue;
  try {
    value = JSON.parse(info, (key, item: JsonValue) => (UNSAFE_KEYS.has(key) ? undefined : item)) as JsonValue;
  } catch {
    return err('INVALID_JSON');
  }
  return value === null ? err('NO_JOB_DATA') : ok(value);
}
