import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';

// Every demo call takes a while, as a server's would: the second click of a double click comes while
// the first one's call is still in flight.
const SLOW = { VITE_DEMO_LATENCY_MS: '80' };
/** Long enough for a second call, had one been made, to have been answered and told. */
/**
 * Two clicks with nothing in between: the second comes before the screen has rendered what the first
 * started (on a busy machine a real double click does, whatever the delay between its clicks).
 */
function doubleClick(element: HTMLElement): void {
  act(() => {
    fireEvent.click(element);
    fireEvent.click(element);
  });
}
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 500));

describe('a double click does one thing', () => {
  it("adds one month when 'Añadir siguiente mes' is double-clicked", async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/backoffice/campaigns/monthList', env: SLOW });
    await screen.findByRole('switch', { name: 'Bloqueo de diciembre 2026' }, { timeout: 5_000 });
    doubleClick(screen.getByRole('button', { name: 'Añadir siguiente mes' }));
    expect(await screen.findByText('Mes añadido: enero 2027')).toBeVisible();
    await waitFor(() => expect(screen.getByText('1–5 de 15')).toBeVisible());
    await settle();
    expect(await app.services.months.list()).toHaveLength(15);
    expect(screen.getByText('1–5 de 15')).toBeVisible();
    expect(screen.getAllByText(/^Mes añadido/)).toHaveLength(1);
  });

  it('deletes once when the confirmation is double-clicked: only the success is told', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/backoffice/campaignTemplateList', env: SLOW });
    const name = 'Protección solar: verano sin quemaduras';
    await screen.findByText('13 de 13 plantillas', undefined, { timeout: 5_000 });
    await app.user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
    await app.user.paste('protección solar');
    await app.user.click(await screen.findByRole('button', { name: `Eliminar ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Atención' });
    doubleClick(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('plantilla eliminado con éxito')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: `Eliminar ${name}` })).toBeNull());
    await settle();
    expect(screen.getAllByText('plantilla eliminado con éxito')).toHaveLength(1);
    expect(screen.queryByText('La plantilla está en uso y no puede ser eliminada.')).toBeNull();
  });

  it("saves a template once when 'Guardar plantilla' is double-clicked", async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/campaignTemplates/saveCampaignTemplate/4', env: SLOW });
    const name = await screen.findByRole('textbox', { name: 'Nombre' }, { timeout: 5_000 });
    await waitFor(() => expect(name).toHaveValue('Alergia primaveral'));
    await app.user.type(name, ' 2027');
    doubleClick(screen.getByRole('button', { name: 'Guardar plantilla' }));
    expect(await screen.findByText('Plantilla de campaña guardada con éxito')).toBeVisible();
    await screen.findByText('13 de 13 plantillas');
    await settle();
    expect(screen.getAllByText('Plantilla de campaña guardada con éxito')).toHaveLength(1);
    // A second save would have found the first one's change and asked before overwriting it.
    expect(screen.queryByRole('dialog', { name: 'La plantilla ha cambiado' })).toBeNull();
    expect(window.location.hash).toBe('#/app-h/backoffice/campaignTemplateList');
  });
});
