import type { Page } from '@playwright/test';
import { utils, write } from '@e965/xlsx';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo's campaigns are generated around today: the tests pin today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');

async function openList(page: Page): Promise<void> {
  await page.clock.setFixedTime(TODAY);
  await signInAndLand(page, 'farmacia');
  await page.goto('/#/app-h/campaigns/listCampaigns');
  await expect(page.getByText('18 de 18 campañas (se muestran las 250 más recientes)')).toBeVisible();
}

/** An .xlsx workbook of clients with a header row, as a spreadsheet program saves it. */
function clientsWorkbook(rows: unknown[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Clientes');
  return Buffer.from(write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

test.describe('campaign wizard', () => {
  test('a pharmacist writes an email to a segment, designs it, reloads, tests it, schedules it, and reads its report once sent', async ({ page }) => {
    // The whole life of a campaign, with four accessibility checks: longer than one screen's journey.
    test.setTimeout(90_000);
    await openList(page);
    await page.getByRole('button', { name: 'Nueva campaña de email' }).click();
    await expect(page).toHaveURL(/manageCampaign\/cid\/[0-9a-f]{24}\?section=0$/);
    const parameters = page.getByRole('region', { name: 'Parámetros' });
    await parameters.getByRole('textbox', { name: 'Nombre de la campaña' }).fill('Revisión de la vista');
    await parameters.getByRole('textbox', { name: 'Asunto del correo' }).fill('¿Cuándo revisaste tu vista?');
    await parameters.getByRole('combobox', { name: 'Segmento' }).click();
    await page.getByRole('option', { name: 'Mayores de 65 años' }).click();
    await expect(parameters.getByText('Este segmento llega a 6343 clientes.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Siguiente' }).click();

    const design = page.getByRole('region', { name: 'Diseño' });
    await expect(page).toHaveURL(/section=1$/);
    await expect(design.getByText('El correo empieza con la cabecera de la farmacia.')).toBeVisible();
    await design.getByRole('button', { name: 'Añadir bloque de texto' }).click();
    await design.getByRole('textbox', { name: 'Texto del bloque 4' }).fill('Te esperamos en la farmacia');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(page.getByText('Guardado correcto')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Diseño' }).getByRole('textbox', { name: 'Texto del bloque 4' })).toHaveValue('Te esperamos en la farmacia');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('dialog', { name: 'Terminar el diseño' }).getByRole('button', { name: 'Guardar y continuar' }).click();

    const finish = page.getByRole('region', { name: 'Finalizar' });
    await expect(finish.getByRole('cell', { name: 'Mayores de 65 años: 6343 clientes' })).toBeVisible();
    await finish.getByRole('textbox', { name: 'Direcciones de prueba' }).fill('ana@example.com, luis@example.com');
    await finish.getByRole('button', { name: 'Enviar prueba' }).click();
    await expect(page.getByText('Email de prueba enviados')).toBeVisible();
    await finish.getByLabel('Fecha y hora de envío').fill('2026-11-21T10:30');
    await expectAccessible(page);
    await finish.getByRole('button', { name: 'Programar campaña' }).click();

    await expect(page.getByText('Campaña creada correctamente')).toBeVisible();
    await expect(page).toHaveURL(/listCampaigns/);
    const row = page.getByRole('row', { name: /Revisión de la vista/ });
    await expect(row).toContainText('Programada');
    await expect(row).toContainText('21/11/2026 10:30');

    // Its time comes: it is being sent, then sent, with its report.
    await page.clock.setFixedTime(new Date('2026-11-21T10:31:00+01:00'));
    await page.reload();
    await expect(page.getByRole('row', { name: /Revisión de la vista/ })).toContainText('Enviándose');
    await page.clock.setFixedTime(new Date('2026-11-21T10:45:00+01:00'));
    await page.reload();
    await expect(page.getByRole('row', { name: /Revisión de la vista/ })).toContainText('Enviada');
    await page.getByRole('button', { name: 'Ver informe de Revisión de la vista' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Informe: Revisión de la vista' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Envío de emails' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Preprocesado de destinatarios' })).toBeAttached();
    await expect(page.getByRole('figure', { name: 'Resultado del envío' }).locator('svg').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Días tras el envío' }).fill('30');
    await page.getByRole('button', { name: 'Actualizar rentabilidad' }).click();
    await expect(page.getByText('Rentabilidad actualizada.')).toBeVisible();
    await expect(page.getByTestId('roi-attribution')).toContainText('en los 30 días siguientes al envío');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar informe Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  test('an SMS goes to the clients of an Excel file, read in the browser, with its look-alike characters replaced', async ({ page }) => {
    await openList(page);
    await page.getByRole('button', { name: 'Nueva campaña SMS' }).click();
    const parameters = page.getByRole('region', { name: 'Parámetros' });
    await parameters.getByRole('textbox', { name: 'Nombre de la campaña' }).fill('Gripe por SMS');
    await parameters.getByRole('radio', { name: 'Un archivo Excel' }).check();
    await parameters.locator('input[type="file"]').setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from('nombre;movil\nAna;600000001\n') });
    await expect(parameters.getByText('Solo se pueden subir 30MB con extensión .xls o .xlsx')).toBeVisible();
    const rows = [['Nombre', 'Móvil'], ['Ana', 600000001], [], ['Luis', 600000002], ['Eva', 700000003]];
    await parameters.locator('input[type="file"]').setInputFiles({ name: 'clientes.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: clientsWorkbook(rows) });
    await expect(parameters.getByText('clientes.xlsx: llega a 3 destinatarios.')).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    const design = page.getByRole('region', { name: 'Diseño' });
    await design.getByRole('textbox', { name: 'Texto del SMS' }).fill('Vacúnate ya “hoy” por 5€');
    await expect(design.getByText('25 de 306 unidades')).toBeVisible();
    await expect(design.getByText('Coste: 1 SMS × 3 destinatarios = 3 mensajes')).toBeVisible();
    await expect(design.locator('p mark')).toHaveText(['ú', '“', '”']);
    await expectAccessible(page);
    await design.getByRole('button', { name: 'Sustituir todos' }).click();
    await expect(design.getByRole('textbox', { name: 'Texto del SMS' })).toHaveValue('Vacunate ya "hoy" por 5€');
    await expect(design.locator('p mark')).toHaveCount(0);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('dialog', { name: 'Terminar el diseño' }).getByRole('button', { name: 'Guardar y continuar' }).click();

    const finish = page.getByRole('region', { name: 'Finalizar' });
    await finish.getByRole('radio', { name: 'Enviar ahora' }).check();
    await finish.getByRole('button', { name: 'Enviar campaña' }).click();
    await expect(page.getByText('Campaña creada correctamente')).toBeVisible();
    // Sent now, it is being sent; two minutes later it is sent.
    await expect(page.getByRole('row', { name: /Gripe por SMS/ })).toContainText('Enviándose');
  });

  test('a pharmacist edits the email header the campaigns start from', async ({ page }) => {
    await openList(page);
    await page.getByRole('link', { name: 'Cabecera de email' }).click();
    await expect(page.getByRole('heading', { name: 'Cabecera de email', level: 1 })).toBeVisible();
    const first = page.getByRole('textbox', { name: 'Texto del bloque 1' });
    await expect(first).toHaveValue('Farmacia Llorente');
    await expectAccessible(page);
    await first.fill('Farmacia Llorente · Gijón');
    await page.getByRole('button', { name: 'Guardar cabecera' }).click();
    await expect(page.getByText('Cabecera guardada. Las nuevas campañas de email empezarán con ella.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Texto del bloque 1' })).toHaveValue('Farmacia Llorente · Gijón');
  });
});
