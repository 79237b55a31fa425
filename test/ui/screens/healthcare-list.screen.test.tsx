import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, DEMO_FAULT_STATUS } from '../../support/demo-faults';

const LIST = '#/app-h/backoffice/healthcareCampaignsList';
const FLU = 'Vacuna de la gripe 2026';
const SCHOOL = 'Vuelta al cole';

async function openList(at: `#/${string}` = LIST): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at });
  await screen.findByRole('heading', { level: 1, name: 'Campañas sanitarias' });
  await screen.findByText(/de 6 campañas/);
  return app;
}

async function search(app: RunningApp, text: string, expectedCount: string): Promise<void> {
  await app.user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
  await app.user.paste(text);
  expect(await screen.findByText(expectedCount)).toBeVisible();
}

async function confirmAction(app: RunningApp, action: 'Cancelar' | 'Eliminar', name: string): Promise<void> {
  await app.user.click(screen.getByRole('button', { name: `${action} ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: action === 'Cancelar' ? 'Cancelar campaña sanitaria' : 'Eliminar campaña sanitaria' });
  expect(dialog).toHaveTextContent(name);
  await app.user.click(within(dialog).getByRole('button', { name: action === 'Cancelar' ? 'Cancelar campaña' : 'Eliminar' }));
}

const notice = (): Element | null => document.querySelector('.mantine-Notification-root');

describe('healthcare campaign list screen', () => {
  it('lists the campaigns by delivery, latest first, with their status labels', async () => {
    await openList();
    expect(screen.getByText('6 de 6 campañas')).toBeVisible();
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NombreEnvíoEstadoFarmaciasSegmentosCreada porAcciones',
      'Vuelta al cole03/12/2026 09:30Lista3Familias con niños, Mujeres de 25 a 45 añosmgarciaEditar',
      'Vacuna de la gripe 202626/11/2026 10:00Lista4Mayores de 65 años, HipertensosbackofficeEditar',
      'Revisión de la tensión19/11/2026 18:00Con error2HipertensosbackofficeVer',
      'Día mundial de la diabetes13/11/2026 09:00Enviada8DiabéticosmgarciaVer',
      'Alergias de primavera22/10/2026 11:00Cancelada2AlérgicoslfernandezVer',
    ]);
    expect(screen.getByRole('button', { name: 'Cancelar Día mundial de la diabetes' })).toBeDisabled();
    expect(screen.getByRole('link', { name: `Editar ${FLU}` })).toHaveAttribute('href', '/#/app-h/healthcareCampaign/saveHealthcareCampaign/1');
  });

  it('shows only the sent campaigns (status 30) with the filter, kept in the address', async () => {
    const app = await openList();
    await app.user.click(screen.getByRole('checkbox', { name: 'Solo enviadas' }));
    expect(await screen.findByText('2 de 6 campañas')).toBeVisible();
    expect(window.location.hash).toBe(`${LIST}?sent=true`);
    expect(screen.getByText('Día mundial de la diabetes')).toBeVisible();
    expect(screen.getByText('Protección solar infantil')).toBeVisible();
  });

  it('finds campaigns by name without accents', async () => {
    const app = await openList();
    await search(app, 'dia mundial', '1 de 6 campañas');
    expect(window.location.hash).toBe(`${LIST}?search=dia+mundial`);
  });

  it('cancels a ready campaign through the server once confirmed', async () => {
    const app = await openList();
    await search(app, 'gripe', '1 de 6 campañas');
    await confirmAction(app, 'Cancelar', FLU);
    expect(await screen.findByText(`Campaña «${FLU}» cancelada.`)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('row', { name: new RegExp(FLU) })).toHaveTextContent('Cancelada'));
    expect((await app.services.healthcareCampaigns.get(1)).status).toBe(20);
  });

  it('refuses to cancel a campaign in use (40x) with the spec message', async () => {
    const app = await openList();
    await search(app, 'cole', '1 de 6 campañas');
    await confirmAction(app, 'Cancelar', SCHOOL);
    await waitFor(() => expect(notice()).toHaveTextContent('campaña sanitaria está en uso y no puede cancelarse.'));
    expect((await app.services.healthcareCampaigns.get(5)).status).toBe(10);
  });

  it.each([
    [500, 'Hubo un error al cancelar la campaña sanitaria, por favor intente nuevamente.'],
    [DEMO_FAULT_STATUS.noServer, 'Hubo un error al cancelar la campaña sanitaria, por favor intente nuevamente.'],
    [403, 'campaña sanitaria está en uso y no puede cancelarse.'],
  ])('keeps the campaign ready when cancelling fails with %i', async (status, message) => {
    const app = await openList();
    await search(app, 'gripe', '1 de 6 campañas');
    app.fail(DEMO_FAULT.healthcareCampaignsCancel, status);
    await confirmAction(app, 'Cancelar', FLU);
    await waitFor(() => expect(notice()).toHaveTextContent(message));
    app.heal();
    expect((await app.services.healthcareCampaigns.get(1)).status).toBe(10);
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('gripe');
  });

  it('deletes a campaign once confirmed, and keeps it when the delete fails', async () => {
    const app = await openList();
    await search(app, 'alergias', '1 de 6 campañas');
    app.fail(DEMO_FAULT.healthcareCampaignsDelete, 500);
    await confirmAction(app, 'Eliminar', 'Alergias de primavera');
    await waitFor(() => expect(notice()).toHaveTextContent('Error al eliminar la campaña de atención médica'));
    app.heal();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar Alergias de primavera' })).toBeEnabled());
    await confirmAction(app, 'Eliminar', 'Alergias de primavera');
    expect(await screen.findByText('Campaña de salud eliminada con éxito')).toBeVisible();
    expect(await screen.findByText('0 de 5 campañas')).toBeVisible();
    expect((await app.services.healthcareCampaigns.list()).map((campaign) => campaign.id)).toEqual([1, 2, 4, 5, 6]);
  });

  it('keeps the campaign when the confirmation is dismissed', async () => {
    const app = await openList();
    await search(app, 'gripe', '1 de 6 campañas');
    await app.user.click(screen.getByRole('button', { name: `Eliminar ${FLU}` }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Eliminar campaña sanitaria' })).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await app.services.healthcareCampaigns.list()).toHaveLength(6);
  });

  it('tells a failed load with the spec message and loads again on retry', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: LIST, faults: { [DEMO_FAULT.healthcareCampaignsList]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar la lista de campañas de atención médica');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('6 de 6 campañas')).toBeVisible();
  });
});
