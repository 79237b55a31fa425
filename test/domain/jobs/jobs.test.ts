import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  END_DATE_EXTENSION_MS,
  JOB_MESSAGES,
  JOB_RESET_TARGETS,
  JOB_RESULTS_REFRESH_MS,
  JOB_SEARCH_LIMIT,
  WEB_TOOLS_JOB_SUBTYPES,
  WEB_TOOLS_JOB_TYPE,
  allowedJobCommands,
  isWebToolsJob,
  jobSearchQuery,
  nextJobStatus,
  parseJobInfo,
  statusChoices,
  webToolsJobFilter,
} from '@domain/jobs';

const march1 = Date.UTC(2026, 1, 28, 23);
const march31 = Date.UTC(2026, 2, 30, 22);

describe('job constants', () => {
  it('limit the search to 200 rows and refresh every 8 s', () => {
    expect(JOB_SEARCH_LIMIT).toBe(200);
    expect(JOB_RESULTS_REFRESH_MS).toBe(8_000);
    expect(END_DATE_EXTENSION_MS).toBe(86_399_000);
  });
});

describe('jobSearchQuery', () => {
  it('extends each end date to the last second of its day', () => {
    const query = jobSearchQuery({ creation: { from: march1, to: march31 }, lastUpdate: { from: undefined, to: march1 } });
    expect(query).toEqual({
      creation: { from: march1, to: Date.UTC(2026, 2, 31, 21, 59, 59) },
      lastUpdate: { from: undefined, to: Date.UTC(2026, 2, 1, 22, 59, 59) },
      limit: 200,
    });
  });

  it('keeps an open end open', () => {
    expect(jobSearchQuery({ creation: { from: march1, to: undefined } }).creation).toEqual({ from: march1, to: undefined });
  });

  it('leaves out blank text fields and fully open ranges, trimming the rest', () => {
    expect(
      jobSearchQuery({ creation: { from: undefined, to: undefined }, eid: 1087, type: ' PROPAGATOR_WEBTOOLS ', subtype: '', author: '  ', status: 'PENDING' }),
    ).toEqual({ eid: 1087, type: 'PROPAGATOR_WEBTOOLS', status: 'PENDING', limit: 200 });
  });

  it('extends any end date by exactly 86399 s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (to) => {
        expect(jobSearchQuery({ lastUpdate: { from: undefined, to } }).lastUpdate?.to).toBe(to + 86_399 * 1000);
      }),
      { numRuns: 100 },
    );
  });
});

describe('statusChoices', () => {
  it('offers every status but deleted, once each', () => {
    expect(statusChoices(['PENDING', 'deleted', 'RUNNING', 'DELETED ', 'PENDING', 'CANCELLED'])).toEqual(['PENDING', 'RUNNING', 'CANCELLED']);
  });
});

describe('job commands', () => {
  it('reset to PENDING or CANCELLED', () => {
    expect(JOB_RESET_TARGETS).toEqual(['PENDING', 'CANCELLED']);
  });

  it.each([
    ['RUNNING', ['reset-to-pending', 'reset-to-cancelled', 'delete']],
    ['ERROR', ['reset-to-pending', 'reset-to-cancelled', 'delete']],
    ['PENDING', ['reset-to-cancelled', 'delete']],
    ['cancelled', ['reset-to-pending', 'delete']],
    ['deleted', []],
  ])('offers a %s job %j', (status, commands) => {
    expect(allowedJobCommands(status)).toEqual(commands);
  });

  it.each([
    ['FINISHED', 'reset-to-pending', { ok: true, value: 'PENDING' }],
    ['RUNNING', 'reset-to-cancelled', { ok: true, value: 'CANCELLED' }],
    ['FINISHED', 'delete', { ok: true, value: 'deleted' }],
    ['PENDING', 'reset-to-pending', { ok: false, error: 'ILLEGAL_COMMAND' }],
    ['deleted', 'delete', { ok: false, error: 'ILLEGAL_COMMAND' }],
  ] as const)('moves a %s job under %s to %j', (status, command, result) => {
    expect(nextJobStatus(status, command)).toEqual(result);
  });
});

describe('web-tool jobs', () => {
  it('are PROPAGATOR_WEBTOOLS jobs moving a web to production or deploying a new one', () => {
    expect(WEB_TOOLS_JOB_TYPE).toBe('PROPAGATOR_WEBTOOLS');
    expect(WEB_TOOLS_JOB_SUBTYPES).toEqual(['WEB_TO_PRODUCTION', 'NEW_WEB_DEPLOYMENT']);
    expect(webToolsJobFilter('NEW_WEB_DEPLOYMENT')).toEqual({ type: 'PROPAGATOR_WEBTOOLS', subtype: 'NEW_WEB_DEPLOYMENT' });
  });

  it.each([
    [{ type: 'PROPAGATOR_WEBTOOLS', subtype: 'WEB_TO_PRODUCTION' }, undefined, true],
    [{ type: 'PROPAGATOR_WEBTOOLS', subtype: 'WEB_TO_PRODUCTION' }, 'WEB_TO_PRODUCTION', true],
    [{ type: 'PROPAGATOR_WEBTOOLS', subtype: 'WEB_TO_PRODUCTION' }, 'NEW_WEB_DEPLOYMENT', false],
    [{ type: 'CATALOG_EXPORT', subtype: 'WEB_TO_PRODUCTION' }, undefined, false],
  ] as const)('recognises %j with subtype %s: %s', (job, subtype, expected) => {
    expect(isWebToolsJob(job, subtype)).toBe(expected);
  });
});

describe('parseJobInfo', () => {
  it('reads the info JSON text', () => {
    expect(parseJobInfo('{"domain":"farmacia.es","steps":[1,2],"ok":true}')).toEqual({
      ok: true,
      value: { domain: 'farmacia.es', steps: [1, 2], ok: true },
    });
  });

  it.each([
    ['missing info', undefined],
    ['empty info', ''],
    ['blank info', '   '],
    ['null info', 'null'],
  ])('reports %s as NO_JOB_DATA', (_name, info) => {
    expect(parseJobInfo(info)).toEqual({ ok: false, error: 'NO_JOB_DATA' });
  });

  it.each(['{', 'undefined', "{'a':1}", '{"a":1}x', 'NaN'])('reports %j as INVALID_JSON', (info) => {
    expect(parseJobInfo(info)).toEqual({ ok: false, error: 'INVALID_JSON' });
  });

  it('drops prototype keys at every depth', () => {
    const parsed = parseJobInfo('{"__proto__":{"polluted":true},"a":{"constructor":{"prototype":{"x":1}},"b":2}}');
    expect(parsed).toEqual({ ok: true, value: { a: { b: 2 } } });
    const value = parsed.ok ? (parsed.value as Record<string, unknown>) : {};
    expect(Object.hasOwn(value, '__proto__')).toBe(false);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (info) => {
        const parsed = parseJobInfo(info);
        expect(parsed.ok || ['NO_JOB_DATA', 'INVALID_JSON'].includes(parsed.error)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reads back every JSON value it is given, less the prototype keys', () => {
    const unsafe = ['__proto__', 'constructor', 'prototype'];
    const withoutUnsafeKeys = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(withoutUnsafeKeys);
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(Object.entries(value).filter(([key]) => !unsafe.includes(key)).map(([key, item]) => [key, withoutUnsafeKeys(item)]));
    };
    const key = fc.oneof(fc.string(), fc.constantFrom(...unsafe));
    const json = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.oneof(fc.boolean(), fc.integer(), fc.string()),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(key, tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, (value) => {
        const text = JSON.stringify(value);
        expect(parseJobInfo(text)).toEqual({ ok: true, value: withoutUnsafeKeys(JSON.parse(text)) });
      }),
      { numRuns: 100 },
    );
  });

  it('shows missing or unreadable info as the spec text', () => {
    expect(JOB_MESSAGES.NO_JOB_DATA).toBe('No job data found');
    expect(JOB_MESSAGES.INVALID_JSON).toBe('No job data found');
    expect(JOB_MESSAGES.ACTION_FAILED).toBe('Hubo un error. Por favor reintente.');
  });
});
