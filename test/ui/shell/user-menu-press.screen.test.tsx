import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startApp } from '../../support/app-harness';

const MENU = 'Menú de usuario: Beatriz Ortega (backoffice)';
// jsdom lays nothing out, so the menu's positioning finds its button out of view and hides the open
// menu with `display: none`; its items exist only while it is open, hidden or not.

/** When the menu's code arrives: held until the test lets it go. */
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

describe('the user menu, when its code arrives in the middle of a click', () => {
  it('opens when the press began on the placeholder and the code came before the release', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    const placeholder = screen.getByRole('button', { name: MENU });
    await app.user.pointer({ keys: '[MouseLeft>]', target: placeholder });
    act(() => code.release());
    await waitFor(() => expect(screen.getByRole('button', { name: MENU })).not.toBe(placeholder));
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión', hidden: true })).toBeInTheDocument();
  });
});
