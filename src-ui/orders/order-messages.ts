import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderMessage, OrderServiceProblem, OrderStatus, OrderUpdateProblem } from '@domain/orders';

/** The order screens' messages, verbatim from spec 3 §8. */
export const orderMessages: Record<OrderMessage, MessageDescriptor> = {
  LIST_LOAD_FAILED: msg`Error al cargar la lista de orden`,
  ORDER_FAILED: msg`Ocurrió un error, por favor intente nuevamente.`,
  ORDER_SAVED: msg`Order guardado con éxito`,
};

/** The four statuses as the screens show them (spec 3 §4). */
export const orderStatusLabels: Record<OrderStatus, MessageDescriptor> = {
  'in-progress': msg`En curso`,
  'to-be-picked': msg`A recoger`,
  completed: msg`Completado`,
  cancelled: msg`Cancelado`,
};

/** The badge colour of each status: dark enough for 4.5:1 with white text; the label, not the colour, tells them apart. */
export const orderStatusColours: Record<OrderStatus, string> = {
  'in-progress': 'blue.9',
  'to-be-picked': 'grape.9',
  completed: 'teal.9',
  cancelled: 'gray.8',
};

/** Why the express orders cannot be reached, and what to do about it. */
export const orderServiceProblems: Record<OrderServiceProblem, MessageDescriptor> = {
  NOT_CONFIGURED: msg`El pedido exprés no está configurado para esta farmacia: falta la dirección de la tienda online o su usuario y contraseña. Pide al equipo de soporte que lo configure en la configuración de la farmacia (servicios modulares, OrderExpress).`,
  DISABLED: msg`El pedido exprés está desactivado para esta farmacia. Pide al equipo de soporte que lo active en la configuración de la farmacia (servicios modulares, OrderExpress).`,
  INSECURE_ADDRESS: msg`La dirección configurada de la tienda online no es segura: debe empezar por https://. Pide al equipo de soporte que la corrija en la configuración de la farmacia; mientras tanto no se envían las credenciales de la tienda.`,
  CREDENTIALS_REFUSED: msg`La tienda online ha rechazado el usuario o la contraseña configurados para el pedido exprés. Pide al equipo de soporte que los revise en la configuración de la farmacia.`,
};

/** What is wrong with an edit. */
export const orderUpdateProblems: Record<OrderUpdateProblem, MessageDescriptor> = {
  PRICE_INVALID: msg`Escribe un importe en euros entre 0 y 99.999,99.`,
  COMMENT_TOO_LONG: msg`El comentario no puede pasar de 1000 caracteres.`,
};
