import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markedRuns } from '@ui/campaigns/sms-composer';

const INVALID = new Set(['ú', '“', '”', '😀']);

describe('the runs the SMS composer draws', () => {
  it('marks each character outside GSM-7 alone, and keeps the characters between them as one run', () => {
    expect(markedRuns('Cuídese “ya”', new Set(['í', '“', '”']))).toEqual([
      { at: 0, text: 'Cu', marked: false },
      { at: 2, text: 'í', marked: true },
      { at: 3, text: 'dese ', marked: false },
      { at: 8, text: '“', marked: true },
      { at: 9, text: 'ya', marked: false },
      { at: 11, text: '”', marked: true },
    ]);
    expect(markedRuns('', INVALID)).toEqual([]);
    expect(markedRuns('““', INVALID)).toEqual([
      { at: 0, text: '“', marked: true },
      { at: 1, text: '“', marked: true },
    ]);
  });

  it('gives the text back, each run starting where the one before it ends, no two plain runs side by side', () => {
    const character = fc.constantFrom('a', 'b', ' ', '\n', 'ú', '“', '”', '😀', 'ñ');
    fc.assert(
      fc.property(fc.array(character, { maxLength: 60 }), (characters) => {
        const text = characters.join('');
        const runs = markedRuns(text, INVALID);
        expect(runs.map((run) => run.text).join('')).toBe(text);
        let at = 0;
        runs.forEach((run, index) => {
          expect(run.at).toBe(at);
          at += Array.from(run.text).length;
          if (run.marked) expect(INVALID.has(run.text)).toBe(true);
          else expect(Array.from(run.text).some((inside) => INVALID.has(inside))).toBe(false);
          if (index > 0 && !run.marked) expect(runs[index - 1]!.marked).toBe(true);
        });
      }),
      { numRuns: 100 },
    );
  });
});
