import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobSearchQuery, type Job } from '@domain/jobs';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, type DemoFaults } from '../../support/demo-faults';

const JOBS = '#/app-h/backoffice/jobs';
const FAILED_EXPORTS = `${JOBS}?type=CATALOG_EXPORT&status=FAILED` as const;

async function open(at: `#/${string}` = JOBS, faults: DemoFaults = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at, faults });
  await screen.findByRole('heading', { level: 1, name: 'Trabajos' });
  return app;
}

async function failedExports(app: RunningApp): Promise<readonly Job[]> {
  return app.services.jobs.search(jobSearchQuery({ type: 'CATALOG_EXPORT', status: 'FAILED' }));
}

const notice = (): Element | null => document.querySelector('.mantine-Notification-root');

describe('job monitor screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes the results every 8 seconds: a running job shows its new status', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await open(`${JOBS}?search=J-00360`);
    const row = async () => (await screen.findByRole('button', { name: 'Info del trabajo J-00360' })).closest('tr');
    await waitFor(async () => expect(await row()).toHaveTextContent('PENDING'));
    app.clock.advance(7 * 60_000);
    await app.elapse(8_000);
    await waitFor(async () => expect(await row()).toHaveTextContent('RUNNING'));
  });

  it('shows the 200 newest jobs, refreshed every 8 seconds, with the field values as choices', async () => {
    const app = await open();
    expect(await screen.findByText('200 de 200 trabajos (los 200 más recientes; acota la búsqueda para ver otros)')).toBeVisible();
    const status = screen.getByRole('combobox', { name: 'Estado' });
    await app.user.click(status);
    const list = await waitFor(() => {
      const found = document.getElementById(status.getAttribute('aria-controls') ?? '');
      if (found === null) throw new Error('the status choices');
      return found;
    });
    const options = within(list)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(options).toEqual(['CANCELLED', 'DONE', 'FAILED', 'PENDING', 'RUNNING']);
  });

  it('finds the failed exports through the address, and reads the info of one as a tree', async () => {
    const app = await open(FAILED_EXPORTS);
    const failed = await failedExports(app);
    const withInfo = failed.find((job) => job.info !== undefined);
    if (withInfo === undefined) throw new Error('a failed export with info');
    expect(await screen.findByText(`${failed.length} de ${failed.length} trabajos`)).toBeVisible();
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar en los resultados' }), withInfo.id);
    expect(await screen.findByText(`1 de ${failed.length} trabajos`)).toBeVisible();
    expect(window.location.hash).toBe(`${FAILED_EXPORTS}&search=${withInfo.id}`);
    await app.user.click(await screen.findByRole('button', { name: `Info del trabajo ${withInfo.id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Trabajo ${withInfo.id}` });
    await waitFor(() => expect(dialog).toHaveTextContent('output_type: "woocommerce"'));
    expect(dialog).toHaveTextContent('FAILED');
    expect(within(dialog).getByText('error').closest('details')).toHaveAttribute('open');
    expect(within(dialog).getByRole('button', { name: 'Copiar JSON' })).toBeVisible();
  });

  it('says "No job data found" for a job without info', async () => {
    const app = await open();
    const all = await app.services.jobs.search(jobSearchQuery({}));
    const bare = all.find((job) => job.info === undefined);
    if (bare === undefined) throw new Error('a job without info');
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar en los resultados' }), bare.id);
    await app.user.click(await screen.findByRole('button', { name: `Info del trabajo ${bare.id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Trabajo ${bare.id}` });
    expect(await within(dialog).findByText('No job data found')).toBeVisible();
  });

  it('resets a failed job to PENDING once confirmed', async () => {
    const app = await open(FAILED_EXPORTS);
    const [job] = await failedExports(app);
    if (job === undefined) throw new Error('a failed export');
    await app.user.click(await screen.findByRole('button', { name: `Reiniciar ${job.id}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Reiniciar trabajo' });
    expect(confirm).toHaveTextContent(job.id);
    await app.user.click(within(confirm).getByRole('button', { name: 'Reiniciar (PENDING)' }));
    expect(await screen.findByText(`Trabajo ${job.id} reiniciado a PENDING.`)).toBeVisible();
    expect((await app.services.jobs.get(job.id)).status).toBe('PENDING');
    await waitFor(() => expect(screen.queryByRole('button', { name: `Reiniciar ${job.id}` })).toBeNull());
  });

  it('lists a web deployment started on the web manager, and its reset here shows on the web manager', async () => {
    const app = await open();
    await app.services.websites.deployNewWeb({ eid: 501, server: 'wp-01.farmacias.net', domain: 'fallo-suarez.es', theme: 'Divi', wskey: '', shopOnline: false });
    app.clock.advance(80_000);
    window.location.hash = `${JOBS}?search=J-00361`;
    const row = async () => (await screen.findByRole('button', { name: 'Info del trabajo J-00361' })).closest('tr');
    await waitFor(async () => expect(await row()).toHaveTextContent(/PROPAGATOR_WEBTOOLS.*NEW_WEB_DEPLOYMENT.*501.*backoffice.*ERROR/));
    await app.user.click(await screen.findByRole('button', { name: 'Reiniciar J-00361' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Reiniciar trabajo' })).getByRole('button', { name: 'Reiniciar (PENDING)' }));
    expect(await screen.findByText('Trabajo J-00361 reiniciado a PENDING.')).toBeVisible();
    expect((await app.services.websites.webToolJobs('NEW_WEB_DEPLOYMENT'))[0]).toMatchObject({ id: 'J-00361', status: 'PENDING', author: 'backoffice' });
  });

  it('tells a search with no result', async () => {
    await open(`${JOBS}?eid=999999`);
    expect(await screen.findByText('Ningún trabajo coincide con la búsqueda.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Eid' })).toHaveValue('999999');
  });

  it('shows the error dialog when a delete fails, and keeps the job', async () => {
    const app = await open(FAILED_EXPORTS);
    const [job] = await failedExports(app);
    if (job === undefined) throw new Error('a failed export');
    app.fail(DEMO_FAULT.jobsDelete, 500);
    await app.user.click(await screen.findByRole('button', { name: `Eliminar ${job.id}` }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Eliminar trabajo' })).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: `No se ha podido eliminar el trabajo ${job.id}` });
    expect(dialog).toHaveTextContent('Hubo un error. Por favor reintente.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    app.heal();
    expect((await app.services.jobs.get(job.id)).status).toBe('FAILED');
  });

  it('deletes a job once confirmed', async () => {
    const app = await open(FAILED_EXPORTS);
    const failed = await failedExports(app);
    const [job] = failed;
    if (job === undefined) throw new Error('a failed export');
    await app.user.click(await screen.findByRole('button', { name: `Eliminar ${job.id}` }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Eliminar trabajo' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(`Trabajo ${job.id} eliminado.`)).toBeVisible();
    expect(await screen.findByText(`${failed.length - 1} de ${failed.length - 1} trabajos`)).toBeVisible();
  });

  it.each([
    [DEMO_FAULT.jobsSetStatus, 'Reiniciar', 'Reiniciar trabajo', 'Reiniciar (PENDING)', 'No se ha podido cambiar el estado del trabajo'],
  ])('shows the error dialog when %s fails', async (operation, button, title, confirmLabel, failureTitle) => {
    const app = await open(FAILED_EXPORTS);
    const [job] = await failedExports(app);
    if (job === undefined) throw new Error('a failed export');
    app.fail(operation, 500);
    await app.user.click(await screen.findByRole('button', { name: `${button} ${job.id}` }));
    await app.user.click(within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: confirmLabel }));
    const dialog = await screen.findByRole('dialog', { name: `${failureTitle} ${job.id}` });
    expect(dialog).toHaveTextContent('Hubo un error. Por favor reintente.');
    expect(notice()).toBeNull();
  });

  it('tells a failed search and searches again on retry', async () => {
    const app = await open(JOBS, { [DEMO_FAULT.jobsSearch]: 500 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se han podido buscar los trabajos');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/^200 de 200 trabajos/)).toBeVisible();
  });

  it('tells failed field values and reads them again on request', async () => {
    const app = await open(JOBS, { [DEMO_FAULT.jobsFieldValues]: 500 });
    expect(await screen.findByText('No se han podido cargar los valores de los campos; escribe la búsqueda en la dirección o reintenta.')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar valores' }));
    expect(await screen.findByText('Los resultados se actualizan cada 8 segundos.')).toBeVisible();
  });

  it('tells a job that cannot be read in its dialog', async () => {
    const app = await open(FAILED_EXPORTS);
    const [job] = await failedExports(app);
    if (job === undefined) throw new Error('a failed export');
    app.fail(DEMO_FAULT.jobsGet, 500);
    await app.user.click(await screen.findByRole('button', { name: `Info del trabajo ${job.id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Trabajo ${job.id}` });
    expect(await within(dialog).findByText('No se ha podido leer el trabajo')).toBeVisible();
  });
});
