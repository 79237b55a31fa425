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
