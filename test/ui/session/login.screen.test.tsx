import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';

describe('the login screen', () => {
  it('puts the focus in the user field once the form is on screen', async () => {
    await startApp({ at: '#/login' });
    const user = await screen.findByLabelText('Usuario');
    await waitFor(() => expect(user).toHaveFocus());
  });

  it('switches the language with a group of two radio buttons, ES and EN', async () => {
    const app = await startApp({ at: '#/login' });
    const group = await screen.findByRole('radiogroup', { name: 'Idioma' });
    expect(within(group).getByRole('radio', { name: 'ES' })).toBeChecked();
    await app.user.click(within(group).getByText('EN'));
    expect(await screen.findByLabelText('User')).toBeVisible();
    expect(within(screen.getByRole('radiogroup', { name: 'Language' })).getByRole('radio', { name: 'EN' })).toBeChecked();
  });

  it.each([
    ['#/app-h/backoffice/campaigns/monthList', 'Meses de campaña'],
    ['#/app-h/backoffice/campaignTemplateList?search=sol', 'Plantillas de campaña'],
  ] as const)('comes back to %s, opened while signed out, after signing in', async (address, heading) => {
    const app = await startApp({ at: address });
    const user = await screen.findByLabelText('Usuario');
    expect(window.location.hash).toBe('#/');
    await app.user.type(user, 'backoffice');
    await app.user.type(screen.getByLabelText('Contraseña'), 'demo');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(window.location.hash).toBe(address);
  });
});
