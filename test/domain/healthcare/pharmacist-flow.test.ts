import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FIRST_PHARMACIST_STEP,
  allowedPharmacistEvents,
  nextPharmacistStep,
  type PharmacistEvent,
  type PharmacistStep,
} from '@domain/healthcare';

describe('nextPharmacistStep', () => {
  it.each([
    ['selectTemplate', { type: 'templateAdded' }, 'readyTemplates'],
    ['readyTemplates', { type: 'saveSucceeded' }, 'confirmTemplates'],
    ['readyTemplates', { type: 'templateRemoved', remaining: 0 }, 'selectTemplate'],
    ['readyTemplates', { type: 'templateRemoved', remaining: 2 }, 'readyTemplates'],
    ['readyTemplates', { type: 'addNew' }, 'selectTemplate'],
  ] as const)('goes from %s on %o to %s', (step, event, next) => {
    expect(nextPharmacistStep(step, event)).toEqual({ ok: true, value: next });
  });

  it.each([
    ['selectTemplate', { type: 'saveSucceeded' }, 'saveSucceeded'],
    ['selectTemplate', { type: 'templateRemoved', remaining: 0 }, 'lastTemplateRemoved'],
    ['confirmTemplates', { type: 'templateAdded' }, 'templateAdded'],
    ['readyTemplates', { type: 'templateAdded' }, 'templateAdded'],
  ] as const)('refuses in %s the event %o', (step, event, transition) => {
    expect(nextPharmacistStep(step, event)).toEqual({ ok: false, error: { step, event: transition } });
  });

  it('starts at selectTemplate and lists what each step accepts', () => {
    expect(FIRST_PHARMACIST_STEP).toBe('selectTemplate');
    expect(allowedPharmacistEvents('selectTemplate')).toEqual(['templateAdded']);
    expect(allowedPharmacistEvents('readyTemplates')).toEqual(['addNew', 'templateRemoved', 'lastTemplateRemoved', 'saveSucceeded']);
    expect(allowedPharmacistEvents('confirmTemplates')).toEqual([]);
  });

  it('is in readyTemplates exactly when ready templates exist and nothing was saved, against a model count', () => {
    const eventArb = fc.oneof(
      fc.constant<PharmacistEvent>({ type: 'templateAdded' }),
      fc.constant<PharmacistEvent>({ type: 'addNew' }),
      fc.constant<PharmacistEvent>({ type: 'saveSucceeded' }),
      fc.constant('remove' as const),
    );
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 30 }), (script) => {
        let step: PharmacistStep = FIRST_PHARMACIST_STEP;
        let ready = 0;
        for (const item of script) {
          const event: PharmacistEvent = item === 'remove' ? { type: 'templateRemoved', remaining: ready - 1 } : item;
          const next = nextPharmacistStep(step, event);
          if (!next.ok) continue;
          if (event.type === 'templateAdded') ready += 1;
          if (event.type === 'templateRemoved') ready -= 1;
          step = next.value;
          if (step === 'readyTemplates') expect(ready).toBeGreaterThan(0);
          if (step === 'confirmTemplates') expect(event.type).toBe('saveSucceeded');
        }
        expect(ready).toBeGreaterThanOrEqual(0);
        if (step === 'selectTemplate' && ready === 0) expect(allowedPharmacistEvents(step)).toEqual(['templateAdded']);
      }),
      { numRuns: 300 },
    );
  });
});
