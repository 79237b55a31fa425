import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';

/** The key the session store keeps the signed-in user under. */
const CURRENT_USER_KEY = 'backoffice.currentUser';

/** The redirect screen's address for the memory profile's embedded token. */
const redirect = (query: string): `#/${string}` => `#/redirect?${query}`;

describe('the redirect screen, when the embedded link leads nowhere', () => {
  it('sends a user without the segments right to login, signed out', async () => {
    const app = await startApp({ at: redirect('token=demo-token&uid=3&eid=512&state=segments') });
    expect(await screen.findByText('Entrando en la aplicación…')).toBeInTheDocument();
    expect(await screen.findByLabelText('Usuario')).toBeVisible();
    expect(window.location.hash).toBe('#/');
    expect(app.services.session.current()).toBeUndefined();
    expect(app.local.get(CURRENT_USER_KEY)).toBeUndefined();
  });

  it('sends an unknown state to login, signed out', async () => {
    const app = await startApp({ at: redirect('token=demo-token&uid=2&eid=500&state=informes') });
    expect(await screen.findByLabelText('Usuario')).toBeVisible();
    expect(window.location.hash).toBe('#/');
    expect(app.services.session.current()).toBeUndefined();
  });

  it('shows the 403 page when the embedded login fails', async () => {
    const app = await startApp({ at: redirect('token=caducado&uid=2&eid=500&state=dashboard') });
    expect(await screen.findByRole('heading', { name: 'Acceso no autorizado' })).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe('#/403'));
    expect(app.services.session.current()).toBeUndefined();
  });
});
