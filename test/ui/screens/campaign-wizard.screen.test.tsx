import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { utils, write as writeWorkbook } from '@e965/xlsx';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const LIST = '#/app-h/campaigns/listCampaigns';

const field = (name: string): HTMLElement => screen.getByRole('textbox', { name });

async function write(app: RunningApp, label: string, text: string): Promise<void> {
  await app.user.click(field(label));
  await app.user.paste(text);
}

/** Picks an option of a Mantine select (its dropdown stays styled hidden in jsdom). */
async function choose(app: RunningApp, label: string, option: string): Promise<void> {
  await app.user.click(screen.getByRole('combobox', { name: label }));
  await app.user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Signs the pharmacist in on the list and creates a new campaign of `channel` from it. */
async function createCampaign(channel: 'email' | 'sms'): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'farmacia', at: LIST });
  await screen.findByText(/ de \d+ campañas/);
  await app.user.click(screen.getByRole('button', { name: channel === 'email' ? 'Nueva campaña de email' : 'Nueva campaña SMS' }));
  await screen.findByRole('heading', { level: 1, name: 'Campaña sin nombre' });
  return app;
}

const step = (name: string) => screen.findByRole('region', { name });

/** An .xlsx file of clients: a header, three clients and an empty row, as a spreadsheet program saves it. */
function clientsFile(rows: unknown[][], name = 'clientes.xlsx'): File {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Clientes');
  const bytes = new Uint8Array(writeWorkbook(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
  return new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

const fileInput = (): HTMLInputElement => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('campaign wizard screen', () => {
  it('names the screen and says that a campaign that does not exist cannot be loaded, with a way back to the list', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: '#/app-h/campaigns/manageCampaign/cid/no-such-campaign' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaña' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('No se ha podido cargar la campaña (error)');
    await app.user.click(screen.getByRole('link', { name: 'Volver al listado de campañas' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Campañas' })).toBeVisible();
  });

  it('writes an email campaign to a segment and designs it from the pharmacy header', async () => {
    const app = await createCampaign('email');
    await step('Parámetros');
    // Leaving Parámetros with nothing filled in says what each field needs.
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Escribe el nombre de la campaña.')).toBeVisible();
    expect(screen.getByText('Escribe el asunto del correo.')).toBeVisible();
    expect(screen.getByText('Elige un segmento.')).toBeVisible();

    await write(app, 'Nombre de la campaña', 'Revisión de la vista');
    await write(app, 'Asunto del correo', '¿Cuándo revisaste tu vista?');
    await choose(app, 'Segmento', 'Mayores de 65 años');
    expect(await screen.findByText('Este segmento llega a 6343 clientes.')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await step('Diseño');
    // A campaign not designed yet starts from the pharmacy's email header.
    expect(await screen.findByText('El correo empieza con la cabecera de la farmacia.')).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Texto del bloque 1' })).toHaveValue('Farmacia Llorente');
    await app.user.click(await screen.findByRole('button', { name: 'Añadir bloque de texto' }));
    await write(app, 'Texto del bloque 4', 'Te esperamos en la farmacia');
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminar el diseño' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar y continuar' }));

    await step('Finalizar');
    expect(screen.getByRole('cell', { name: 'Mayores de 65 años: 6343 clientes' })).toBeVisible();
    const cid = window.location.hash.split('/cid/')[1]?.split('?')[0] ?? '';
    const saved = await app.services.campaigns.get(cid);
    expect(saved.content.html).toContain('Te esperamos en la farmacia');
    expect(saved.content.html).toContain('Farmacia Llorente');
    expect(saved.segment.apiId).toBe('5e9a0000000001f400000002');
  });

  it('tests an email draft and schedules it, refusing a date in the past', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: LIST });
    await screen.findByRole('row', { name: /Black Friday en parafarmacia/ });
    const draft = (await app.services.campaigns.list(500)).find((campaign) => campaign.content.name === 'Black Friday en parafarmacia');
    // A draft's address may name its last step: the wizard opens there.
    window.location.hash = `#/app-h/campaigns/manageCampaign/cid/${draft?.id ?? ''}?section=2`;
    await step('Finalizar');
    await write(app, 'Direcciones de prueba', 'ana@example.com, no-es-un-correo');
    await app.user.click(screen.getByRole('button', { name: 'Enviar prueba' }));
    expect(await screen.findByText('Hay direcciones de correo no válidas. Sepáralas con comas.')).toBeVisible();
    await app.user.clear(field('Direcciones de prueba'));
    await write(app, 'Direcciones de prueba', 'ana@example.com, luis@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Enviar prueba' }));
    expect(await screen.findByText('Email de prueba enviados')).toBeVisible();

    const date = screen.getByLabelText('Fecha y hora de envío');
    await app.user.type(date, '2026-11-20T10:00');
    await app.user.click(screen.getByRole('button', { name: 'Programar campaña' }));
    expect(await screen.findByText('la fecha de envio es inferior a la fecha de hoy... por lo tanto no es valida')).toBeVisible();
    await app.user.clear(date);
    await app.user.type(date, '2026-12-01T09:30');
    await app.user.click(screen.getByRole('button', { name: 'Programar campaña' }));

    expect(await screen.findByText('Campaña creada correctamente')).toBeVisible();
    const scheduled = await screen.findByRole('row', { name: /Black Friday en parafarmacia/ });
    expect(within(scheduled).getByText('Programada')).toBeVisible();
    expect(within(scheduled).getByText('01/12/2026 09:30')).toBeVisible();
    expect(within(scheduled).getByRole('button', { name: 'Modificar programación de Black Friday en parafarmacia' })).toBeVisible();
  });

  it('counts an SMS as it is typed and replaces the characters the SMS does not accept', async () => {
    const app = await createCampaign('sms');
    await write(app, 'Nombre de la campaña', 'Gripe por SMS');
    expect(screen.queryByRole('textbox', { name: 'Asunto del correo' })).toBeNull();
    await choose(app, 'Segmento', 'Familias con bebés');
    await screen.findByText('Este segmento llega a 3255 clientes.');
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await step('Diseño');
    await write(app, 'Texto del SMS', 'Vacúnate ya “hoy”');
    expect(screen.getByText('17 de 306 unidades')).toBeVisible();
    expect(screen.getByText('Coste: 1 SMS × 3255 destinatarios = 3255 mensajes')).toBeVisible();
    expect(screen.getByText('El SMS contiene caracteres no válidos')).toBeVisible();
    const marked = screen.getByText('Caracteres que no admite el SMS, marcados en el texto:').parentElement as HTMLElement;
    expect([...marked.querySelectorAll('p mark')].map((mark) => mark.textContent)).toEqual(['ú', '“', '”']);

    await app.user.click(screen.getByRole('button', { name: 'Sustituir ú por u' }));
    expect(field('Texto del SMS')).toHaveValue('Vacunate ya “hoy”');
    await app.user.click(screen.getByRole('button', { name: 'Sustituir todos' }));
    expect(field('Texto del SMS')).toHaveValue('Vacunate ya "hoy"');
    expect(screen.queryByText('El SMS contiene caracteres no válidos')).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Terminar el diseño' })).getByRole('button', { name: 'Guardar y continuar' }));
    await step('Finalizar');
    await write(app, 'Números de prueba', '600 123 456, 71234');
    await app.user.click(screen.getByRole('button', { name: 'Enviar prueba' }));
    expect(await screen.findByText('número de teléfono incorrecto')).toBeVisible();
    await app.user.clear(field('Números de prueba'));
    await write(app, 'Números de prueba', '600 123 456, 712 345 678');
    await app.user.click(screen.getByRole('button', { name: 'Enviar prueba' }));
    expect(await screen.findByText('Sms de prueba enviado')).toBeVisible();
  });

  it('sends an email to the clients of an uploaded Excel file, refusing a file that is not one or has wrong emails', async () => {
    const app = await createCampaign('email');
    await app.user.click(screen.getByRole('radio', { name: 'Un archivo Excel' }));
    await app.user.upload(fileInput(), new File(['nombre;email'], 'clientes.xlsx'));
    expect(await screen.findByText('El contenido del archivo no corresponde a un Excel .xls o .xlsx')).toBeVisible();
    await app.user.upload(fileInput(), clientsFile([['Nombre', 'Email'], ['Ana', 'ana@example.com'], ['Luis', 'no-es-correo']]));
    expect(await screen.findByText('Hay emails incorrectos en el excel: fila 3 (no-es-correo)')).toBeVisible();
    await app.user.upload(fileInput(), clientsFile([['Nombre', 'Email'], ['Ana', 'ana@example.com'], [], ['Luis', 'luis@example.com'], ['Eva', 'eva@example.com']]));
    expect(await screen.findByText('clientes.xlsx: llega a 3 destinatarios.')).toBeVisible();
    await write(app, 'Nombre de la campaña', 'Clientes del Excel');
    await write(app, 'Asunto del correo', 'Hola');
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await step('Diseño');
  });

  it('says why an Excel file could not be read or uploaded, and takes the same file once the fault is gone', async () => {
    const app = await createCampaign('email');
    await app.user.click(screen.getByRole('radio', { name: 'Un archivo Excel' }));
    const file = clientsFile([['Nombre', 'Email'], ['Ana', 'ana@example.com'], ['Luis', 'luis@example.com']]);
    app.fail(DEMO_FAULT.spreadsheetsReadRecipientSheet, 500);
    await app.user.upload(fileInput(), file);
    expect(await screen.findByText(/^No se ha podido subir el archivo: /)).toBeVisible();
    app.heal();
    app.fail(DEMO_FAULT.campaignAudienceUpload, 500);
    await app.user.upload(fileInput(), clientsFile([['Nombre', 'Email'], ['Eva', 'eva@example.com']], 'otros.xlsx'));
    await waitFor(() => expect(screen.getAllByText(/^No se ha podido subir el archivo: /)).toHaveLength(1));
    expect(screen.queryByText(/llega a \d+ destinatario/)).not.toBeInTheDocument();
    app.heal();
    await app.user.upload(fileInput(), file);
    expect(await screen.findByText('clientes.xlsx: llega a 2 destinatarios.')).toBeVisible();
    expect(screen.queryByText(/^No se ha podido subir el archivo: /)).not.toBeInTheDocument();
  });

  it('keeps what was typed when a save fails, in the form and in this browser', async () => {
    const app = await createCampaign('email');
    app.fail(DEMO_FAULT.campaignsSave, 500);
    await write(app, 'Nombre de la campaña', 'Ofertas de invierno');
    await write(app, 'Asunto del correo', 'Llega el frío');
    await choose(app, 'Segmento', 'Clientes de Madrid');
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Hubo un problema')).toBeVisible();
    expect(field('Nombre de la campaña')).toHaveValue('Ofertas de invierno');
    expect(screen.getByRole('region', { name: 'Parámetros' })).toBeVisible();
    await waitFor(() => expect(Object.keys(localStorage).some((key) => key.includes('.campaign.'))).toBe(true));
  });

  it('opens a pending campaign at its last step, and tells a failed finish', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: LIST });
    const row = await screen.findByRole('row', { name: /Piel seca en invierno/ });
    await app.user.click(within(row).getByRole('button', { name: 'Modificar programación de Piel seca en invierno' }));
    await step('Finalizar');
    expect(screen.getByLabelText('Fecha y hora de envío')).toHaveValue('2026-11-23T11:00');
    app.fail(DEMO_FAULT.campaignsSave, 500);
    await app.user.click(screen.getByRole('button', { name: 'Guardar programación' }));
    expect(await screen.findByText('Hubo un error al crear la campaña')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Guardar programación' }));
    expect(await screen.findByText('Campaña actualizada correctamente')).toBeVisible();
  });

  it('asks before taking over a campaign modified within the last 2 minutes; declining returns to the list', async () => {
    const app = await createCampaign('sms');
    const address = window.location.hash;
    await write(app, 'Nombre de la campaña', 'Recién tocada');
    await app.user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Guardado correcto')).toBeVisible();
    window.location.hash = LIST;
    await screen.findByText(/ de \d+ campañas/);
    // Somebody else saves it a second later.
    const cid = address.split('/cid/')[1]?.split('?')[0] ?? '';
    app.clock.advance(1_000);
    const campaign = await app.services.campaigns.get(cid);
    await app.services.campaigns.save({ ...campaign, content: { ...campaign.content, name: 'Cambiada en otra pestaña' } });
    window.location.hash = address;
    const dialog = await screen.findByRole('dialog', { name: 'Campaña en edición' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Volver al listado' }));
    await screen.findByText(/ de \d+ campañas/);
    expect(window.location.hash).toBe(LIST);
  });

  it('refuses a segment that reaches nobody, and asks before leaving with unsaved changes', async () => {
    const app = await createCampaign('sms');
    await write(app, 'Nombre de la campaña', 'A nadie');
    await choose(app, 'Segmento', 'Mayores de 100 años');
    expect(await screen.findByText('Este segmento llega a 0 clientes.')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Estos destinatarios no llegan a ningún cliente: elige otro segmento u otro archivo.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Parámetros' })).toBeVisible();

    await app.user.click(screen.getByRole('link', { name: 'Volver al listado de campañas' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir con cambios sin guardar?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(field('Nombre de la campaña')).toHaveValue('A nadie');
    await app.user.click(screen.getByRole('link', { name: 'Volver al listado de campañas' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: '¿Salir con cambios sin guardar?' })).getByRole('button', { name: 'Salir' }));
    await screen.findByText(/ de \d+ campañas/);
  });

  it('opens a sent campaign read only', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: LIST });
    await screen.findByText(/ de \d+ campañas/);
    const sent = (await app.services.campaigns.list(500)).find((campaign) => campaign.status === 'SENDED');
    window.location.hash = `#/app-h/campaigns/manageCampaign/cid/${sent?.id ?? ''}`;
    expect(await screen.findByText('Esta campaña ya no se puede modificar')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: sent?.content.name ?? '' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Siguiente' })).toBeNull();
  });
});
