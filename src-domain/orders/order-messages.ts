/** Codes of the order screens' messages. */
export type OrderMessage = 'LIST_LOAD_FAILED' | 'ORDER_FAILED' | 'ORDER_SAVED';

/**
 * The order messages, verbatim (spec 3 §8). Not in the spec: which failure shows ORDER_FAILED; we use
 * it for loading or saving one order.
 */
export const ORDER_MESSAGES = {
  LIST_LOAD_FAILED: 'Error al cargar la lista de orden',
  ORDER_FAILED: 'Ocurrió un error, por favor intente nuevamente.',
  ORDER_SAVED: 'Order guardado con éxito',
} as const satisfies Record<OrderMessage, string>;
