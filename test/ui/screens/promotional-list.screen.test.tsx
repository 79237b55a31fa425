import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, DEMO_FAULT_STATUS } from '../../support/demo-faults';

const LIST = '#/app-h/backoffice/promotionalCampaignsList';
const VITAMIN = 'Vitamina C: recordatorio';

async function openList(at: `#/${string}` = LIST): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at });
  await screen.findByRole('heading', { level: 1, name: 'Campañas promocionales' });
  return app;
}

async function search(app: RunningApp, text: string, expectedCount: string): Promise<void> {
  await app.user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
  await app.user.paste(text);
  expect(await screen.findByText(expectedCount)).toBeVisible();
}

async function deleteCampaign(app: RunningApp, name: string): Promise<void> {
  await app.user.click(screen.getByRole('button', { name: `Eliminar ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Eliminar campaña promocional' });
  expect(dialog).toHaveTextContent(`La campaña no se enviará y dejará de aparecer en el listado. ¿Quieres eliminarla?${name}`);
  await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
}

describe('promotional campaign list screen', () => {
  it('lists the campaigns by delivery, latest first, with their promotion, template, state and author', async () => {
    await openList();
    expect(await screen.findByText('7 de 7 campañas')).toBeVisible();
    await screen.findByText('Plantilla 26 (no activa)');
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NombreEnvíoPromociónPlantillaEstadoCreada porAcciones',
      'Nutrición deportiva: enero31/12/2026 10:00Nutrición deportivaPlantilla 26 (no activa)ProgramadalfernandezEditar',
      'Navidad: primera oleada07/12/2026 10:00Navidad: regalos de cuidado personalNavidad en tu farmaciaProgramadabackofficeEditar',
      'Semana de la belleza: último aviso30/11/2026 12:00Semana de la bellezaSemana de la bellezaProgramadabackofficeEditar',
      'Black Friday: aviso a clientes27/11/2026 09:00Black Friday en parafarmaciaBlack FridayProgramadabackofficeEditar',
      'Vitamina C: recordatorio24/11/2026 18:302x1 en vitamina CVitamina CProgramadalfernandezEditar',
    ]);
    expect(screen.getByText('1–5 de 7')).toBeVisible();
  });

  it('shows only the sent campaigns with the state filter, kept in the address, which can be viewed but not deleted', async () => {
    const app = await openList();
    await screen.findByText('7 de 7 campañas');
    await app.user.click(screen.getByRole('radio', { name: 'Enviadas' }));
    expect(await screen.findByText('2 de 7 campañas')).toBeVisible();
    expect(window.location.hash).toBe(`${LIST}?state=sent`);
    expect(screen.getByRole('button', { name: 'Eliminar Semana de la belleza: lanzamiento' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Ver Protección solar: verano' })).toHaveAttribute('href', '/#/app-h/promotionalCampaign/savePromotionalCampaign/5');
  });

  it('finds campaigns by promotion without accents', async () => {
    const app = await openList();
    await screen.findByText('7 de 7 campañas');
    await search(app, 'nutricion', '1 de 7 campañas');
    expect(window.location.hash).toBe(`${LIST}?search=nutricion`);
    expect(screen.getByText('Nutrición deportiva: enero')).toBeVisible();
  });

  it('deletes a scheduled campaign once confirmed', async () => {
    const app = await openList();
    await screen.findByText('7 de 7 campañas');
    await search(app, 'vitamina', '1 de 7 campañas');
    await deleteCampaign(app, VITAMIN);
    expect(await screen.findByText('Campaña promocional eliminada con éxito')).toBeVisible();
    expect(await screen.findByText('0 de 6 campañas')).toBeVisible();
    expect(screen.getByText('Ninguna campaña promocional coincide con la búsqueda o el filtro.')).toBeVisible();
    expect((await app.services.promotionalCampaigns.list()).map((campaign) => campaign.name)).not.toContain(VITAMIN);
  });

  it('keeps the campaign when the delete is cancelled', async () => {
    const app = await openList();
    await screen.findByText('7 de 7 campañas');
    await search(app, 'vitamina', '1 de 7 campañas');
    await app.user.click(screen.getByRole('button', { name: `Eliminar ${VITAMIN}` }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Eliminar campaña promocional' })).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await app.services.promotionalCampaigns.list()).toHaveLength(7);
  });

  it.each([
    [409, 'La campaña promocional ya se ha enviado y no puede modificarse.'],
    [500, 'Error al eliminar la campaña promocionalHubo un error. Por favor reintente.'],
    [DEMO_FAULT_STATUS.serverMessage, `Error simulado en ${DEMO_FAULT.promotionalCampaignsDelete}`],
  ])('keeps the campaign and the search when deleting fails with %i', async (status, message) => {
    const app = await openList();
    await screen.findByText('7 de 7 campañas');
    await search(app, 'vitamina', '1 de 7 campañas');
    app.fail(DEMO_FAULT.promotionalCampaignsDelete, status);
    await deleteCampaign(app, VITAMIN);
    await waitFor(() => expect(document.querySelector('.mantine-Notification-root')).toHaveTextContent(message));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('vitamina');
    await waitFor(() => expect(screen.getByRole('button', { name: `Eliminar ${VITAMIN}` })).toBeEnabled());
    expect(screen.getByText('1 de 7 campañas')).toBeVisible();
  });

  it('tells a failed load and loads again on retry', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: LIST, faults: { [DEMO_FAULT.promotionalCampaignsList]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar la lista de campañas promocionalesHubo un error. Por favor reintente.Reintentar');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('7 de 7 campañas')).toBeVisible();
  });

  it('still lists the campaigns, by ids, when the promotions cannot be loaded', async () => {
    await startApp({ signInAs: 'backoffice', at: LIST, faults: { [DEMO_FAULT.promotionalCampaignsPromotions]: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se han podido cargar las promociones y las plantillas promocionales');
    expect(await screen.findByText('7 de 7 campañas')).toBeVisible();
    expect(screen.getAllByText('Promoción 1')).toHaveLength(1);
  });
});
