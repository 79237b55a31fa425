import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_PRICE_LOCKED_MESSAGE } from '@adapters/orders';
import { readDraft, writeDraft } from '@ui/shared/form-draft';
import { HARNESS_NOW, startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, DEMO_FAULT_STATUS, type DemoFaults } from '../../support/demo-faults';

const LIST = '#/app-h/pharmacy/express';
/** The newest order of Farmacia Llorente's demo shop: in progress. */
const NEWEST = { id: 348, orderId: '4245', name: 'Francisco Medina Núñez' } as const;
/** An order whose items the shop sent cut short. */
const BROKEN_ITEMS = '#/app-h/pharmacy/express/345';
/** A completed order (38,90 €). */
const COMPLETED = { path: '#/app-h/pharmacy/express/332', orderId: '4197' } as const;
/** What the completed order's amount field shows: 38.9 euros, with its two decimals. */
const COMPLETED_PRICE = '38,90';
const EDIT_NEWEST: `#/${string}` = `#/app-h/pharmacy/express/${NEWEST.id}`;
/** The `farmacia` account's user id. */
const FARMACIA_UID = 2;

async function openList(options: { readonly faults?: DemoFaults } = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'farmacia', at: LIST, faults: options.faults });
  if (options.faults === undefined) await screen.findByText('22 de 22 pedidos en curso');
  return app;
}

async function openOrder(at: `#/${string}`, orderId: string): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'farmacia', at });
  await screen.findByRole('heading', { level: 1, name: `Pedido ${orderId}` });
  return app;
}

const comment = (): HTMLElement => screen.getByRole('textbox', { name: 'Comentario de la farmacia' });
const notice = (): Element | null => document.querySelector('.mantine-Notification-root');

describe('express order list screen', () => {
  it('lists the open orders, searches them and shows the completed ones, all in the address', async () => {
    const app = await openList();
    expect(screen.getByRole('link', { name: `Abrir el pedido ${NEWEST.orderId}` })).toBeVisible();
    await app.user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
    await app.user.paste('medina');
    expect(await screen.findByText(/^[1-9] de 22 pedidos en curso$/)).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(`${LIST}?search=medina`));
    await app.user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await screen.findByText('22 de 22 pedidos en curso');
    await app.user.click(screen.getByRole('switch', { name: 'Ver pedidos completados' }));
    expect(await screen.findByText('27 de 27 pedidos finalizados')).toBeVisible();
    expect(window.location.hash).toBe(`${LIST}?completed=true`);
    // A finished order has nothing left to delete.
    expect(screen.queryByRole('button', { name: /^Eliminar el pedido/ })).toBeNull();
  });

  it.each([
    [500, 'Error al cargar la lista de ordenHubo un error. Por favor reintente.Reintentar'],
    [DEMO_FAULT_STATUS.noServer, 'Error al cargar la lista de ordenNo hay conexión con el servidor. Comprueba tu conexión y vuelve a intentarlo.Reintentar'],
  ])('tells a failed load (%i) and loads again on retry', async (status, text) => {
    const app = await openList({ faults: { [DEMO_FAULT.expressOrdersList]: status } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('22 de 22 pedidos en curso')).toBeVisible();
  });

  it('tells a pharmacy whose express orders are disabled what to do', async () => {
    await startApp({ signInAs: 'farmacia2', at: LIST });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El pedido exprés no está disponible');
    expect(alert).toHaveTextContent('El pedido exprés está desactivado para esta farmacia. Pide al equipo de soporte que lo active');
    expect(within(alert).getByRole('link', { name: 'Volver al escritorio' })).toBeVisible();
  });

  it('deletes an open order once confirmed, by cancelling it in the shop', async () => {
    const app = await openList();
    await app.user.click(screen.getByRole('button', { name: `Eliminar el pedido ${NEWEST.orderId}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar pedido' });
    await waitFor(() => expect(dialog).toHaveTextContent(`Pedido ${NEWEST.orderId} · ${NEWEST.name}`));
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await app.services.expressOrders.get(500, NEWEST.id)).status).toBe('in-progress');

    await app.user.click(screen.getByRole('button', { name: `Eliminar el pedido ${NEWEST.orderId}` }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar pedido' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(`Pedido ${NEWEST.orderId} eliminado: queda cancelado en la tienda online.`)).toBeVisible();
    expect(await screen.findByText('21 de 21 pedidos en curso')).toBeVisible();
    expect((await app.services.expressOrders.get(500, NEWEST.id)).status).toBe('cancelled');
  });

  it('keeps the order when deleting it fails', async () => {
    const app = await openList();
    app.fail(DEMO_FAULT.expressOrdersUpdate, 500);
    await app.user.click(screen.getByRole('button', { name: `Eliminar el pedido ${NEWEST.orderId}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar pedido' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Ocurrió un error, por favor intente nuevamente.Hubo un error. Por favor reintente.'));
    expect(screen.getByText('22 de 22 pedidos en curso')).toBeVisible();
  });
});

describe('express order edit screen', () => {
  it("changes an order's status and comment, saves it and shows it in the list", async () => {
    const app = await openOrder(EDIT_NEWEST, NEWEST.orderId);
    expect(screen.getByRole('radio', { name: 'En curso' })).toBeChecked();
    await app.user.click(screen.getByRole('radio', { name: 'A recoger' }));
    await app.user.type(comment(), 'Preparado en el mostrador 1');
    await app.user.click(screen.getByRole('button', { name: 'Guardar pedido' }));
    expect(await screen.findByText('Order guardado con éxito')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(LIST));
    const row = (await screen.findByRole('link', { name: `Abrir el pedido ${NEWEST.orderId}` })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('A recoger');
    expect(await app.services.expressOrders.get(500, NEWEST.id)).toMatchObject({ status: 'to-be-picked', pharmacyComment: 'Preparado en el mostrador 1' });
  });

  it('takes a finished order to the completed orders once saved', async () => {
    const app = await openOrder(EDIT_NEWEST, NEWEST.orderId);
    await app.user.click(screen.getByRole('radio', { name: 'Completado' }));
    expect(screen.getByText('Sí')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Guardar pedido' }));
    await waitFor(() => expect(window.location.hash).toBe(`${LIST}?completed=true`));
    expect(await screen.findByText('28 de 28 pedidos finalizados')).toBeVisible();
  });

  it("tells the shop's refusal and keeps what was typed", async () => {
    const app = await openOrder(COMPLETED.path, COMPLETED.orderId);
    const price = screen.getByRole('textbox', { name: 'Importe (€)' });
    // An amount in euros always shows its two decimals.
    expect(price).toHaveValue(COMPLETED_PRICE);
    await app.user.clear(price);
    await app.user.type(price, '30');
    await app.user.type(comment(), 'Descuento aplicado');
    await app.user.click(screen.getByRole('button', { name: 'Guardar pedido' }));
    await waitFor(() => expect(notice()).toHaveTextContent(`Ocurrió un error, por favor intente nuevamente.${DEMO_PRICE_LOCKED_MESSAGE}`));
    expect(window.location.hash).toBe(COMPLETED.path);
    expect(screen.getByRole('textbox', { name: 'Importe (€)' })).toHaveValue('30,00');
    expect(comment()).toHaveValue('Descuento aplicado');
  });

  it('keeps what was typed through a network cut, in the form and as a draft of this browser, and asks before leaving', async () => {
    const app = await openOrder(EDIT_NEWEST, NEWEST.orderId);
    await app.user.type(comment(), 'Llamar antes de las 14:00');
    app.fail(DEMO_FAULT.expressOrdersUpdate, DEMO_FAULT_STATUS.noServer);
    await app.user.click(screen.getByRole('button', { name: 'Guardar pedido' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Ocurrió un error, por favor intente nuevamente.No hay conexión con el servidor.'));
    expect(comment()).toHaveValue('Llamar antes de las 14:00');
    // Kept before the save was sent: a reload or an expired session offers it back.
    expect(readDraft(FARMACIA_UID, `express-order:500:${NEWEST.id}`)?.value).toEqual({ status: 'in-progress', price: 35.8, pharmacyComment: 'Llamar antes de las 14:00' });

    await app.user.click(screen.getByRole('link', { name: 'Volver a los pedidos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(window.location.hash).toBe(EDIT_NEWEST);
    expect(comment()).toHaveValue('Llamar antes de las 14:00');
  });

  it('offers back the changes this browser kept of the order, and takes them into the form', async () => {
    writeDraft(FARMACIA_UID, `express-order:500:${NEWEST.id}`, { status: 'in-progress', price: 35.8, pharmacyComment: 'Llamar antes de las 14:00' }, HARNESS_NOW - 3_600_000);
    const app = await openOrder(EDIT_NEWEST, NEWEST.orderId);
    const offer = screen.getByRole('alert');
    expect(offer).toHaveTextContent('Tienes cambios sin guardar en este pedidoSe guardaron en este navegador el 21/11/2026 09:00. Puedes recuperarlos o descartarlos.');
    expect(comment()).toHaveValue('');
    await app.user.click(within(offer).getByRole('button', { name: 'Recuperar cambios' }));
    expect(comment()).toHaveValue('Llamar antes de las 14:00');
    expect(screen.queryByText('Tienes cambios sin guardar en este pedido')).toBeNull();
  });

  it('asks before overwriting an order changed since it was opened', async () => {
    const app = await openOrder(EDIT_NEWEST, NEWEST.orderId);
    await app.user.type(comment(), 'Mío');
    app.clock.advance(60_000);
    await app.services.expressOrders.update(500, NEWEST.orderId, { status: 'to-be-picked', price: 35.8, pharmacyComment: 'De un compañero' });
    await app.user.click(screen.getByRole('button', { name: 'Guardar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'El pedido ha cambiado' });
    await waitFor(() => expect(dialog).toHaveTextContent('ahora está «A recoger», 35,80 €'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar mis cambios' }));
    expect(await screen.findByText('Order guardado con éxito')).toBeVisible();
    expect((await app.services.expressOrders.get(500, NEWEST.id)).pharmacyComment).toBe('Mío');
  });

  it("shows the items it can read of an order whose items the shop sent malformed", async () => {
    await startApp({ signInAs: 'farmacia', at: BROKEN_ITEMS });
    expect(await screen.findByText('Parte de los artículos no se puede leer')).toBeVisible();
    expect(screen.getByText('El pedido no tiene artículos que mostrar.')).toBeVisible();
  });

  it('tells a failed load of the order and a missing order', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: EDIT_NEWEST, faults: { [DEMO_FAULT.expressOrdersGet]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ocurrió un error, por favor intente nuevamente.Hubo un error. Por favor reintente.');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('heading', { level: 1, name: `Pedido ${NEWEST.orderId}` });
    window.location.hash = '#/app-h/pharmacy/express/99999';
    expect(await screen.findByText('La tienda online no tiene ningún pedido 99999.')).toBeVisible();
  });
});
