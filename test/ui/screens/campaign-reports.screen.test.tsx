import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, DEMO_FAULT_STATUS } from '../../support/demo-faults';
import { captureDownloads } from '../../support/downloads';

const REPORTS = '#/app-h/backoffice/campaignReports';

/** The memory profile's sample: three clients of pharmacy 500 who bought, one who did not, a stranger and an invalid line. */
const SAMPLE_EMAILS = ['cnunez@gmail.com', 'asuarez@yahoo.es', 'pjimenez@yahoo.es', 'elenagarcia42@outlook.es', 'desconocido@ejemplo.es', 'correo-no-valido'];

const fetchButton = (): HTMLElement => screen.getByRole('button', { name: 'Obtener informe' });
const dateField = (label: 'Desde' | 'Hasta'): HTMLElement => screen.getByRole('textbox', { name: label });
/** The alert whose title is `title` (the dropped lines are an alert of their own). */
const alertTitled = async (title: string): Promise<HTMLElement> => (await screen.findByText(title)).closest<HTMLElement>('[role="alert"]')!;

/** Opens the screen on 21/11/2026, the day the demo's purchases are dated back from, and fills in the sample. */
async function openWithSample(): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at: REPORTS });
  await app.user.click(await screen.findByRole('button', { name: 'Usar datos de ejemplo' }));
  await waitFor(() => expect(screen.getByLabelText('Id de farmacia')).toHaveValue('500'));
  return app;
}

async function typeDate(app: RunningApp, label: 'Desde' | 'Hasta', text: string): Promise<void> {
  await app.user.click(dateField(label));
  await app.user.paste(text);
  await app.user.tab();
  await waitFor(() => expect(dateField(label)).toHaveValue(text));
}

describe('campaign reports screen', () => {
  it('reports what the sample clients bought, with totals, per-client sales and the dropped line', async () => {
    const app = await openWithSample();
    expect(screen.getByLabelText('Emails')).toHaveValue(SAMPLE_EMAILS.join('\n'));
    expect(screen.getByTestId('contact-count')).toHaveTextContent('Válidos: 5 · No válidos: 1');
    await app.user.click(fetchButton());

    expect(await screen.findByTestId('report-scope')).toHaveTextContent('Farmacia 500, todas las fechas. 3 de 5 contactos con movimientos.');
    expect(
      ['report-clients', 'report-transactions', 'report-returns', 'report-total', 'report-total-returned', 'report-net'].map((id) => screen.getByTestId(id).textContent),
    ).toEqual(['3', '28', '3', '1.704,33 €', '48,26 €', '1.656,07 €']);
    const sales = screen.getByRole('table', { name: 'Ventas por cliente' });
    expect(within(sales).getAllByRole('row').slice(1, 4).map((row) => row.textContent)).toEqual(['cnunez@gmail.com22620,19 €', 'asuarez@yahoo.es23588,19 €', 'pjimenez@yahoo.es29447,69 €']);
    expect(screen.getByTestId('sales-total-quantity')).toHaveTextContent('74');
    expect(screen.getByTestId('sales-total-value')).toHaveTextContent('1.656,07 €');
    expect(screen.getByTestId('dropped-lines')).toHaveTextContent('Líneas no válidas descartadas: 1correo-no-valido');
  });

  it('reports a date range and downloads it as JSON', async () => {
    const downloads = captureDownloads();
    const app = await openWithSample();
    await typeDate(app, 'Desde', '01/09/2026');
    await typeDate(app, 'Hasta', '21/11/2026');
    await app.user.click(fetchButton());
    expect(await screen.findByTestId('report-scope')).toHaveTextContent('Farmacia 500, del 01/09/2026 al 21/11/2026. 3 de 5 contactos con movimientos.');
    expect(screen.getByTestId('report-total')).toHaveTextContent('305,17 €');
    expect(screen.getByTestId('report-net')).toHaveTextContent('295,88 €');

    await app.user.click(screen.getByRole('button', { name: 'Descargar JSON' }));
    expect(downloads.map((download) => download.fileName)).toEqual(['informe-campana-farmacia-500-desde-2026-09-01-hasta-2026-11-21.json']);
    expect(JSON.parse(await downloads[0]!.content.text())).toEqual({
      EID: '500',
      ERP: SAMPLE_EMAILS.slice(0, 5),
      dateMin: '2026-09-01',
      dateMax: '2026-11-21',
      clients: 3,
      returns: 1,
      total: 305.17,
      total_returned: 9.29,
      transactions: 5,
      sales: [
        { client: 'pjimenez@yahoo.es', quantity: 8, final_value: 137.2 },
        { client: 'asuarez@yahoo.es', quantity: 4, final_value: 113.48 },
        { client: 'cnunez@gmail.com', quantity: 2, final_value: 45.2 },
      ],
    });
  });

  it('asks for the pharmacy id or the list, naming the chosen kind, and keeps what was typed', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: REPORTS });
    await app.user.click(await screen.findByRole('radio', { name: 'Teléfono' }));
    await app.user.type(screen.getByLabelText('Teléfonos'), '612345678');
    await app.user.click(fetchButton());
    expect(await alertTitled('falta el id de farmacia o teléfono')).toHaveTextContent(/^falta el id de farmacia o teléfono$/);
    expect(screen.getByLabelText('Teléfonos')).toHaveValue('612345678');
    expect(screen.queryByTestId('report-scope')).not.toBeInTheDocument();
  });

  it('tells a failed request, keeps what was typed, and reports once the server answers', async () => {
    const app = await openWithSample();
    await typeDate(app, 'Desde', '01/09/2026');
    app.fail(DEMO_FAULT.campaignReportsFetchReport, 500);
    await app.user.click(fetchButton());
    expect(await alertTitled('hubo un error con la petición')).toHaveTextContent(/^hubo un error con la peticiónHubo un error. Por favor reintente.$/);
    expect(screen.getByLabelText('Id de farmacia')).toHaveValue('500');
    expect(screen.getByLabelText('Emails')).toHaveValue(SAMPLE_EMAILS.join('\n'));
    expect(dateField('Desde')).toHaveValue('01/09/2026');
    expect(screen.queryByTestId('report-scope')).not.toBeInTheDocument();

    app.heal();
    await app.user.click(fetchButton());
    expect(await screen.findByTestId('report-total')).toHaveTextContent('305,17 €');
    expect(screen.queryByText('hubo un error con la petición')).not.toBeInTheDocument();
  });

  it('says when no server answers', async () => {
    const app = await openWithSample();
    app.fail(DEMO_FAULT.campaignReportsFetchReport, DEMO_FAULT_STATUS.noServer);
    await app.user.click(fetchButton());
    expect(await alertTitled('hubo un error con la petición')).toHaveTextContent(/^hubo un error con la peticiónNo hay conexión con el servidor. Comprueba tu conexión y vuelve a intentarlo.$/);
    expect(screen.getByLabelText('Emails')).toHaveValue(SAMPLE_EMAILS.join('\n'));
  });
});

describe('campaign report form: each field checked where it is', () => {
  it('refuses a pharmacy id that is not a number beside the field, with the focus on it, and sends nothing', async () => {
    const app = await openWithSample();
    const id = screen.getByLabelText('Id de farmacia');
    await app.user.clear(id);
    await app.user.type(id, 'abc');
    await app.user.click(fetchButton());
    expect(await screen.findByText('El id de farmacia es un número, por ejemplo 500.')).toBeVisible();
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveFocus();
    expect(id).toHaveAccessibleDescription('El id de farmacia es un número, por ejemplo 500.');
    expect(screen.queryByText('los clientes insertados no han realizado ninguna compra')).toBeNull();
    // Fixed, the message goes as the user types.
    await app.user.clear(id);
    await app.user.type(id, '500');
    expect(screen.queryByText('El id de farmacia es un número, por ejemplo 500.')).toBeNull();
    await app.user.click(fetchButton());
    expect(await screen.findByTestId('report-total')).toHaveTextContent('1.704,33 €');
  });

  it('keeps a date that does not exist as typed, says so beside it, and does not send the form', async () => {
    const app = await openWithSample();
    await app.user.click(dateField('Desde'));
    await app.user.paste('31/02/2026');
    await app.user.tab();
    expect(dateField('Desde')).toHaveValue('31/02/2026');
    expect(await screen.findByText('Esa fecha no existe. Escríbela como dd/mm/aaaa, por ejemplo 01/09/2026.')).toBeVisible();
    await app.user.click(fetchButton());
    expect(dateField('Desde')).toHaveFocus();
    expect(screen.queryByTestId('report-scope')).toBeNull();
    await app.user.clear(dateField('Desde'));
    await app.user.paste('28/02/2026');
    await app.user.tab();
    await waitFor(() => expect(screen.queryByText('Esa fecha no existe. Escríbela como dd/mm/aaaa, por ejemplo 01/09/2026.')).toBeNull());
    await app.user.click(fetchButton());
    expect(await screen.findByTestId('report-scope')).toBeVisible();
  });

  it('puts the date-order message on the "Hasta" field and the missing-list message on the list', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: REPORTS });
    await app.user.type(await screen.findByLabelText('Id de farmacia'), '500');
    await typeDate(app, 'Desde', '21/11/2026');
    await typeDate(app, 'Hasta', '01/09/2026');
    await app.user.click(fetchButton());
    expect(dateField('Hasta')).toHaveAccessibleDescription('la fecha minima es mayor que la fecha maxima...');
    expect(screen.getByLabelText('Emails')).toHaveAccessibleDescription(/falta el id de farmacia o email/);
    expect(screen.getByLabelText('Id de farmacia')).not.toHaveAttribute('aria-invalid');
    // The first field in error takes the focus.
    expect(dateField('Hasta')).toHaveFocus();
  });

  it('refuses a minimum date after the maximum, keeps what was typed and sends nothing', async () => {
    const app = await openWithSample();
    await typeDate(app, 'Desde', '21/11/2026');
    await typeDate(app, 'Hasta', '01/09/2026');
    await app.user.click(fetchButton());
    expect(await alertTitled('la fecha minima es mayor que la fecha maxima...')).toBeVisible();
    expect(dateField('Desde')).toHaveValue('21/11/2026');
    expect(dateField('Hasta')).toHaveValue('01/09/2026');
    expect(screen.getByLabelText('Id de farmacia')).toHaveValue('500');
    expect(screen.getByLabelText('Emails')).toHaveValue(SAMPLE_EMAILS.join('\n'));
    expect(screen.queryByTestId('report-scope')).not.toBeInTheDocument();
  });

  it('refuses a list without a valid line, and shows the lines it dropped', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: REPORTS });
    await app.user.type(await screen.findByLabelText('Id de farmacia'), '500');
    await app.user.click(screen.getByLabelText('Emails'));
    await app.user.paste('612345678\nana arroba farmacia');
    await app.user.click(fetchButton());
    expect(await alertTitled('falta el id de farmacia o email')).toBeVisible();
    const dropped = screen.getByTestId('dropped-lines');
    expect(dropped).toHaveTextContent('Líneas no válidas descartadas: 2');
    expect(within(dropped).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['612345678', 'ana arroba farmacia']);
    expect(screen.getByLabelText('Emails')).toHaveValue('612345678\nana arroba farmacia');
    expect(screen.queryByTestId('report-scope')).not.toBeInTheDocument();
  });

  it('keeps a list per kind: switching to phone does not turn the pasted emails into invalid phones', async () => {
    const app = await openWithSample();
    await app.user.click(screen.getByRole('radio', { name: 'Teléfono' }));
    expect(screen.getByLabelText('Teléfonos')).toHaveValue('');
    expect(screen.getByTestId('contact-count')).toHaveTextContent('Válidos: 0 · No válidos: 0');
    await app.user.type(screen.getByLabelText('Teléfonos'), '612345678');
    await app.user.click(screen.getByRole('radio', { name: 'Email' }));
    expect(screen.getByLabelText('Emails')).toHaveValue(SAMPLE_EMAILS.join('\n'));
    expect(screen.getByTestId('contact-count')).toHaveTextContent('Válidos: 5 · No válidos: 1');
    await app.user.click(screen.getByRole('radio', { name: 'Teléfono' }));
    expect(screen.getByLabelText('Teléfonos')).toHaveValue('612345678');
  });

  it("clears the dates typed earlier when the sample is used, so that the sample's purchases are found", async () => {
    const app = await startApp({ signInAs: 'backoffice', at: REPORTS });
    await screen.findByLabelText('Id de farmacia');
    await typeDate(app, 'Desde', '01/01/2020');
    await typeDate(app, 'Hasta', '02/01/2020');
    await app.user.click(screen.getByRole('button', { name: 'Usar datos de ejemplo' }));
    await waitFor(() => expect(screen.getByLabelText('Id de farmacia')).toHaveValue('500'));
    expect(dateField('Desde')).toHaveValue('');
    expect(dateField('Hasta')).toHaveValue('');
    await app.user.click(fetchButton());
    expect(await screen.findByTestId('report-scope')).toHaveTextContent('Farmacia 500, todas las fechas. 3 de 5 contactos con movimientos.');
  });
});
