import { utils, write as writeWorkbook } from '@e965/xlsx';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settledTable, startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const SCREEN = '#/app-h/segmentations';

async function openScreen(at: `#/${string}` = SCREEN, as: 'farmacia' | 'demo' = 'farmacia'): Promise<RunningApp> {
  const app = await startApp({ signInAs: as, at });
  await screen.findByRole('heading', { name: 'Segmentación de clientes', level: 1 });
  return app;
}

const count = () => screen.getByTestId('segmentation-count');

/** An .xlsx file of clients as a spreadsheet program saves it. */
function clientsFile(rows: unknown[][], name = 'clientes.xlsx'): File {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Clientes');
  const bytes = new Uint8Array(writeWorkbook(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
  return new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

async function openImport(app: RunningApp): Promise<{ dialog: HTMLElement; input: HTMLInputElement }> {
  await app.user.click(screen.getByRole('button', { name: 'Importar clientes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar clientes' });
  return { dialog, input: dialog.querySelector('input[type="file"]') as HTMLInputElement };
}
const decodedHash = () => decodeURIComponent(window.location.hash);

describe('segmentation screen', () => {
  it('counts every client of the pharmacy and lists them 50 a page, by name', async () => {
    await openScreen();
    await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'), { timeout: 15_000 });
    const table = await settledTable();
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('1–50 de 20.000')).toBeVisible();
    // 50 a page is the screen's rule (spec 2 §9): no page-size choice that would not be kept.
    expect(screen.queryByText('Filas por página')).toBeNull();
  });

  it('narrows the count as filters change and keeps them in the address, so a link opens the same search', async () => {
    const app = await openScreen();
    await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'), { timeout: 15_000 });
    await app.user.click(screen.getByRole('checkbox', { name: 'Mujer' }));
    await waitFor(() => expect(decodedHash()).toContain('"genre":{"female":true}'));
    await waitFor(() => expect(count()).not.toHaveTextContent('20.000 clientes'));
    const women = count().textContent;
    expect(women).toMatch(/^(\d{4}|\d{2}\.\d{3}) clientes$/);
    // The link, opened in a new start of the application.
    const link = window.location.hash as `#/${string}`;
    cleanup();
    await openScreen(link);
    expect(screen.getByRole('checkbox', { name: 'Mujer' })).toBeChecked();
    await waitFor(() => expect(count()).toHaveTextContent(women ?? ''));
  });

  it('shows a contradictory range beside its field, keeps the last valid results and refuses to save', async () => {
    const app = await openScreen();
    await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'), { timeout: 15_000 });
    await app.user.type(screen.getByRole('textbox', { name: 'Mayor de (años)' }), '70');
    await app.user.type(screen.getByRole('textbox', { name: 'Menor de (años)' }), '60');
    expect(await screen.findByText('La edad mínima no puede ser mayor que la máxima')).toBeVisible();
    expect(count()).toHaveTextContent('Revise lo datos de los filtros.');
    expect(decodedHash()).not.toContain('"lessThan":60');
    await app.user.click(screen.getByRole('button', { name: 'Guardar segmentación' }));
    expect(await screen.findByText('Revise lo datos de los filtros.', { selector: '.mantine-Notification-description *, .mantine-Notification-description' })).toBeVisible();
  });

  it('saves the filters under a name, offers them to the campaign wizard, and updates the one of the same name', async () => {
    const app = await openScreen();
    await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'), { timeout: 15_000 });
    const before = (await app.services.savedSegmentations.list(500)).length;
    await app.user.click(screen.getByRole('checkbox', { name: 'Hombre' }));
    await waitFor(() => expect(decodedHash()).toContain('"male":true'));
    await app.user.click(screen.getByRole('button', { name: 'Guardar segmentación' }));
    let dialog = await screen.findByRole('dialog', { name: 'Guardar segmentación' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Hombres de prueba');
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Segmentación «Hombres de prueba» guardada')).toBeVisible();
    const segments = await app.services.campaignAudience.segments(500);
    expect(segments.map((segment) => segment.name)).toContain('Hombres de prueba');
    let saved = await app.services.savedSegmentations.list(500);
    const mine = saved.find((segmentation) => segmentation.name === 'Hombres de prueba');
    expect(mine?.filters.genre).toEqual({ male: true, female: false, unregistered: false });
    await waitFor(() => expect(decodedHash()).toContain(`segmentation=${mine?.id ?? ''}`));

    // Saved again under the same name (written differently): the same segmentation is updated.
    await app.user.click(screen.getByRole('checkbox', { name: 'Sin registrar' }));
    await app.user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    dialog = await screen.findByRole('dialog', { name: 'Guardar segmentación' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre/ });
    expect(name).toHaveValue('Hombres de prueba');
    await app.user.clear(name);
    await app.user.type(name, ' hombres  de PRUEBA');
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Segmentación «hombres de PRUEBA» guardada')).toBeVisible();
    saved = await app.services.savedSegmentations.list(500);
    expect(saved).toHaveLength(before + 1);
    expect(saved.find((segmentation) => segmentation.id === mine?.id)?.filters.genre).toEqual({ male: true, female: false, unregistered: true });
  });

  it('asks before a saved segmentation replaces filters the user changed, then shows its filters', async () => {
    const app = await openScreen();
    await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'), { timeout: 15_000 });
    await app.user.click(screen.getByRole('checkbox', { name: 'Hombre' }));
    await app.user.click(screen.getByRole('combobox', { name: 'Segmentación guardada' }));
    await app.user.click(await screen.findByRole('option', { name: 'Mayores de 65 años', hidden: true }));
    const question = await screen.findByRole('dialog', { name: '¿Cambiar de segmentación?' });
    // The dialog fades in: its text is visible once the transition is over.
    await waitFor(() => expect(within(question).getByText('Los filtros actuales se perderán.')).toBeVisible());
    await app.user.click(within(question).getByRole('button', { name: 'Cambiar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Mayor de (años)' })).toHaveValue('65'));
    expect(screen.getByRole('checkbox', { name: 'Hombre' })).not.toBeChecked();
  });

  it('reads a saved segmentation as it is saved now when it is chosen, and keeps the filters when it cannot be read', async () => {
    const app = await openScreen();
    await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'), { timeout: 15_000 });
    await app.user.click(screen.getByRole('combobox', { name: 'Segmentación guardada' }));
    await screen.findByRole('option', { name: 'Mayores de 65 años', hidden: true });
    await app.user.keyboard('{Escape}');
    // Changed elsewhere after the list was read: the choice shows it as it is now.
    const eid = app.services.session.current()?.entity?.eid ?? 0;
    const older = (await app.services.savedSegmentations.list(eid)).find((segmentation) => segmentation.name === 'Mayores de 65 años')!;
    await app.services.savedSegmentations.update(eid, older.id, { name: older.name, filters: { ...older.filters, age: { ...older.filters.age, moreThan: 70 } } });
    app.fail(DEMO_FAULT.savedSegmentationsGet, 500);
    await app.user.click(screen.getByRole('combobox', { name: 'Segmentación guardada' }));
    await app.user.click(await screen.findByRole('option', { name: 'Mayores de 65 años', hidden: true }));
    expect(await screen.findByText('No se ha podido abrir la segmentación')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Mayor de (años)' })).toHaveValue('');
    app.heal();
    await app.user.click(screen.getByRole('combobox', { name: 'Segmentación guardada' }));
    await app.user.click(await screen.findByRole('option', { name: 'Mayores de 65 años', hidden: true }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Mayor de (años)' })).toHaveValue('70'));
  });

  it('follows the address when it changes by itself: back after a saved segmentation brings the filters before it', async () => {
    const app = await openScreen();
    await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'), { timeout: 15_000 });
    await app.user.click(screen.getByRole('checkbox', { name: 'Hombre' }));
    await waitFor(() => expect(count()).not.toHaveTextContent('20.000 clientes'));
    const men = count().textContent;
    await app.user.click(screen.getByRole('combobox', { name: 'Segmentación guardada' }));
    await app.user.click(await screen.findByRole('option', { name: 'Mayores de 65 años', hidden: true }));
    const question = await screen.findByRole('dialog', { name: '¿Cambiar de segmentación?' });
    await app.user.click(within(question).getByRole('button', { name: 'Cambiar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Mayor de (años)' })).toHaveValue('65'));
    expect(screen.getByRole('checkbox', { name: 'Hombre' })).not.toBeChecked();

    app.router.history.back();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Hombre' })).toBeChecked());
    expect(screen.getByRole('textbox', { name: 'Mayor de (años)' })).toHaveValue('');
    await waitFor(() => expect(count()).toHaveTextContent(men ?? ''));
  });

  it('deletes a saved segmentation only after its confirmation', async () => {
    const app = await openScreen();
    const [first] = await app.services.savedSegmentations.list(500);
    window.location.hash = `${SCREEN}?segmentation=${first?.id ?? ''}`;
    await app.user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const question = await screen.findByRole('dialog', { name: '¿Eliminar la segmentación?' });
    await app.user.click(within(question).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(`Segmentación «${first?.name ?? ''}» eliminada`)).toBeVisible();
    expect((await app.services.savedSegmentations.list(500)).map((segmentation) => segmentation.id)).not.toContain(first?.id);
  });

  it("opens a client's panel from the results", async () => {
    const app = await openScreen();
    await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'), { timeout: 15_000 });
    const firstRow = within(await settledTable()).getAllByRole('row')[1]!;
    const name = within(firstRow).getAllByRole('cell')[0]!.textContent ?? '';
    await app.user.click(within(firstRow).getByRole('button', { name: `Ver cliente ${name}` }));
    const panel = await screen.findByRole('dialog', { name: 'Ficha del cliente' });
    expect(await within(panel).findAllByText(name)).not.toHaveLength(0);
  });

  it('says once a second that the server failed, however many calls fail', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: SCREEN, faults: { [DEMO_FAULT.clientsSearchClients]: 500 } });
    const notices = () => [...document.querySelectorAll('.mantine-Notification-root')].map((notice) => notice.textContent);
    // The first call and its retries failed: one notice, beside the table's own failure.
    await waitFor(() => expect(notices()).toHaveLength(1), { timeout: 10_000 });
    expect(notices()[0]).toMatch(/^Hubo un error con el servidor/);
    // Another search fails within the same second: no second notice.
    await app.user.click(screen.getByRole('checkbox', { name: 'Mujer' }));
    await waitFor(() => expect(decodedHash()).toContain('"female":true'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled(), { timeout: 10_000 });
    expect(notices()).toHaveLength(1);
    // A second later, the next failure is said again.
    await app.elapse(1000);
    await app.user.click(screen.getByRole('checkbox', { name: 'Hombre' }));
    await waitFor(() => expect(notices()).toHaveLength(2));
    // Once that search has given up, the server comes back: the table's retry shows the clients.
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 10_000 });
    app.heal();
    await app.user.click(retry);
    await waitFor(() => expect(count()).not.toHaveTextContent('clientes…'), { timeout: 15_000 });
    expect(count()).toHaveTextContent(/^\d{1,2}\.\d{3} clientes$/);
  });

  it('imports a client file: refuses one that is not a spreadsheet or has a wrong email, then adds its clients to the results', async () => {
    const app = await openScreen();
    await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'), { timeout: 15_000 });
    const { dialog, input } = await openImport(app);
    await app.user.upload(input, new File(['nombre;email'], 'clientes.xlsx'));
    expect(await within(dialog).findByText('El contenido del archivo no corresponde a un Excel .xls o .xlsx')).toBeVisible();
    await app.user.upload(input, clientsFile([['Nombre', 'Email'], ['Ana Sola', 'ana.sola@example.com'], ['Luis Malo', 'no-es-correo']]));
    expect(await within(dialog).findByText('Hay emails incorrectos en el excel: fila 3 (no-es-correo)')).toBeVisible();
    await app.user.upload(
      input,
      // Clients who signed the consent: shown as they are (one who did not is masked, ADR 27).
      clientsFile([['Nombre', 'Apellidos', 'Email', 'Teléfono', 'LOPD'], ['Ana', 'Importada', 'ana.importada@example.com', '612000111', 'Sí'], [], ['Luis', 'Importado', 'luis.importado@example.com', '', 'Sí']]),
    );
    expect(await within(dialog).findByText('clientes.xlsx: 2 clientes importados.')).toBeVisible();
    // The dialog's own button, below the result (the corner's ✕ is named 'Cerrar' too).
    await app.user.click(within(dialog).getByText('Cerrar', { selector: 'button span' }));
    await waitFor(() => expect(count()).toHaveTextContent('20.002 clientes'));
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'importad{Enter}');
    const table = screen.getByRole('table');
    expect(await within(table).findByText('ana.importada@example.com')).toBeVisible();
    expect(within(table).getByText('Luis Importado')).toBeVisible();
  });

  it('keeps the file read when the import fails, and sends it again on retry', async () => {
    const app = await openScreen();
    await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'), { timeout: 15_000 });
    app.fail(DEMO_FAULT.clientsImportClients, 500);
    const { dialog, input } = await openImport(app);
    await app.user.upload(input, clientsFile([['Nombre', 'Email'], ['Rosa Reintento', 'rosa.reintento@example.com']], 'rosa.xlsx'));
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('No se ha importado rosa.xlsx');
    expect(failure).toHaveTextContent('Hubo un error interno, por favor reintente. Si el error persiste contacte a soporte');
    app.heal();
    await app.user.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByText('rosa.xlsx: 1 cliente importado.')).toBeVisible();
    await waitFor(() => expect(count()).toHaveTextContent('20.001 clientes'));
  });

  it('is not offered to a pharmacy without the segments module', async () => {
    await startApp({ signInAs: 'farmacia2', at: SCREEN });
    expect(await screen.findByRole('heading', { name: 'Acceso no autorizado' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Segmentación' })).toBeNull();
  });
});

describe('segmentation screen, embedded', () => {
  it('signs in with the token of an embedded link and shows the screen without navigation', async () => {
    const app = await startApp({ at: `${SCREEN}?embedded&token=demo-token` });
    expect(await screen.findByRole('heading', { name: 'Segmentación de clientes', level: 1 })).toBeVisible();
    expect(app.services.session.current()?.user.username).toBe('farmacia');
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
  });

  it('shows the 403 page for a token that is refused', async () => {
    await startApp({ at: `${SCREEN}?embedded&token=forged` });
    expect(await screen.findByRole('heading', { name: 'Acceso no autorizado' })).toBeVisible();
  });
});
