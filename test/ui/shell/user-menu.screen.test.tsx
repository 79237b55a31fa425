import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';

const MENU = 'Menú de usuario: Beatriz Ortega (backoffice)';

describe('the user menu, fetched when the user reaches for it', () => {
  it('opens on the first click, even before its code has arrived', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    await app.user.click(screen.getByRole('button', { name: MENU }));
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('keeps the keyboard focus on the menu button when the real menu replaces the placeholder', async () => {
    await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    const placeholder = screen.getByRole('button', { name: MENU });
    act(() => placeholder.focus());
    await waitFor(() => expect(screen.getByRole('button', { name: MENU })).not.toBe(placeholder));
    await waitFor(() => expect(screen.getByRole('button', { name: MENU })).toHaveFocus());
  });
});
