import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, signInAndLand, test } from './support/fixtures';

/** The demo's healthcare campaigns are generated around today: the tests pin today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');
const FLU = /#\/app-h\/approvals\/campaign\/1$/;

const footer = (page: Page) => page.locator('#campaign-footer');
const ready = (page: Page) => page.getByRole('list', { name: 'Plantillas listas' });

test.describe('pharmacist campaign', () => {
  test('opens the approval link signed out, signs in, lands on the campaign, chooses and confirms templates', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await page.goto('./#/app-h/approvals/campaign/1');
    await expect(page).toHaveURL(/#\/$/);
    await signIn(page, 'farmacia');
    await expect(page).toHaveURL(FLU);
    await expect(page.getByRole('heading', { level: 1, name: 'Vacuna de la gripe 2026' })).toBeVisible();
    await expect(page.getByText('Se enviará el 26/11/2026 10:00 (hora de Madrid).').first()).toBeVisible();
    // The pharmacist's screen: full-cover, no navigation, the campaign footer with the step's actions.
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
    await expect(footer(page).getByRole('button', { name: 'Guardar' })).toBeVisible();
    await expect(ready(page).getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Quitar Toma de tensión gratuita' }).click();
    await footer(page).getByRole('button', { name: 'Añadir otra' }).click();
    await page.getByRole('searchbox', { name: 'Buscar plantilla' }).fill('diabetes');
    await page.getByRole('radio', { name: /Día mundial de la diabetes/ }).check();
    await page.getByRole('button', { name: 'Vista previa de Día mundial de la diabetes' }).click();
    const preview = page.getByRole('dialog', { name: 'Vista previa de la plantilla' });
    await expect(preview.getByText(/^Llega a \d+ clientes de tu farmacia\.$/)).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await page.getByRole('button', { name: 'Añadir a las plantillas listas' }).click();
    await expect(ready(page).getByRole('listitem')).toHaveCount(2);
    await expect(ready(page)).toContainText('Día mundial de la diabetes');

    await footer(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Qué se enviará' })).toBeVisible();
    await expect(page.getByText(/^En total, \d+ envíos a clientes de tu farmacia\.$/)).toBeVisible();
    await expectAccessible(page);
    await footer(page).getByRole('button', { name: 'Confirmar e ir al área privada' }).click();
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    await expect(page.getByText('Campaña confirmada. Gracias: se enviará a tus clientes en la fecha prevista.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Escritorio' })).toBeVisible();
    await expect(page.getByTestId('pending-approvals')).toHaveCount(0);

    // Kept across a reload: the campaign opens as confirmed.
    await page.goto('./#/app-h/approvals/campaign/1');
    await expect(page.getByText('Ya has confirmado esta campaña')).toBeVisible();
  });

  test('the farmacia dashboard leads to the campaign waiting for approval', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'farmacia');
    const card = page.getByTestId('pending-approvals');
    await expect(card.getByRole('heading', { name: '1 campaña sanitaria por aprobar' })).toBeVisible();
    await expectAccessible(page);
    await card.getByRole('link', { name: 'Revisar y aprobar Vacuna de la gripe 2026' }).click();
    await expect(page).toHaveURL(FLU);
    await expect(page.getByRole('heading', { level: 1, name: 'Vacuna de la gripe 2026' })).toBeVisible();
  });
});
