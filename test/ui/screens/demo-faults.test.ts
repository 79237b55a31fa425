import { describe, expect, it } from 'vitest';
import { faultOperations } from '@app/composition/context-module';
import { CONTEXTS } from '@app/contexts/registry';
import { DEMO_FAULT } from '../../support/demo-faults';

describe('the fault operations the screen tests and the Playwright specs name', () => {
  it('are operations the memory profile can fail', () => {
    const known = new Set(faultOperations(CONTEXTS).flatMap((entry) => entry.operations));
    expect(Object.values(DEMO_FAULT).filter((operation) => !known.has(operation))).toEqual([]);
  });
});
