import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp, type StartOptions } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const SUCCESS = 'Carga forzada solicitada. Los datos pueden tardar hasta 45 minutos en actualizarse.';
const NOTE = 'Vuelve a cargar los datos de los clientes y del CRM de la farmacia. Puede tardar hasta 45 minutos.';

/** The back-office user enters pharmacy `eid` from the entities list and opens its dashboard. */
async function enter(app: RunningApp, eid: number): Promise<void> {
  window.location.hash = '#/app-h/backoffice/admin';
  await screen.findByRole('heading', { level: 1, name: 'Entidades' });
  await app.services.session.swapToEntity(eid);
  window.location.hash = '#/app-h/dashboard';
  const pharmacy = app.services.session.current()?.entity?.name ?? '';
  await screen.findByText(`Hola, Beatriz Ortega (backoffice). Estás trabajando en ${pharmacy}.`);
}

/** The back-office user inside pharmacy `eid`, on its dashboard. */
async function dashboardOf(eid: number, options: StartOptions = {}): Promise<RunningApp> {
  const app = await startApp({ ...options, signInAs: 'backoffice', at: '#/app-h/dashboard' });
  await screen.findByText('Hola, Beatriz Ortega (backoffice).');
  await enter(app, eid);
  return app;
}

const forceUploadButton = (): HTMLElement => within(screen.getByRole('region', { name: 'Carga forzada' })).getByRole('button', { name: 'Forzar carga' });

describe("the dashboard's force upload", () => {
  it('is offered, with its note, inside pharmacies 501 and 689, and nowhere else', async () => {
    // 200 demo pharmacies: 500 to 698, so that 689 exists too (149 and 138 are never demo pharmacies).
    const app = await dashboardOf(501, { env: { VITE_DEMO_PHARMACIES: '200' } });
    const card = await screen.findByRole('region', { name: 'Carga forzada' });
    expect(within(card).getByText(NOTE)).toBeVisible();
    expect(forceUploadButton()).toHaveAccessibleDescription(NOTE);

    await enter(app, 689);
    expect(screen.getByRole('region', { name: 'Carga forzada' })).toBeVisible();
    for (const eid of [502, 500, 688]) {
      await enter(app, eid);
      expect(screen.queryByRole('region', { name: 'Carga forzada' })).toBeNull();
    }
  });

  it('is not offered to the pharmacist of Farmacia Llorente (500) nor to the back-office outside a pharmacy', async () => {
    await startApp({ signInAs: 'farmacia', at: '#/app-h/dashboard' });
    expect(await screen.findByTestId('tile-myWeb')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Carga forzada' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Forzar carga' })).toBeNull();
  });

  it('asks once when pressed twice at once, is busy until the answer, then says it was asked for and can be asked again', async () => {
    // Every demo call takes a while, as a server's would: the second press comes while the first one's call is in flight.
    const app = await dashboardOf(501, { env: { VITE_DEMO_LATENCY_MS: '80' } });
    const button = await screen.findByRole('button', { name: 'Forzar carga' }, { timeout: 5_000 });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(forceUploadButton()).toBeDisabled());
    expect(await screen.findByText(SUCCESS)).toBeVisible();
    await waitFor(() => expect(forceUploadButton()).toBeEnabled());
    // Long enough for a second call, had one been made, to have been answered and told.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getAllByText(SUCCESS)).toHaveLength(1);
    await app.user.click(forceUploadButton());
    await waitFor(() => expect(screen.getAllByText(SUCCESS)).toHaveLength(2));
  });

  it('says the upload could not be asked for when the service fails, and lets it be asked for again', async () => {
    const app = await dashboardOf(501, { faults: { [DEMO_FAULT.crmForceUpload]: 500 } });
    await app.user.click(await screen.findByRole('button', { name: 'Forzar carga' }));
    expect(await screen.findByText('No se ha podido forzar la carga')).toBeVisible();
    await waitFor(() => expect(forceUploadButton()).toBeEnabled());
    app.heal();
    await app.user.click(forceUploadButton());
    expect(await screen.findByText(SUCCESS)).toBeVisible();
  });

  it("shows the server's own message when it refuses the upload", async () => {
    const app = await dashboardOf(501, { faults: { [DEMO_FAULT.crmForceUpload]: 200 } });
    await app.user.click(await screen.findByRole('button', { name: 'Forzar carga' }));
    expect(await screen.findByText('No se ha podido forzar la carga')).toBeVisible();
    expect(screen.getByText('Error simulado en crm.forceUpload')).toBeVisible();
  });
});
