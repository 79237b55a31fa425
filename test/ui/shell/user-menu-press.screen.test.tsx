import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startApp } from '../../support/app-harness';

// A file of its own: the menu's code is fetched once per page, and this test needs it still on its way.
const code = await vi.hoisted(async () => (await import('../../support/held-arrival')).heldArrival());
vi.mock('@ui/shell/user-menu', async (importOriginal) => {
  await code.arrival;
  return importOriginal();
});

describe('the user menu, when its code arrives in the middle of a click', () => {
  it('opens when the press began on the placeholder and the code came before the release', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    const placeholder = screen.getByRole('button', { name: 'Menú de usuario: Beatriz Ortega (backoffice)' });
    await app.user.pointer({ keys: '[MouseLeft>]', target: placeholder });
    act(() => code.release());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menú de usuario: Beatriz Ortega (backoffice)' })).not.toBe(placeholder));
    // Hidden: jsdom lays nothing out, and the menu's positioning hides a menu whose button it cannot see.
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión', hidden: true })).toBeInTheDocument();
  });
});
