import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startApp } from '../../support/app-harness';

const MENU = 'Menú de usuario: Beatriz Ortega (backoffice)';
// jsdom lays nothing out, so the menu's positioning finds its button out of view and hides the open
// menu with `display: none`; its items exist only while it is open, hidden or not.

/** When the menu's code arrives: held until the test lets it go, so that each step happens in a known order. */
const code = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrival, release: () => release() };
});
vi.mock('@ui/shell/user-menu', async (importOriginal) => {
  await code.arrival;
  return importOriginal();
});

// The menu's code is fetched once per page: the first test finds it on its way, the second already here.
describe('the user menu, fetched when the user reaches for it', () => {
  it('opens on the first click, when the click came before its code', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    const placeholder = screen.getByRole('button', { name: MENU });
    await app.user.click(placeholder);
    expect(screen.queryByRole('menuitem', { name: 'Cerrar sesión', hidden: true })).not.toBeInTheDocument();
    act(() => code.release());
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MENU })).not.toBe(placeholder);
  });

  it('keeps the keyboard focus on the menu button when the real menu replaces the placeholder', async () => {
    await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    const placeholder = screen.getByRole('button', { name: MENU });
    act(() => placeholder.focus());
    await waitFor(() => expect(screen.getByRole('button', { name: MENU })).not.toBe(placeholder));
    await waitFor(() => expect(screen.getByRole('button', { name: MENU })).toHaveFocus());
    expect(screen.queryByRole('menuitem', { name: 'Cerrar sesión', hidden: true })).not.toBeInTheDocument();
  });
});
