import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { crmFilterFor, type CrmFilter, type CrmForm } from '@domain/crm';
import { startApp, type RunningApp, type StartOptions } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const CRM_MODE = '#/app-h/segmentations?mode=crm';
const LLORENTE = 500;
const LLORENTE_URLS = { shopUrl: 'https://farmacia-llorente.es', termsUrl: 'https://farmacia-llorente.es/condiciones' };

async function openScreen(at: `#/${string}`, as: 'farmacia' | 'demo' = 'farmacia', faults?: StartOptions['faults']): Promise<RunningApp> {
  const app = await startApp({ signInAs: as, at, ...(faults === undefined ? {} : { faults }) });
  await screen.findByRole('heading', { name: 'Segmentación de clientes', level: 1 });
  return app;
}

const count = () => screen.getByTestId('segmentation-count');
const decodedHash = () => decodeURIComponent(window.location.hash);

/** How many of Farmacia Llorente's clients answered `filter` in a response synced with them, counted from the responses themselves. */
async function syncedClientsPassing(app: RunningApp, form: CrmForm, filter: CrmFilter): Promise<number> {
  const unsynced = new Set((await app.services.crm.unsyncedAnswers(LLORENTE)).map((answers) => answers.idAnswer));
  const passing = await app.services.crm.responses(form.id, { page: 1, size: 10_000, filters: [filter] });
  return passing.records.filter((response) => !unsynced.has(response.idAnswer)).length;
}

describe('segmentation screen, CRM filter mode', () => {
  it('is offered to a pharmacy with the loyalty module; without a form it says so and leads to its creation', async () => {
    const app = await openScreen('#/app-h/segmentations');
    await app.user.click(screen.getByRole('radio', { name: 'Respuestas CRM' }));
    await waitFor(() => expect(decodedHash()).toContain('mode=crm'));
    expect(await screen.findByText('Esta farmacia aún no tiene formulario de fidelización')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Crear el formulario' })).toHaveAttribute('href', '/#/app-h/crm/editForm');
    await waitFor(() => expect(count()).toHaveTextContent('0 clientes'));
    // The client filters, the saved segmentations and the download belong to the other mode.
    expect(screen.queryByRole('checkbox', { name: 'Mujer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Descargar Excel' })).toBeNull();
    expect(screen.getByText('Las segmentaciones guardadas y la descarga en Excel usan los filtros de datos de cliente.')).toBeVisible();
    // Back to the client filters: their results again.
    await app.user.click(screen.getByRole('radio', { name: 'Datos de cliente' }));
    await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'), { timeout: 15_000 });
  });

  it('finds the clients by their synced answers to the form, and keeps the CRM filters in the address', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: '#/app-h/dashboard' });
    const form = await app.services.crm.createForm(LLORENTE, LLORENTE_URLS);
    const sex = form.fields.find((field) => field.ref === 'sex');
    if (sex === undefined) throw new Error('The new form has no sex question');
    const women = await syncedClientsPassing(app, form, crmFilterFor(sex, ['Mujer']) as CrmFilter);
    expect(women).toBeGreaterThan(1000);

    window.location.hash = CRM_MODE;
    await screen.findByRole('heading', { name: 'Segmentación de clientes', level: 1 });
    // Every response but the 56 not yet synced is one client's.
    await waitFor(() => expect(count()).toHaveTextContent('2344 clientes'), { timeout: 15_000 });
    const filters = await screen.findByRole('region', { name: 'Filtros CRM' });
    await app.user.click(within(filters).getByRole('combobox', { name: 'Añadir un filtro' }));
    await app.user.click(await screen.findByRole('option', { name: 'Sexo', hidden: true }));
    await app.user.click(within(filters).getByRole('checkbox', { name: 'Mujer' }));
    await waitFor(() => expect(decodedHash()).toContain(`crm=[{"q":"${sex.id}","v":["Mujer"]}]`));
    await waitFor(() => expect(count()).toHaveTextContent(`${new Intl.NumberFormat('es-ES').format(women)} clientes`));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(51);

    // The link, opened again after leaving the screen, finds the same clients with the same filter.
    const link = window.location.hash;
    window.location.hash = '#/app-h/dashboard';
    await screen.findByRole('heading', { name: 'Escritorio', level: 1 });
    window.location.hash = link;
    await waitFor(() => expect(count()).toHaveTextContent(`${new Intl.NumberFormat('es-ES').format(women)} clientes`), { timeout: 15_000 });
    const again = screen.getByRole('region', { name: 'Filtros CRM' });
    expect(within(again).getByRole('checkbox', { name: 'Mujer' })).toBeChecked();

    // Without filters, every synced client again, and a short address.
    await app.user.click(within(again).getByRole('button', { name: 'Quitar los filtros' }));
    await waitFor(() => expect(count()).toHaveTextContent('2344 clientes'));
    expect(decodedHash()).not.toContain('crm=');
  });

  it('is not offered without the loyalty module, even when the address asks for it', async () => {
    await openScreen(CRM_MODE, 'demo');
    await waitFor(() => expect(count()).toHaveTextContent(/clientes$/), { timeout: 15_000 });
    expect(screen.queryByRole('radio', { name: 'Respuestas CRM' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Mujer' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Filtros CRM' })).toBeNull();
  });

  it('says when the form’s questions cannot be read, and offers them again once the server answers', async () => {
    const app = await openScreen(CRM_MODE, 'farmacia', { [DEMO_FAULT.crmData]: 500 });
    expect(await screen.findByText('No se pudieron cargar las preguntas del formulario CRM')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Esta farmacia aún no tiene formulario de fidelización')).toBeVisible();
  });

  it('says when the clients cannot be found, with the spec’s message, and finds them on retry', async () => {
    const app = await openScreen(CRM_MODE, 'farmacia', { [DEMO_FAULT.crmSearchClients]: 500 });
    expect(await screen.findByRole('alert', { name: 'Hubo un error con el servidor' })).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(count()).toHaveTextContent('0 clientes'));
  });
});
