import { expect, expectAccessible, signIn, test } from '../support/fixtures';
import { API, serveApi } from './fake-api';

/** The pharmacy's online shop, as getServicesConfig names it (spec 3 §7 "Order express"). */
const SHOP = 'https://tienda.test';
const ORDER_API = `${SHOP}/wp-json/wp-express-order/v1`;
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS' };

/** Two orders in progress and one delivered, in the shop's wire format (numbers as text, items as JSON text). */
function shopOrders() {
  return [
    { id: '71', status: 'in-progress', created_at: '2026-11-20 10:15:00', updated_at: '2026-11-20 10:15:00', name: 'Lucía Romero Vidal', email: 'lucia.romero@correo.es', orderid: '9001', price: '18.40', order_items: JSON.stringify([{ name: 'Crema hidratante', quantity: 1, price: 18.4 }]), pharmacy_comment: null, statusWord: 'En curso' },
    { id: '72', status: 'to-be-picked', created_at: '2026-11-21 09:00:00', updated_at: '2026-11-21 09:30:00', name: 'Jorge Sáez Ortiz', email: 'jorge.saez@correo.es', orderid: '9002', price: 7.95, order_items: [{ name: 'Protector solar', quantity: 1, price: 7.95 }], pharmacy_comment: 'Preparado', statusWord: 'A recoger' },
    { id: '65', status: 'completed', created_at: '2026-11-10 12:00:00', updated_at: '2026-11-11 12:00:00', name: 'Marta Gil Pardo', email: 'marta.gil@correo.es', orderid: '8990', price: '12.00', order_items: '[]', pharmacy_comment: '', statusWord: 'Completado' },
  ];
}

test.describe('http profile: express orders through the pharmacy shop', () => {
  test('lists the shop orders, saves a change to one with the shop credentials, and says so when the shop fails', async ({ page }) => {
    await serveApi(page);
    // The shop's address and credentials: the later route wins over the general fake API.
    await page.route(`${API}/api/v2/getServicesConfig?*`, async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('serviceName') !== 'OrderExpress') return route.fallback();
      expect(url.searchParams.get('pharmacyId')).toBe('500');
      return route.fulfill({ status: 200, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify({ success: true, data: { base_URL: SHOP, username: 'tienda', password: 'clave', orderExpressEnabled: true } }) });
    });
    const orders = shopOrders();
    const updates: unknown[] = [];
    let failUpdates = false;
    await page.route(`${SHOP}/**`, async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      const json = (status: number, answer: unknown) => route.fulfill({ status, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify(answer) });
      const path = request.url().slice(ORDER_API.length);
      expect(request.postDataJSON()).toMatchObject({ Username: 'tienda', Password: 'clave' });
      if (path === '/get-orders/active') return json(200, orders.filter((order) => order.status !== 'completed'));
      if (path === '/get-orders/inactive') return json(200, { data: orders.filter((order) => order.status === 'completed') });
      const detail = /^\/order-detail\/(\d+)$/.exec(path);
      if (detail !== null) return json(200, { data: orders.filter((order) => order.id === detail[1]) });
      const update = /^\/update-order\/(\d+)$/.exec(path);
      if (update !== null) {
        if (failUpdates) return json(500, { message: 'Error interno de la tienda' });
        const body = request.postDataJSON() as { price: number; status: string; pharmacy_comment: string };
        updates.push({ orderid: update[1], ...body });
        const order = orders.find((candidate) => candidate.orderid === update[1]);
        if (order !== undefined) Object.assign(order, { status: body.status, price: body.price, pharmacy_comment: body.pharmacy_comment, updated_at: '2026-11-21 11:00:00' });
        return json(200, { success: true });
      }
      return json(404, { message: `No existe ${path}` });
    });

    await signIn(page, 'farmacia', 'secreta');
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    await page.goto('./#/app-h/pharmacy/express');
    await expect(page.getByText('2 de 2 pedidos en curso')).toBeVisible();
    await expect(page.getByRole('row', { name: /Jorge Sáez Ortiz/ })).toContainText('7,95 €');

    await page.getByRole('link', { name: 'Abrir el pedido 9001' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido 9001' })).toBeVisible();
    await expect(page.getByText('Crema hidratante')).toBeVisible();
    const comment = page.getByRole('textbox', { name: 'Comentario de la farmacia' });
    await comment.fill('Llamar antes de las 14:00');
    await page.getByRole('radio', { name: 'A recoger' }).check();
    await page.getByRole('button', { name: 'Guardar pedido' }).click();
    await expect(page.getByText('Order guardado con éxito')).toBeVisible();
    expect(updates).toEqual([{ orderid: '9001', Username: 'tienda', Password: 'clave', price: 18.4, status: 'to-be-picked', pharmacy_comment: 'Llamar antes de las 14:00' }]);

    // Saved, the screen goes back to the list; the order opens again as the shop now has it.
    await expect(page.getByText('2 de 2 pedidos en curso')).toBeVisible();
    await page.getByRole('link', { name: 'Abrir el pedido 9001' }).click();
    await expect(comment).toHaveValue('Llamar antes de las 14:00');

    failUpdates = true;
    await comment.fill('Sin stock hasta el lunes');
    await page.getByRole('button', { name: 'Guardar pedido' }).click();
    await expect(page.getByText('Ocurrió un error, por favor intente nuevamente.')).toBeVisible();
    await expect(comment).toHaveValue('Sin stock hasta el lunes');
    expect(updates).toHaveLength(1);
    await expectAccessible(page);
  });
});
