import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REPORT_JOB_MESSAGES } from '@domain/entities';
import { REPORT_JOB_MESSAGE_TEXTS } from '@ui/entities/entity-messages';
import { startApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

/**
 * The buttons under `root` whose accessible name does not begin with their visible text (axe's
 * `label-content-name-mismatch`), as "visible text → name"; icon buttons (no letters shown) are left out.
 */
function mismatchedButtons(root: HTMLElement): string[] {
  return within(root)
    .queryAllByRole('button')
    .flatMap((button) => {
      const visible = (button.textContent ?? '').replace(/\s+/g, ' ').trim();
      const name = button.getAttribute('aria-label');
      if (name === null || !/\p{L}/u.test(visible)) return [];
      return name.toLowerCase().startsWith(visible.toLowerCase()) ? [] : [`${visible} → ${name}`];
    });
}

describe('entity list: names and messages', () => {
  it("names every row action by its visible text first, 'Editar datos' included, in both modes", async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/backoffice/admin?search=llorente' });
    const edit = await screen.findByRole('button', { name: 'Editar datos de Farmacia Llorente' });
    expect(edit).toHaveTextContent(/^Editar datos$/);
    expect(mismatchedButtons(screen.getByRole('main'))).toEqual([]);

    await app.user.click(screen.getByRole('radio', { name: 'Caché e informes' }));
    expect(await screen.findByRole('columnheader', { name: /Última caché/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar datos de Farmacia Llorente' })).toBeVisible();
    expect(mismatchedButtons(screen.getByRole('main'))).toEqual([]);

    await app.user.click(edit.isConnected ? edit : screen.getByRole('button', { name: 'Editar datos de Farmacia Llorente' }));
    await waitFor(() => expect(window.location.hash).toBe('#/app-h/wizard/500'));
  });

  it('names the buttons of the configuration and of the cache and report dialogs by their visible text first', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/backoffice/admin?mode=cache&search=llorente' });
    await app.user.click(await screen.findByRole('button', { name: 'Generar informes' }));
    expect(mismatchedButtons(await screen.findByRole('dialog', { name: 'Generar informes' }))).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await app.user.click(screen.getByRole('button', { name: 'Regenerar por ERP' }));
    expect(mismatchedButtons(await screen.findByRole('dialog', { name: 'Regenerar por ERP' }))).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Cerrar' }));

    await app.user.click(screen.getByRole('button', { name: 'Configurar Farmacia Llorente' }));
    const dialog = await screen.findByRole('dialog', { name: /^Configuración de / });
    await within(dialog).findByRole('tabpanel');
    for (const tab of ['Ajustes', 'Landing', 'Correos transaccionales', 'App móvil', 'Servicios modulares', 'Formulario de alta']) {
      await app.user.click(within(dialog).getByRole('tab', { name: tab }));
      await waitFor(() => expect(within(dialog).getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true'));
      expect(mismatchedButtons(dialog)).toEqual([]);
    }
  });

  it("keeps the dialogs' messages verbatim in Spanish and shows them in the language of the interface", async () => {
    expect(Object.fromEntries(Object.entries(REPORT_JOB_MESSAGE_TEXTS).map(([code, text]) => [code, text.message]))).toEqual(REPORT_JOB_MESSAGES);

    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/backoffice/admin?mode=cache&search=llorente' });
    await screen.findByRole('columnheader', { name: /Última caché/ });
    await app.user.click(within(screen.getByRole('radiogroup', { name: 'Idioma' })).getByText('EN'));
    await waitFor(() => expect(i18n.locale).toBe('en'));
    window.location.hash = '#/app-h/backoffice/admin?mode=cache&search=llorente';
    await screen.findByRole('heading', { level: 1, name: 'Entities' });
    const english = {
      [REPORT_JOB_MESSAGE_TEXTS.NO_PHARMACY_SELECTED.id]: 'Select at least one pharmacy',
      [REPORT_JOB_MESSAGE_TEXTS.GENERATION_FAILED.id]: 'An error occurred',
      [REPORT_JOB_MESSAGE_TEXTS.REGENERATION_FAILED.id]: 'The regeneration jobs could not be created',
    };
    i18n.load('en', english);

    await app.user.click(await screen.findByRole('button', { name: 'Generate reports' }));
    expect(await screen.findByText('Select at least one pharmacy')).toBeVisible();
    expect(screen.queryByText('Selecciona alguna farmacia')).toBeNull();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    app.fail(DEMO_FAULT.reportJobsRegenerateByErp, 500);
    await app.user.click(await screen.findByRole('button', { name: 'Regenerate by ERP' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Regenerate by ERP' })).getByRole('button', { name: 'Regenerate' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Regenerate by ERP?' })).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('The regeneration jobs could not be created')).toBeVisible();
  });
});
