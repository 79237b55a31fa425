import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo calendar is dated around today: the test pins today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');
const ENTRY = 'Aviso de vacunas';

test.describe('calendar campaigns', () => {
  test('the back office plans an entry, chooses its pharmacies, designs its email and turns it into a draft', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await page.getByRole('link', { name: 'Calendario de campañas' }).first().click();
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/campaigns\/calendarCampaigns/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario de campañas' })).toBeVisible();
    await expect(page.getByText('Email · Revisión de tensión arterial')).toBeVisible();
    await expect(page.getByText('Enviada · Bienvenida al club de salud')).toBeVisible();
    await expect(page.getByText('Farmacias tiene 2 entradas el 24/11/2026: Día mundial de la diabetes, Oferta de vitamina C')).toBeVisible();
    await expectAccessible(page);

    // The owner groups can be hidden.
    await page.getByRole('checkbox', { name: 'Top doctors' }).uncheck();
    await expect(page.getByText('Email · Revisión de tensión arterial')).toBeHidden();
    await page.getByRole('checkbox', { name: 'Top doctors' }).check();

    // A day opens the create dialog.
    await page.locator('[data-date="2026-11-27"]').first().click();
    const create = page.getByRole('dialog', { name: 'Nueva entrada del calendario' });
    await expect(create.getByLabel(/^Día/)).toHaveValue('2026-11-27');
    await create.getByLabel(/^Nombre/).fill(ENTRY);
    await create.getByLabel(/^Hora/).fill('16:45');
    await expect(create.getByText('Segmentación: Todo Email')).toBeVisible();
    await expectAccessible(page);
    await create.getByRole('button', { name: 'Crear entrada' }).click();
    await expect(page.getByText(`Entrada «${ENTRY}» creada`)).toBeVisible();

    // The entry offers its pharmacies.
    await page.getByText(`Email · ${ENTRY}`).click();
    const actions = page.getByRole('dialog', { name: ENTRY });
    await expect(actions).toContainText('27/11/2026 16:45');
    await actions.getByRole('link', { name: 'Ver farmacias' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Farmacias de «${ENTRY}»` })).toBeVisible();
    await expect(page.getByText('Debes crear una cabecera para seleccionar esta farmacia').first()).toBeVisible();
    await expect(page.getByText('falta remitente').first()).toBeVisible();
    await page.getByRole('button', { name: /^Seleccionar las \d+ seleccionables$/ }).click();
    await expect(page.getByTestId('chooser-count')).not.toHaveText('0 farmacias seleccionadas');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar y diseñar' }).click();

    // Its email is designed and turned into a draft.
    await expect(page.getByRole('heading', { level: 1, name: `Email de «${ENTRY}»` })).toBeVisible();
    await expect(page).toHaveURL(/templateEditor\/\d+\/email/);
    await page.getByRole('button', { name: 'Añadir bloque de texto' }).click();
    await page.getByRole('textbox', { name: 'Texto del bloque 1' }).fill('Este invierno, vacúnate en tu farmacia.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar como borrador' }).click();
    await expect(page.getByText(`«${ENTRY}» se ha guardado como borrador de campaña`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario de campañas' })).toBeVisible();

    // Kept across a reload, in the agenda.
    await page.reload();
    await page.getByText('Lista', { exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: ENTRY })).toContainText('Borrador creado');
    await expectAccessible(page);
  });
});
