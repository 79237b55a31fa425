import type { LowRotationProduct } from './report-data';

/** Whether a product needs a prescription or is sold freely. */
export type ProductKind = 'prescription' | 'free';

/** Product codes from 600000 to 999999, both included, are prescription products (spec 3 §9). */
export const PRESCRIPTION_CODES = { min: 600_000, max: 999_999 } as const;

/**
 * The kind of a product by its code: 600000–999999 prescription, every other code free (spec 3 §9).
 * A text code is read when it is only digits (surrounding spaces ignored); any other text is free.
 */
export function productKind(code: number | string): ProductKind {
  const text = String(code).trim();
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return value >= PRESCRIPTION_CODES.min && value <= PRESCRIPTION_CODES.max ? 'prescription' : 'free';
}

/** The low-rotation products the free or prescription toggle shows (spec 3 §2 "Stock report screen"). */
export function lowRotationProductsOf(products: readonly LowRotationProduct[], kind: ProductKind): LowRotationProduct[] {
  return products.filter((product) => productKind(product.idProduct) === kind);
}
