import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startApp } from '../../support/app-harness';

const MENU = 'Menú de usuario: Beatriz Ortega (backoffice)';
// jsdom lays nothing out, so the menu's positioning finds its button out of view and hides the open
// menu with `display: none`; its items exist only while it is open, hidden or not.
const LOGOUT = { name: 'Cerrar sesión', hidden: true } as const;

// The menu's code arrives when the test lets it; it is fetched once per page, so the first test finds
// it on its way and the second already here.
const code = await vi.hoisted(async () => (await import('../../support/held-arrival')).heldArrival());
vi.mock('@ui/shell/user-menu', async (importOriginal) => {
  await code.arrival;
  return importOriginal();
});

describe('the user menu, fetched when the user reaches for it', () => {
  it('opens from the keyboard when Enter came before its code', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    const placeholder = screen.getByRole('button', { name: MENU });
    act(() => placeholder.focus());
    await app.user.keyboard('{Enter}');
    expect(screen.queryByRole('menuitem', LOGOUT)).not.toBeInTheDocument();
    act(() => code.release());
    expect(await screen.findByRole('menuitem', LOGOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MENU })).not.toBe(placeholder);
  });

  it('keeps the keyboard focus on the menu button when the real menu replaces the placeholder', async () => {
    await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    const placeholder = screen.getByRole('button', { name: MENU });
    act(() => placeholder.focus());
    await waitFor(() => expect(screen.getByRole('button', { name: MENU })).not.toBe(placeholder));
    await waitFor(() => expect(screen.getByRole('button', { name: MENU })).toHaveFocus());
    expect(screen.queryByRole('menuitem', LOGOUT)).not.toBeInTheDocument();
  });
});
