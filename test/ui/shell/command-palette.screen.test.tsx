import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';

/** The palette's results, by name, in screen order. */
const results = (): string[] =>
  [...document.querySelectorAll('.mantine-Spotlight-action')].map((action) => action.querySelector('.mantine-Spotlight-actionLabel')?.textContent ?? '');

describe('the command palette', () => {
  it('opens with Ctrl+K and finds a screen by its name, opening it with Enter', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    await app.user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('textbox', { name: 'Búsqueda rápida' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(results().slice(0, 11)).toEqual(['Escritorio', 'Gestión de campañas', 'Entidades', 'Catálogo', 'Meses de campaña', 'Informes de campañas', 'Plantillas de campaña', 'Segmentos', 'Campañas sanitarias', 'Campañas promocionales', 'Calendario de campañas']);
    expect(results()).toEqual(expect.arrayContaining(['Trabajos', 'Catálogo y tiendas']));
    await app.user.type(search, 'meses');
    await waitFor(() => expect(results()).toEqual(['Meses de campaña']));
    await app.user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meses de campaña' })).toBeVisible();
    expect(window.location.hash).toBe('#/app-h/backoffice/campaigns/monthList');
  });

  it('finds a pharmacy by name, id or contact for a back-office user, and enters it in one step', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    await app.user.click(screen.getByRole('button', { name: 'Búsqueda rápida' }));
    const search = await screen.findByRole('textbox', { name: 'Búsqueda rápida' });
    expect(search).toHaveAttribute('placeholder', 'Buscar pantallas y farmacias…');
    await app.user.type(search, 'llorente');
    await waitFor(() => expect(results()).toContain('Farmacia Llorente'));
    expect(within(screen.getByRole('group', { name: 'Farmacias' })).getByRole('button', { name: /Llorente.*500/ })).toBeVisible();
    await app.user.clear(search);
    await app.user.type(search, '500');
    await waitFor(() => expect(results()[0]).toBe('Farmacia Llorente'));
    await app.user.click(within(screen.getByRole('group', { name: 'Farmacias' })).getByRole('button', { name: /Llorente.*500/ }));
    expect(await screen.findByText('Hola, Beatriz Ortega (backoffice). Estás trabajando en Farmacia Llorente.', undefined, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByTestId('active-entity')).toHaveTextContent('Farmacia Llorente · 500');
  });

  it("finds a pharmacist's screens only, and says when nothing matches", async () => {
    const app = await startApp({ signInAs: 'farmacia', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Carmen Llorente. Estás trabajando en Farmacia Llorente.');
    await app.user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('textbox', { name: 'Búsqueda rápida' });
    expect(search).toHaveAttribute('placeholder', 'Buscar pantallas…');
    expect(results()).toEqual(['Escritorio', 'Informes', 'Campañas', 'Segmentación', 'CRM', 'Horarios', 'Pedido exprés']);
    await app.user.type(search, 'llorente');
    expect(await screen.findByText('No hay resultados')).toBeVisible();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Búsqueda rápida' })).toBeNull());
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Búsqueda rápida' })).toBeVisible();
  });
});
