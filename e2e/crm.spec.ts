import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo's data is generated back from today: the tests pin today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');

test.describe('CRM', () => {
  test('a pharmacist creates the CRM form, filters the responses by an answer, syncs a user with the ERP and segments her clients by their answers', async ({ page }) => {
    test.setTimeout(90_000);
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'farmacia');

    // Her EvoCRM tile opens the CRM menu: she has the loyalty module.
    await page.getByTestId('tile-evoCrm').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'CRM' })).toBeVisible();
    await expect(page.getByText('Es necesario crear el formulario')).toBeVisible();
    await expectAccessible(page);

    // The form: the addresses must start with https://.
    await page.getByRole('link', { name: /^Configuración/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración del CRM' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Dirección de la tienda online/ })).toHaveValue('https://farmacia-llorente.es');
    await page.getByRole('textbox', { name: /Dirección de las condiciones legales/ }).fill('farmacia-llorente.es/condiciones');
    await page.getByRole('button', { name: 'Crear formulario' }).click();
    await expect(page.getByText("Por favor, asegúrate de que las URL's empiezan por https://")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: /Dirección de las condiciones legales/ }).fill('https://farmacia-llorente.es/condiciones');
    await page.getByRole('button', { name: 'Crear formulario' }).click();
    await expect(page.getByText('Formulario creado. Tus clientes ya pueden responderlo.')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Email' }).getByText('No se puede eliminar')).toBeVisible();
    await expectAccessible(page);

    // The responses, filtered by an answer.
    await page.getByRole('tab', { name: 'Respuestas' }).click();
    await expect(page.getByTestId('crm-responses-count')).toHaveText('2400 respuestas');
    await page.getByRole('combobox', { name: 'Añadir un filtro' }).click();
    await page.getByRole('option', { name: 'Sexo' }).click();
    await page.getByRole('checkbox', { name: 'Mujer' }).check();
    await expect(page.getByTestId('crm-responses-count')).toHaveText('1093 respuestas');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
    // A link to this address shows the same responses.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Mujer' })).toBeChecked();
    await expect(page.getByTestId('crm-responses-count')).toHaveText('1093 respuestas');
    await page.getByRole('table').getByRole('row').nth(1).getByRole('button', { name: /^Ver la respuesta de/ }).click();
    const response = page.getByRole('dialog');
    await expect(response.getByRole('rowheader', { name: 'Sexo' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(response).toBeHidden();

    // The sync of a response with its ERP client.
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'CRM' }).click();
    await page.getByRole('link', { name: /^Sincronización de usuarios/ }).click();
    await expect(page.getByTestId('crm-unsynced-count')).toHaveText('56 respuestas sin sincronizar', { timeout: 20_000 });
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('maria.sanz251');
    const row = page.getByRole('table').getByRole('row').nth(1);
    await expect(row).toContainText('María Sanz Ortiz · 26914');
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Sincronizar María Sanz Ortiz con María Sanz Ortiz' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Sincronizar la respuesta?' });
    await confirm.getByRole('button', { name: 'Sincronizar' }).click();
    await expect(page.getByText('Respuesta de María Sanz Ortiz sincronizada con María Sanz Ortiz (26914)')).toBeVisible();
    await expect(page.getByTestId('crm-unsynced-count')).toHaveText('55 respuestas sin sincronizar');
    await expect(page.getByText('Ninguna respuesta coincide con la búsqueda')).toBeVisible();

    // EvoCrm: the segmentation, filtered by the answers; the response just synced is one more client.
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'CRM' }).click();
    await page.getByRole('link', { name: /^EvoCrm/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Segmentación de clientes' })).toBeVisible();
    await page.getByText('Respuestas CRM', { exact: true }).click();
    await expect(page.getByTestId('segmentation-count')).toHaveText('2345 clientes', { timeout: 20_000 });
    const crmFilters = page.getByRole('region', { name: 'Filtros CRM' });
    await crmFilters.getByRole('combobox', { name: 'Añadir un filtro' }).click();
    await page.getByRole('option', { name: 'Sexo' }).click();
    await crmFilters.getByRole('checkbox', { name: 'Mujer' }).check();
    await expect(page.getByTestId('segmentation-count')).toHaveText('1066 clientes');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
  });
});
