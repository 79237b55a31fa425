import * as v from 'valibot';
import { ORDER_SORT_COLUMNS } from '@domain/orders';
import { optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';

/**
 * The express-order list's address: its table (search, page, size, sort) and the completed-orders
 * toggle (`completed=true` shows the finished orders; absent, the others), so a list can be
 * bookmarked and shared.
 */
export const validateOrderListSearch = searchValidator({
  ...tableSearchEntries(ORDER_SORT_COLUMNS),
  completed: optionalParam(
    v.pipe(
      v.union([v.literal(true), v.literal('true')]),
      v.transform((): true => true),
    ),
  ),
});

/** The list's address parameters, as the route reads them. */
export type OrderListSearch = ReturnType<typeof validateOrderListSearch>;
