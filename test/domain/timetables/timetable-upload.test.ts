import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIMETABLE_MESSAGES, UPLOAD_QUEUE_LIMIT, queueAfterAdding, uploadOutcome } from '@domain/timetables';

describe('uploadOutcome', () => {
  it.each([
    [200, 'errors'],
    [201, 'saved'],
    [400, 'failed'],
    [500, 'failed'],
    [-1, 'failed'],
  ] as const)('reads the answer %s as %s', (status, outcome) => {
    expect(uploadOutcome(status)).toBe(outcome);
  });
});

describe('queueAfterAdding', () => {
  it('replaces the previous file with the latest one', () => {
    expect(queueAfterAdding(['horario-1.xlsx'], 'horario-2.xlsx')).toEqual(['horario-2.xlsx']);
    expect(queueAfterAdding([], 'horario-1.xlsx')).toEqual(['horario-1.xlsx']);
  });

  it('never holds more than the queue limit of 2, and always ends with the latest file', () => {
    expect(UPLOAD_QUEUE_LIMIT).toBe(2);
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 20 }), (files) => {
        const queue = files.reduce<readonly string[]>(queueAfterAdding, []);
        expect(queue.length).toBeLessThanOrEqual(UPLOAD_QUEUE_LIMIT);
        expect(queue).toEqual([files.at(-1)]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('TIMETABLE_MESSAGES', () => {
  it('explains the UPLOAD_ERROR toast in Spanish', () => {
    expect(TIMETABLE_MESSAGES.UPLOAD_ERROR).toBe('El fichero tiene errores. Revisa la hoja de errores que se ha descargado.');
    expect(TIMETABLE_MESSAGES.UPLOAD_SAVED).toBe('Horarios importados correctamente');
  });
});
