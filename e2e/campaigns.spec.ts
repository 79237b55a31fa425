import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo's campaigns are generated around today: the tests pin today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');
const SMS_DRAFT = 'SMS: revisión de tensión';
const COUNT = /^\d+ de \d+ campañas \(se muestran las 250 más recientes\)$/;

async function openFromDashboard(page: Page): Promise<void> {
  await page.clock.setFixedTime(TODAY);
  await signInAndLand(page, 'farmacia');
  await page.getByRole('link', { name: /^EvoMarketing/ }).click();
  await expect(page).toHaveURL(/#\/app-h\/campaigns\/listCampaigns$/);
  await expect(page.getByRole('heading', { name: 'Campañas', level: 1 })).toBeVisible();
  await expect(page.getByText('18 de 18 campañas (se muestran las 250 más recientes)')).toBeVisible();
}

test.describe('campaign list', () => {
  test('a pharmacist previews an email, duplicates a draft, deletes the copy, and the change outlives a reload', async ({ page }) => {
    await openFromDashboard(page);
    await expect(page.getByText('Verificado')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Ver HTML de Piel seca en invierno' }).click();
    const preview = page.getByRole('dialog', { name: 'Piel seca en invierno' });
    await expect(preview.getByTitle('Correo de la campaña Piel seca en invierno')).toBeVisible();
    await expectAccessible(page);
    await preview.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('button', { name: `Duplicar ${SMS_DRAFT}` }).click();
    await expect(page.getByText(`Borrador creado: copia de ${SMS_DRAFT}`)).toBeVisible();
    await expect(page.getByText('19 de 19 campañas (se muestran las 250 más recientes)')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('row').nth(1)).toContainText(`copia de: ${SMS_DRAFT}`);

    await page.getByRole('button', { name: `Eliminar copia de: ${SMS_DRAFT}` }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar Campaña?' });
    await expect(confirm).toContainText('¿Estas seguro de que quieres borrar la campaña para siempre?');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(`Campaña eliminada: copia de: ${SMS_DRAFT}`)).toBeVisible();
    await page.reload();
    await expect(page.getByText('18 de 18 campañas (se muestran las 250 más recientes)')).toBeVisible();
  });

  test('filters by status and channel from the address', async ({ page }) => {
    await openFromDashboard(page);
    await page.getByRole('radiogroup', { name: 'Filtrar por canal' }).getByText('SMS', { exact: true }).click();
    await expect(page).toHaveURL(/channel=sms/);
    await expect(page.getByText(COUNT)).toHaveText('5 de 18 campañas (se muestran las 250 más recientes)');
    await page.reload();
    await expect(page.getByText(COUNT)).toHaveText('5 de 18 campañas (se muestran las 250 más recientes)');
    await expect(page.getByRole('radio', { name: 'SMS' })).toBeChecked();
  });

  test('a pharmacy without a sender registers one and is warned until it is verified', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'socio');
    await page.goto('/#/app-h/campaigns/listCampaigns');
    await expect(page.getByText('Por favor cree un remitente')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Farmacia Castillo');
    await page.getByRole('textbox', { name: 'Email' }).fill('hola@farmacia-castillo.es');
    await page.getByRole('textbox', { name: 'Nombre del remitente de SMS' }).fill('FCastillo');
    await page.getByRole('button', { name: 'Registrar remitente' }).click();
    await expect(page.getByText('Remitente registrado correctamente')).toBeVisible();
    await expect(page.getByText('¡Cuidado!')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Abrir el enlace del correo (demostración)' }).click();
    await expect(page.getByText('Verificado')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Verificado')).toBeVisible();
  });

  test('the back office resets a sent campaign to pending', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('Llorente');
    await page.getByRole('button', { name: /^Entrar/ }).first().click();
    await expect(page.getByRole('button', { name: 'Volver al backoffice' })).toBeVisible();
    await page.goto('/#/app-h/campaigns/listCampaigns?search=gripe');
    const flu = 'Campaña de vacunación de la gripe';
    await page.getByRole('button', { name: `Acciones de backoffice para ${flu}` }).click();
    await page.getByRole('menuitem', { name: 'Volver a pendiente' }).click();
    await expectAccessible(page);
    await page.getByRole('dialog', { name: '¿Volver a pendiente?' }).getByRole('button', { name: 'Volver a pendiente' }).click();
    await expect(page.getByText('status de la campaña cambiado a pending')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(flu) })).toContainText('Programada');
  });

  test('the back office finds every pharmacy’s unsent campaigns and reads the statistics', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await page.goto('/#/app-h/dashboard');
    await page.getByTestId('tile-managementCampaigns').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gestión de campañas' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: /^Campañas no enviadas/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Campañas no enviadas' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Farmacia (id)' }).fill('500');
    await expect(page).toHaveURL(/entity=500/);
    const rows = page.getByRole('row', { name: /Farmacia Llorente/ });
    await expect(rows.first()).toBeVisible();
    await expect(page.getByText('7 de 284 campañas')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('colesterol');
    await expect(page.getByRole('row', { name: /Cribado de colesterol en la farmacia/ })).toContainText('Error');
    await expectAccessible(page);

    await page.goto('/#/app-h/backoffice/campaigns/managementCampaigns');
    await page.getByRole('link', { name: /^Estadísticas/ }).click();
    await expect(page.getByText('Del 01/12/2025 al 21/11/2026 · todas las farmacias · email y SMS')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Campañas enviadas' })).toContainText('444');
    await page.getByRole('form', { name: 'Filtros de las estadísticas' }).getByText('SMS', { exact: true }).click();
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/subtype=sms/);
    await expect(page.getByRole('group', { name: 'Campañas enviadas' })).toContainText('141');
    await expect(page.getByRole('figure', { name: 'Campañas enviadas por mes' }).locator('svg').first()).toBeVisible();
    await expectAccessible(page);
  });
});
