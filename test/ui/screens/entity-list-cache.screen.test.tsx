import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

afterEach(() => {
  vi.useRealTimers();
});

const CACHE_LIST = '#/app-h/backoffice/admin?mode=cache';

/** The row of a pharmacy by its name. */
const rowOf = (name: string): HTMLElement => {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(name, { exact: true }) !== null);
  if (row === undefined) throw new Error(`No row for ${name}`);
  return row;
};

/** Waits for the list's pharmacies to be counted and their rows drawn. */
async function rowsDrawn(): Promise<void> {
  expect(await screen.findByText(/^\d+ de 48 farmacias$/)).toBeVisible();
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
}

/** Opens the cache/report mode as the back-office user, searching `search`, and waits for its rows. */
async function openCacheMode(search?: string): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at: `#/app-h/backoffice/admin?mode=cache${search === undefined ? '' : `&search=${search}`}` });
  expect(await screen.findByRole('columnheader', { name: /Última caché/ })).toBeVisible();
  await rowsDrawn();
  return app;
}

async function selectPharmacies(app: RunningApp, names: readonly string[]): Promise<void> {
  for (const name of names) await app.user.click(await screen.findByRole('checkbox', { name: `Seleccionar ${name}` }));
}

describe('entity list, cache/report mode', () => {
  it('switches from the standard mode with the control, keeping the mode in the address, and shows the last cache and report', async () => {
    const app = await startApp({ signInAs: 'backoffice' });
    expect(await screen.findByRole('columnheader', { name: 'Formulario de alta' })).toBeVisible();
    await app.user.click(screen.getByRole('radio', { name: 'Caché e informes' }));
    await waitFor(() => expect(window.location.hash).toBe(CACHE_LIST));
    expect(await screen.findByRole('columnheader', { name: /Última caché/ })).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: 'Formulario de alta' })).not.toBeInTheDocument();
    await rowsDrawn();
    const pharmacy = (await app.services.entities.list()).find((row) => row.id === 546);
    expect(within(rowOf('Farmacia Álvarez')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '',
      '546',
      'Farmacia Álvarez',
      'Iñaki Delgado',
      'Lucía Herrero',
      'Farmatic',
      '20/11/2026 14:18',
      pharmacy?.lastCache === undefined ? '' : `${pharmacy.lastCache.month}/${pharmacy.lastCache.year}`,
      pharmacy?.lastReport === undefined ? '' : `${pharmacy.lastReport.month}/${pharmacy.lastReport.year}`,
      '',
      expect.stringMatching(/^Configurar.*Entrar$/) as string,
    ]);
  });

  it('generates the cache of three pharmacies from March 2016, after confirming, and shows their jobs waiting, running and done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await openCacheMode();
    const three = ['Farmacia Álvarez', 'Farmacia Andalucía', 'Farmacia Blasco Ibáñez'];
    const lastCacheOf = (name: string) => within(rowOf(name)).getAllByRole('cell')[7]?.textContent;
    const before = three.map(lastCacheOf);
    expect(before).toEqual(['', '9/2026', '10/2026']);
    await selectPharmacies(app, three);
    expect(screen.getByText('3 farmacias seleccionadas')).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Generar caché' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar caché' });
    expect(within(dialog).getByText(/3 farmacias seleccionadas: Farmacia Álvarez, Farmacia Andalucía, Farmacia Blasco Ibáñez/)).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Año' }).querySelectorAll('option')).toHaveLength(3);
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Año' }), '2016');
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Mes' }), 'marzo');
    await app.user.click(within(dialog).getByRole('button', { name: 'Generar' }));

    const confirm = await screen.findByRole('dialog', { name: '¿Generar la caché?' });
    await waitFor(() => expect(within(confirm).getByText('Se calculará la caché de 3 farmacias desde marzo de 2016. ¿Quieres continuar?')).toBeVisible());
    await app.user.click(within(confirm).getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText('Se ha añadido el trabajo de cálculo de la caché de 3 farmacias.')).toBeVisible();

    await waitFor(() => expect(within(rowOf('Farmacia Álvarez')).getByText('En espera')).toBeVisible());
    expect(within(rowOf('Farmacia Blasco Ibáñez')).getByText('En espera')).toBeVisible();
    expect(within(rowOf('Farmacia Cano Martínez')).queryByText('En espera')).not.toBeInTheDocument();
    expect(screen.getByText('Hay trabajos en curso: su estado se actualiza cada 5 segundos.')).toBeVisible();

    await app.elapse(5_000);
    await waitFor(() => expect(within(rowOf('Farmacia Álvarez')).getByText('Calculando')).toBeVisible());
    await app.elapse(5_000);
    await app.elapse(5_000);
    await waitFor(() => expect(within(rowOf('Farmacia Álvarez')).queryByText('Calculando')).not.toBeInTheDocument());
    expect(three.map(lastCacheOf)).toEqual(['10/2026', '10/2026', '10/2026']);
    expect(screen.queryByText('Hay trabajos en curso: su estado se actualiza cada 5 segundos.')).not.toBeInTheDocument();
  });

  it("says 'Selecciona alguna farmacia' and cannot generate the reports when no pharmacy is selected", async () => {
    const app = await openCacheMode();
    await app.user.click(screen.getByRole('button', { name: 'Generar informes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar informes' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Selecciona alguna farmacia');
    expect(within(dialog).getByRole('button', { name: 'Generar' })).toBeDisabled();
  });

  it('keeps the dialog as it was, with the error, when the reports cannot be generated, and generates them once the server answers', async () => {
    const app = await openCacheMode('llorente');
    await selectPharmacies(app, ['Farmacia Llorente']);
    app.fail(DEMO_FAULT.reportJobsGenerate, 500);
    await app.user.click(screen.getByRole('button', { name: 'Generar informes' }));
    let dialog = await screen.findByRole('dialog', { name: 'Generar informes' });
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Año' }), '2017');
    await app.user.click(within(dialog).getByRole('button', { name: 'Generar' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: '¿Generar los informes?' })).getByRole('button', { name: 'Generar' }));

    expect(await screen.findByText('Ha ocurrido un error')).toBeVisible();
    dialog = await screen.findByRole('dialog', { name: 'Generar informes' });
    expect(within(dialog).getByRole('combobox', { name: 'Año' })).toHaveValue('2017');
    expect(within(rowOf('Farmacia Llorente')).queryByText('En espera')).not.toBeInTheDocument();

    app.heal();
    await app.user.click(within(dialog).getByRole('button', { name: 'Generar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Generar los informes?' });
    await waitFor(() => expect(within(confirm).getByText('Se calcularán los informes de 1 farmacia desde enero de 2017. ¿Quieres continuar?')).toBeVisible());
    await app.user.click(within(confirm).getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText('Se ha añadido el trabajo de cálculo de los informes de 1 farmacia.')).toBeVisible();
    await waitFor(() => expect(within(rowOf('Farmacia Llorente')).getByText('En espera')).toBeVisible());
  });

  it('sends nothing and brings the dialog back when the confirmation is cancelled', async () => {
    const app = await openCacheMode('llorente');
    await selectPharmacies(app, ['Farmacia Llorente']);
    await app.user.click(screen.getByRole('button', { name: 'Generar caché' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Generar caché' })).getByRole('button', { name: 'Generar' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: '¿Generar la caché?' })).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('combobox', { name: 'Mes' })).toBeVisible();
    expect((await app.services.reportJobs.statuses()).filter((status) => status.state !== 'idle')).toEqual([]);
  });

  it('regenerates the cache of every Nixfarma pharmacy after confirming', async () => {
    const app = await openCacheMode();
    await app.user.click(screen.getByRole('button', { name: 'Regenerar por ERP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerar por ERP' });
    expect([...within(dialog).getByRole('combobox', { name: 'ERP' }).querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Todos los ERP', 'Farmatic', 'Nixfarma', 'Unycop', 'Bitfarma']);
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'ERP' }), 'Nixfarma');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Informes' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Caché' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Marca la caché, los informes o ambos.');
    expect(within(dialog).getByRole('button', { name: 'Regenerar' })).toBeDisabled();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Caché' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Regenerar' }));

    const confirm = await screen.findByRole('dialog', { name: '¿Regenerar por ERP?' });
    await waitFor(() => expect(within(confirm).getByText('Se regenerarán la caché de las farmacias con Nixfarma. ¿Quieres continuar?')).toBeVisible());
    await app.user.click(within(confirm).getByRole('button', { name: 'Regenerar' }));
    expect(await screen.findByText('Se han creado los trabajos de regeneración.')).toBeVisible();
    await waitFor(() => expect(within(rowOf('Farmacia Blasco Ibáñez')).getByText('En espera')).toBeVisible());
    expect(within(rowOf('Farmacia Álvarez')).queryByText('En espera')).not.toBeInTheDocument();
  });

  it('says the regeneration failed and keeps the dialog when the server refuses it', async () => {
    const app = await openCacheMode();
    app.fail(DEMO_FAULT.reportJobsRegenerateByErp, 500);
    await app.user.click(screen.getByRole('button', { name: 'Regenerar por ERP' }));
    await app.user.selectOptions(within(await screen.findByRole('dialog', { name: 'Regenerar por ERP' })).getByRole('combobox', { name: 'ERP' }), 'Unycop');
    await app.user.click(within(screen.getByRole('dialog', { name: 'Regenerar por ERP' })).getByRole('button', { name: 'Regenerar' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: '¿Regenerar por ERP?' })).getByRole('button', { name: 'Regenerar' }));
    expect(await screen.findByText('Hubo un error al crear los trabajos de regeneración')).toBeVisible();
    expect(within(await screen.findByRole('dialog', { name: 'Regenerar por ERP' })).getByRole('combobox', { name: 'ERP' })).toHaveValue('Unycop');
  });

  it('says the jobs status cannot be read, keeps the list, and reads it again on request', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: CACHE_LIST, faults: { [DEMO_FAULT.reportJobsStatuses]: 500 } });
    expect(await screen.findByText('No se ha podido leer el estado de los trabajos de caché e informes.')).toBeVisible();
    expect(await screen.findByText('48 de 48 farmacias')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText('No se ha podido leer el estado de los trabajos de caché e informes.')).not.toBeInTheDocument());
  });
});
