import type { Page } from '@playwright/test';
import { DEMO_FAULTS_STORAGE_KEY, type DemoFaults } from '../../test/support/demo-faults';

// The operation names are those of the jsdom tests: one map, renamed in one place.
export { DEMO_FAULT, DEMO_FAULT_STATUS, type DemoFaultOperation, type DemoFaults } from '../../test/support/demo-faults';

/**
 * Sets the memory profile's fault switch of the open page: each named operation fails with its status
 * (-1 no server, 200 a `success: false` answer) until the switch changes. Replaces what it held.
 */
export async function failDemo(page: Page, faults: DemoFaults): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [DEMO_FAULTS_STORAGE_KEY, faults] as const);
}

/** Empties the fault switch of the open page: every operation succeeds again. */
export async function healDemo(page: Page): Promise<void> {
  await failDemo(page, {});
}
