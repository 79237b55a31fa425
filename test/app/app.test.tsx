import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryOverlayStore } from '@adapters/demo';
import { ManualClock, MemoryStorage } from '@adapters/shared';
import { App, activateLanguage, createQueryClient } from '@ui/index';
import { createAppRouter } from '@app/composition/app-router';
import { createAppContainer } from '@app/composition/container';
import { loadProfile } from '@app/composition/profile';
import { resolveUiServices } from '@app/composition/ui-services';
import { readConfiguration } from '@app/config';

const NOW = Date.UTC(2026, 10, 21, 9);

async function startApp(env: Record<string, string>) {
  const configuration = readConfiguration({ VITE_DEMO_LATENCY_MS: '0', ...env }, '1.0.0-test');
  const profile = await loadProfile(configuration.profile);
  const container = createAppContainer(configuration, { local: new MemoryStorage(), tab: new MemoryStorage(), clock: new ManualClock(NOW), fetch: () => Promise.reject(new TypeError('offline')), demoOverlay: new MemoryOverlayStore({ persistent: true }) }, profile);
  const services = resolveUiServices(container, profile);
  const queryClient = createQueryClient();
  window.location.hash = '#/';
  const router = createAppRouter({ services, queryClient });
  await activateLanguage('es');
  render(<App services={services} queryClient={queryClient} router={router} />);
  return services;
}

describe('the application, composed with the memory profile', () => {
  it('lists the demo accounts on the login screen and signs the pharmacist in to her dashboard', async () => {
    const services = await startApp({});
    expect(services.config.profile).toBe('memory');
    expect(services.demo?.embeddedToken).toBe('demo-token');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Usuario'), 'farmacia');
    await user.type(screen.getByLabelText('Contraseña'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(window.location.hash).toBe('#/app-h/dashboard'));
    expect(await screen.findByTestId('active-entity')).toHaveTextContent('Farmacia Llorente · 500');
    expect(services.session.current()?.user.username).toBe('farmacia');
  });

  it('keeps what was typed and explains a wrong password', async () => {
    await startApp({});
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Usuario'), 'farmacia');
    await user.type(screen.getByLabelText('Contraseña'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos, o sin acceso a la aplicación.');
    expect(screen.getByLabelText('Usuario')).toHaveValue('farmacia');
    expect(window.location.hash).toBe('#/');
  });

  it('follows the latest embedded link when a second one is opened before the first has routed', async () => {
    const services = await startApp({});
    await screen.findByLabelText('Usuario');
    window.location.hash = '#/redirect?token=demo-token&uid=2&eid=500&state=dashboard';
    await screen.findByText('Entrando en la aplicación…');
    window.location.hash = '#/redirect?token=demo-token&uid=5&eid=900&state=dashboard';
    await waitFor(() => expect(window.location.hash).toBe('#/app-h/dashboard'), { timeout: 4000 });
    expect(await screen.findByTestId('active-entity')).toHaveTextContent('Farmacia Demostración · 900');
    expect(services.session.current()?.user.uid).toBe(5);
  });
});

describe('the application, composed with the http profile', () => {
  it('starts without demo controls and shows the no-server login error when the API cannot be reached', async () => {
    const services = await startApp({ VITE_ADAPTER_PROFILE: 'http', VITE_API_URL: 'http://api.invalid' });
    expect(services.config.profile).toBe('http');
    expect(services.demo).toBeUndefined();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Usuario'), 'farmacia');
    await user.type(screen.getByLabelText('Contraseña'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.');
    expect(window.location.hash).toBe('#/');
  });
});
