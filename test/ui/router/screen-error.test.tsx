import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@domain/shared-kernel';
import { activateLanguage, i18n } from '@ui/i18n/i18n';
import { ScreenError } from '@ui/router';

/** A router with a shell (its navigation stays) and one screen that fails while `failing.error` is set. */
async function renderFailingScreen(failing: { error: unknown }) {
  await activateLanguage('es');
  const root = createRootRoute({
    component: () => (
      <>
        <nav aria-label="Navegación principal">Escritorio</nav>
        <Outlet />
      </>
    ),
  });
  const dashboard = createRoute({ getParentRoute: () => root, path: '/app-h/dashboard', component: () => <h1>Escritorio</h1> });
  const months = createRoute({
    getParentRoute: () => root,
    path: '/months',
    component: () => {
      if (failing.error !== undefined) throw failing.error;
      return <h1>Meses de campaña</h1>;
    },
  });
  const router = createRouter({ routeTree: root.addChildren([dashboard, months]), history: createMemoryHistory({ initialEntries: ['/months'] }), defaultErrorComponent: ScreenError });
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </MantineProvider>,
  );
}

describe('a screen that fails to render', () => {
  // React reports every error a boundary catches on the console: expected here.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('says so in Spanish inside the shell, and renders again on "Reintentar" once the cause is gone', async () => {
    const failing: { error: unknown } = { error: new TypeError("Cannot read properties of undefined (reading 'map')") };
    await renderFailingScreen(failing);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido mostrar esta pantallaHubo un error. Por favor reintente.');
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    failing.error = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Meses de campaña' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("explains a failed call by its kind: no connection", async () => {
    await renderFailingScreen({ error: new ApiError('network', -1, 'No hay conexión con el servidor') });
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay conexión con el servidor. Comprueba tu conexión y vuelve a intentarlo.');
  });

  it("explains a screen whose code did not arrive, and offers the way back to the dashboard", async () => {
    await renderFailingScreen({ error: new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/month-list-page-abc.js') });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar la pantalla. Comprueba tu conexión y vuelve a intentarlo.');
    await userEvent.click(screen.getByRole('link', { name: 'Ir al escritorio' }));
    expect(await screen.findByRole('heading', { name: 'Escritorio' })).toBeVisible();
  });
});
