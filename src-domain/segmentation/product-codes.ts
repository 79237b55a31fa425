/** Product codes from 600000 to 999999 (both included) are prescription products (spec 2 §5, spec 3 §9). */
export const PRESCRIPTION_CODE_RANGE = { min: 600_000, max: 999_999 } as const;

/** Whether a product needs a prescription or is free to sell (spec 2 §5, spec 3 §9). */
export type ProductCodeKind = 'prescription' | 'free';

/**
 * The kind of a product by its code: 600000 to 999999 is prescription, anything else free (spec 2 §5,
 * spec 3 §9; shared with the reports). Not in the spec: a text code is read after trimming and must be
 * only digits ('0600000' is 600000); a code that is not a whole number counts as free.
 */
export function productCodeKind(code: string | number): ProductCodeKind {
  const text = typeof code === 'number' ? String(code) : code.trim();
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return value >= PRESCRIPTION_CODE_RANGE.min && value <= PRESCRIPTION_CODE_RANGE.max ? 'prescription' : 'free';
}
