import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createdIdAnswer, requiredCreatedIdAnswer } from '@adapters/shared';

describe("a creation's answer read as the new id", () => {
  const answer = createdIdAnswer(['id', 'insertId', '_id']);

  it('reads the id as data itself, or as the first of the keys the server filled', () => {
    expect(v.parse(answer, { success: true, data: 42 })).toBe('42');
    expect(v.parse(answer, { success: true, data: 'seg-7' })).toBe('seg-7');
    expect(v.parse(answer, { success: true, data: { insertId: 9, _id: 'ignored' } })).toBe('9');
    expect(v.parse(answer, { success: true, data: { id: null, _id: 'abc' } })).toBe('abc');
  });

  it('answers no id when the data has none, or one of another kind', () => {
    expect(v.parse(answer, { success: true })).toBeUndefined();
    expect(v.parse(answer, { success: true, data: { id: { nested: 1 }, _id: 'later' } })).toBeUndefined();
    expect(() => v.parse(answer, { success: false, data: 1 })).toThrow();
  });

  it('refuses an answer without the id when the call must carry one', () => {
    const required = requiredCreatedIdAnswer(['_id', 'cid'], 'campaign');
    expect(v.parse(required, { success: true, data: { cid: 12 } })).toBe('12');
    expect(() => v.parse(required, { success: true, data: {} })).toThrow('the answer carries the new campaign id');
  });
});
