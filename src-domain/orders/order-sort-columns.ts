/**
 * Columns the express-order list sorts by. A module of its own, so that the list's route validates its
 * address without loading the list's rules.
 */
export const ORDER_SORT_COLUMNS = ['orderId', 'name', 'createdAt', 'price', 'status'] as const;
