import { TABLE_DEFAULTS } from '@domain/shared-kernel';

/**
 * The page size each table's user last chose, kept in this browser (the saved UI state): a list opened
 * without a size in its address shows as many rows as the user chose there last time. Only the
 * spec's sizes are kept (5, 25, 50, 100); anything else reads as none.
 */
const KEY_PREFIX = 'backoffice.ui.page-size.';

export function rememberedPageSize(table: string): number | undefined {
  try {
    const size = Number(globalThis.localStorage?.getItem(`${KEY_PREFIX}${table}`));
    return (TABLE_DEFAULTS.pageSizes as readonly number[]).includes(size) ? size : undefined;
  } catch {
    return undefined;
  }
}

export function rememberPageSize(table: string, size: number): void {
  try {
    globalThis.localStorage?.setItem(`${KEY_PREFIX}${table}`, String(size));
  } catch {
    // Storage refused: the size applies to this visit only.
  }
}
