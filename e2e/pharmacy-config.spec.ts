import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo pharmacies are generated around today: the tests pin today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');
/** A pharmacy with no sign-up form yet (the demo starts every sixth pharmacy without one). */
const EID = '504';

const panel = (page: Page) => page.getByRole('tabpanel');

/** Signs in as the back office, finds the pharmacy in the entity list and opens its configuration. */
async function openConfiguration(page: Page) {
  await page.clock.setFixedTime(TODAY);
  await signInAndLand(page, 'backoffice');
  await expect(page).toHaveURL(/#\/app-h\/backoffice\/admin$/);
  await page.getByLabel('Buscar').fill(EID);
  // A search that reads as a number is written quoted in the address.
  await expect(page).toHaveURL(/search=%22504%22/);
  const configure = page.getByRole('button', { name: /^Configurar Farmacia/ });
  await expect(configure).toHaveCount(1);
  await configure.click();
  const dialog = page.getByRole('dialog', { name: /^Configuración de Farmacia/ });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/config=504/);
  return dialog;
}

async function saveSection(page: Page): Promise<void> {
  // A notice of an earlier save may still be on screen: this save's is one more.
  const saved = page.getByText('Configuración guardada', { exact: true });
  const before = await saved.count();
  await panel(page).getByRole('button', { name: 'Guardar', exact: true }).click();
  const question = page.getByRole('dialog', { name: '¿Guardar la configuración?' });
  await question.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(saved).toHaveCount(before + 1);
}

test.describe('pharmacy configuration', () => {
  test('the back office finds a pharmacy, changes its landing colours and its app modules, and a reload keeps them', async ({ page }) => {
    // A long journey: two saves and a reload of the whole application.
    test.slow();
    const dialog = await openConfiguration(page);
    await expect(dialog.getByRole('button', { name: 'Configurar farmacia' })).toBeDisabled();
    await expect(dialog.getByRole('link', { name: 'Panel beta' })).toHaveAttribute('href', '/beta/pharmacies/504/form');
    await expectAccessible(page);

    // The landing's colours.
    await dialog.getByRole('tab', { name: 'Landing' }).click();
    await expect(page).toHaveURL(/tab=landing/);
    await panel(page).getByRole('textbox', { name: /^Color 1/ }).fill('#aa3300');
    await panel(page).getByRole('textbox', { name: /^Color 2/ }).fill('#003049');
    await expectAccessible(page);
    await saveSection(page);

    // The mobile app's modules.
    await page.getByRole('tab', { name: 'App móvil' }).click();
    const loyalty = panel(page).getByRole('switch', { name: 'Fidelización' });
    const promotions = panel(page).getByRole('switch', { name: 'Promociones' });
    const wasLoyal = await loyalty.isChecked();
    const hadPromotions = await promotions.isChecked();
    await loyalty.click({ force: true });
    await promotions.click({ force: true });
    await expectAccessible(page);
    await saveSection(page);

    // A reload keeps the dialog, its tab and what was saved.
    await page.reload();
    await expect(page.getByRole('dialog', { name: /^Configuración de Farmacia/ })).toBeVisible();
    await expect(panel(page).getByRole('switch', { name: 'Fidelización' })).toBeChecked({ checked: !wasLoyal });
    await expect(panel(page).getByRole('switch', { name: 'Promociones' })).toBeChecked({ checked: !hadPromotions });
    await page.getByRole('tab', { name: 'Landing' }).click();
    await expect(panel(page).getByRole('textbox', { name: /^Color 1/ })).toHaveValue('#aa3300');
    await page.getByRole('button', { name: 'Cerrar la configuración' }).click();
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/admin\?search=%22504%22$/);
  });

  test('the back office generates and sends a sign-up form, and approves it once the pharmacy completed it', async ({ page }) => {
    const dialog = await openConfiguration(page);
    await dialog.getByRole('tab', { name: 'Formulario de alta' }).click();
    await expect(panel(page).getByText('Pendiente', { exact: true })).toBeVisible();
    await panel(page).getByRole('button', { name: 'Generar enlace' }).click();
    await expect(panel(page).getByRole('link', { name: 'https://alta.farmacias.example/f/504-1' })).toBeVisible();
    await panel(page).getByRole('textbox', { name: 'Enviar a' }).fill('alta@farmacia.example');
    await panel(page).getByRole('button', { name: 'Enviar formulario' }).click();
    await expect(page.getByText('Formulario de alta enviado a alta@farmacia.example')).toBeVisible();
    await expect(panel(page).getByText('Enviado', { exact: true })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Aprobar' })).toBeDisabled();
    await expectAccessible(page);

    // Three minutes later the pharmacy has filled it in.
    await page.clock.setFixedTime(new Date(TODAY.getTime() + 3 * 60_000));
    await panel(page).getByRole('button', { name: 'Actualizar estado' }).click();
    await expect(panel(page).getByText('Completado', { exact: true })).toBeVisible();
    await panel(page).getByRole('button', { name: 'Aprobar' }).click();
    const question = page.getByRole('dialog', { name: '¿Aprobar el formulario de alta?' });
    await expect(question).toContainText('La aprobación no se puede deshacer.');
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByText('Formulario de alta aprobado')).toBeVisible();
    await expect(panel(page).getByText('Aprobado', { exact: true })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Aprobar' })).toHaveCount(0);
  });
});
