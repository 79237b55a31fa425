import type { Month } from '@domain/months';

/** A campaign month, November 2026, not blocked. */
export function aMonth(overrides: Partial<Month> = {}): Month {
  return { id: '113', monthYear: '2026-11', blocked: false, ...overrides };
}
