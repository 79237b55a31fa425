import type { CSSProperties } from 'react';
import type { DataTableColumn } from '../data-table';
import type { AddressTableState } from './use-address-table';

/** What a screen gives `AddressTable` besides its state: the columns and the texts of its list. */
export interface AddressTableProps<T, C extends string> {
  readonly table: AddressTableState<T, C>;
  readonly columns: DataTableColumn<T>[];
  /** The record property (or function) that identifies a row. */
  readonly idAccessor: (keyof T & string) | ((record: T) => string | number);
  /** Shown in the pager while the first page loads. */
  readonly loadingText: string;
  /** Shown in an empty table. */
  readonly noRecordsText: string;
  /** The height of the table while it loads or has no rows, so the message has room. */
  readonly emptyMinHeight?: number;
  readonly rowStyle?: (record: T) => CSSProperties | undefined;
  /** The page size is the screen's, not the user's: no page-size selector (the segmentation's 50 rows). */
  readonly fixedPageSize?: boolean;
  /**
   * Rows identified by their place on the page, not by `idAccessor`: a new page or sort updates the
   * rows already drawn instead of replacing them, which is much less work for the browser. Only for
   * rows that keep no state of their own (an open menu would stay with its place, not its record).
   */
  readonly rowsByPosition?: boolean;
  /**
   * On a wide screen the columns keep the widths the screen gives them (`table-layout: fixed`), rather
   * than the widths of their longest texts: one line a row, every column on screen, and a page that
   * changes lays out its cells alone. The columns whose texts may not fit say `ellipsis`.
   */
  readonly fixedLayout?: boolean;
}
