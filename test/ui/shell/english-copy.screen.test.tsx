import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';

describe('the interface in English', () => {
  it("says 'Open' for entering a pharmacy, and 'Sign in' only for signing in", async () => {
    const app = await startApp({ signInAs: 'backoffice' });
    await screen.findByRole('heading', { level: 1, name: 'Entidades' });
    await app.user.click(within(screen.getByRole('radiogroup', { name: 'Idioma' })).getByText('EN'));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    window.location.hash = '#/app-h/backoffice/admin';
    await screen.findByRole('heading', { level: 1, name: 'Entities' });
    const open = await screen.findAllByRole('button', { name: /^Open Farmacia / });
    expect(open[0]).toHaveTextContent(/^Open$/);
    expect(screen.queryByRole('button', { name: /^Sign in/ })).toBeNull();
    // A sortable header is named by its column in English (its state is the cell's aria-sort, in no language).
    expect(within(screen.getByRole('columnheader', { name: 'Pharmacy' })).getByRole('button', { name: 'Pharmacy' })).toBeVisible();
  });

  it('shows the legal terms in English to a pharmacist who reads in English', async () => {
    const app = await startApp({ at: '#/' });
    await app.user.click(within(await screen.findByRole('radiogroup', { name: 'Idioma' })).getByText('EN'));
    await app.user.type(await screen.findByLabelText('User'), 'farmacia2');
    await app.user.type(screen.getByLabelText('Password'), 'demo');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    const document = await screen.findByTestId('legal-terms-document', undefined, { timeout: 5_000 });
    expect(document).toHaveTextContent(/^GENERAL CONDITIONS OF USE OF THE PLATFORM/);
    expect(document).not.toHaveTextContent('CONDICIONES GENERALES');
  });
});
