import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';

const CRM_MODE = '#/app-h/segmentations?mode=crm';
const NO_FORM = 'Esta farmacia aún no tiene formulario de fidelización';
const LLORENTE = 500;
const LLORENTE_URLS = { shopUrl: 'https://farmacia-llorente.es', termsUrl: 'https://farmacia-llorente.es/condiciones' };

const count = () => screen.getByTestId('segmentation-count');

/**
 * What a CRM screen changes is what the segmentation's CRM filter mode shows when the user goes back to
 * it, without a reload: the form it filters by, and the clients it finds by their synced answers.
 */
describe('the segmentation’s CRM filter mode after a change made on the CRM screens', () => {
  it('filters by the form created from its own link, once the user comes back', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: CRM_MODE });
    expect(await screen.findByText(NO_FORM)).toBeVisible();
    await waitFor(() => expect(count()).toHaveTextContent('0 clientes'));

    await app.user.click(screen.getByRole('link', { name: 'Crear el formulario' }));
    const terms = await screen.findByRole('textbox', { name: /Dirección de las condiciones legales/ });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Dirección de la tienda online/ })).toHaveValue(LLORENTE_URLS.shopUrl));
    await app.user.type(terms, LLORENTE_URLS.termsUrl);
    await app.user.click(screen.getByRole('button', { name: 'Crear formulario' }));
    expect(await screen.findByText('Formulario creado. Tus clientes ya pueden responderlo.')).toBeVisible();

    window.history.back();
    await screen.findByRole('heading', { name: 'Segmentación de clientes', level: 1 });
    expect(window.location.hash).toBe(CRM_MODE);
    expect(await screen.findByRole('region', { name: 'Filtros CRM' })).toBeVisible();
    expect(screen.queryByText(NO_FORM)).toBeNull();
    // Every response but the 56 not yet synced is one client's.
    await waitFor(() => expect(count()).toHaveTextContent('2344 clientes'), { timeout: 15_000 });
  });

  it('finds the client of a response synced on the sync screen, once the user comes back', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: '#/app-h/dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Escritorio' });
    await app.services.crm.createForm(LLORENTE, LLORENTE_URLS);
    window.location.hash = CRM_MODE;
    await screen.findByRole('heading', { name: 'Segmentación de clientes', level: 1 });
    await waitFor(() => expect(count()).toHaveTextContent('2344 clientes'), { timeout: 15_000 });

    window.location.hash = '#/app-h/crm/syncCrmUsers';
    await screen.findByTestId('crm-unsynced-count', undefined, { timeout: 10_000 });
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'maria.sanz251');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    await app.user.click(within(row).getByRole('button', { name: 'Sincronizar María Sanz Ortiz con María Sanz Ortiz' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: '¿Sincronizar la respuesta?' })).getByRole('button', { name: 'Sincronizar' }));
    expect(await screen.findByText('Respuesta de María Sanz Ortiz sincronizada con María Sanz Ortiz (26914)')).toBeVisible();

    window.location.hash = CRM_MODE;
    await screen.findByRole('heading', { name: 'Segmentación de clientes', level: 1 });
    await waitFor(() => expect(count()).toHaveTextContent('2345 clientes'), { timeout: 15_000 });
  });
});
