import type { Locator, Page } from '@playwright/test';
import { utils, write } from '@e965/xlsx';
import { expect, signInAndLand, test } from './support/fixtures';

/** A phone held upright (390×844, as an iPhone 14). */
test.use({ viewport: { width: 390, height: 844 } });

/**
 * The demo's data is generated back from today (the reports end the month before it, the campaign months
 * run up to the next one): the tests pin today to 21/11/2026 in Madrid (newest report: octubre 2026).
 */
const TODAY = new Date('2026-11-21T10:00:00+01:00');
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
});

/**
 * Expects the whole of `locator` to lie inside the viewport's width, once what moves has settled (the
 * drawer slides in).
 */
async function expectWithinWidth(page: Page, locator: Locator): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box === null ? 'not laid out' : { left: Math.round(box.x) >= 0, right: Math.round(box.x + box.width) <= width };
    })
    .toEqual({ left: true, right: true });
}

test.describe('on a phone', () => {
  test('the header keeps the title and the menu button; the drawer holds the pharmacy, the language, back to the back office and logout', async ({ page }) => {
    await signInAndLand(page, 'backoffice');
    await page.getByLabel('Buscar').fill('Llorente');
    await page.getByRole('button', { name: 'Entrar como Farmacia Llorente' }).click();
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Backoffice Farmacias' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Volver al backoffice' })).toHaveCount(0);
    await expect(header.getByRole('radiogroup')).toHaveCount(0);

    // Closed, the drawer is out of reach of the keyboard too.
    await expect(page.locator('[inert]').getByText('Salir de la farmacia')).toHaveCount(1);
    await header.getByRole('button', { name: 'Mostrar u ocultar la navegación' }).filter({ visible: true }).click();
    const drawer = page.getByTestId('phone-account');
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('Farmacia Llorente · 500');
    for (const control of [drawer.getByRole('button', { name: 'Volver al backoffice' }), drawer.getByRole('radiogroup', { name: 'Idioma' }), drawer.getByRole('link', { name: 'Salir de la farmacia' })]) {
      await expect(control).toBeVisible();
      await expectWithinWidth(page, control);
    }
    await drawer.getByRole('button', { name: 'Volver al backoffice' }).click();
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/admin$/);

    await header.getByRole('button', { name: 'Mostrar u ocultar la navegación' }).filter({ visible: true }).click();
    await page.getByTestId('phone-account').getByRole('link', { name: 'Cerrar sesión' }).click();
    await expect(page.getByLabel('Usuario', { exact: true })).toBeVisible();
  });

  test('a table is a list of cards: every value named, every action on screen', async ({ page }) => {
    await signInAndLand(page, 'backoffice');
    await page.getByLabel('Buscar').fill('Llorente');
    const enter = page.getByRole('button', { name: 'Entrar como Farmacia Llorente' });
    await expect(enter).toBeVisible();
    await expectWithinWidth(page, enter);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('./#/app-h/backoffice/campaignTemplateList');
    const row = page.getByRole('row').filter({ hasText: 'Alergia primaveral' });
    await expect(row).toBeVisible();
    for (const action of [row.getByRole('button', { name: 'Vista previa de Alergia primaveral' }), row.getByRole('link', { name: 'Editar Alergia primaveral' }), row.getByRole('button', { name: 'Eliminar Alergia primaveral' })]) {
      await expect(action).toBeVisible();
      await expectWithinWidth(page, action);
    }
    // Each value is introduced by its column's name.
    const type = row.locator('td', { hasText: 'Sanitaria' });
    expect(await type.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Tipo"');

    await page.goto('./#/app-h/backoffice/campaigns/monthList');
    const blocked = page.getByRole('switch', { name: 'Bloqueo de diciembre 2026' });
    await expect(blocked).toBeAttached();
    await expectWithinWidth(page, page.locator('label', { has: blocked }).first());
  });

  /** Each screen, with what shows once its data has arrived. */
  const screens: Record<'backoffice' | 'farmacia', readonly { readonly path: string; readonly ready: string }[]> = {
    backoffice: [
      { path: 'backoffice/campaigns/backofficeCampaignsStats', ready: 'Cifras por canal' },
      { path: 'backoffice/campaigns/listAllCampaign', ready: 'Todas las campañas' },
      { path: 'backoffice/campaignReports', ready: 'Informes de campañas' },
      { path: 'backoffice/catalog', ready: 'Catálogo' },
    ],
    farmacia: [
      { path: 'mainpanel/sales', ready: 'Ventas · octubre 2026' },
      { path: 'mainpanel/staff', ready: 'Personal · octubre 2026' },
      { path: 'campaigns/listCampaigns', ready: 'Listado de campañas' },
      { path: 'segmentations', ready: '20.000 clientes' },
      { path: 'crm/editForm', ready: 'Configuración del CRM' },
      { path: 'pharmacy/express', ready: 'Pedido exprés' },
      { path: 'timetables?view=list', ready: 'Horarios' },
    ],
  };
  for (const user of ['backoffice', 'farmacia'] as const) {
    test(`no screen of ${user} scrolls sideways: wide tables scroll in their own box`, async ({ page }) => {
      test.setTimeout(60_000);
      await signInAndLand(page, user);
      for (const screen of screens[user]) {
        await page.goto(`./#/app-h/${screen.path}`);
        await expect(page.getByRole('main').getByText(screen.ready, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
        expect({ path: screen.path, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ path: screen.path, width: 390 });
      }
    });
  }
});

test.describe('on a phone, campaigns', () => {
  /** Whether the text of `button` shows whole, not cut by the button's box. */
  const labelWhole = (button: Locator): Promise<boolean> => button.locator('.mantine-Button-label').evaluate((label) => label.scrollWidth <= label.clientWidth);

  test("a campaign's card shows each action whole, and the SMS look-alikes are replaced without scrolling sideways", async ({ page }) => {
    await signInAndLand(page, 'farmacia');
    await page.goto('./#/app-h/campaigns/listCampaigns');
    const name = 'Black Friday en parafarmacia';
    const actions = page.getByRole('group', { name: `Acciones de ${name}` });
    for (const label of [`Editar ${name}`, `Ver borrador de ${name}`, `Duplicar ${name}`, `Eliminar ${name}`]) {
      const button = actions.getByRole('button', { name: label, exact: true });
      await expect(button).toBeVisible();
      await expectWithinWidth(page, button);
      expect(await labelWhole(button)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Nueva campaña SMS' }).click();
    const parameters = page.getByRole('region', { name: 'Parámetros' });
    await parameters.getByRole('textbox', { name: 'Nombre de la campaña' }).fill('Gripe por SMS');
    await parameters.getByRole('radio', { name: 'Un archivo Excel' }).check();
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Nombre', 'Móvil'], ['Ana', 600000001], ['Luis', 600000002]]), 'Clientes');
    const workbook = Buffer.from(write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    await parameters.locator('input[type="file"]').setInputFiles({ name: 'clientes.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook });
    await expect(parameters.getByText('clientes.xlsx: llega a 2 destinatarios.')).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    const design = page.getByRole('region', { name: 'Diseño' });
    await design.getByRole('textbox', { name: 'Texto del SMS' }).fill('Vacúnate ya “hoy” por 5€');
    const replace = design.getByRole('button', { name: 'Sustituir ú por u' });
    await expect(replace).toBeVisible();
    await expectWithinWidth(page, replace);
    await expectWithinWidth(page, design.getByRole('button', { name: 'Sustituir todos' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await replace.click();
    await expect(design.getByRole('textbox', { name: 'Texto del SMS' })).toHaveValue('Vacunate ya “hoy” por 5€');
  });
});
