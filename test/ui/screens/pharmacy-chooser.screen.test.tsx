import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalendarPharmacy } from '@domain/calendar';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const CHOOSER = '#/app-h/backoffice/listPharmacies/7';

async function openChooser(options: { faults?: Record<string, number> } = {}): Promise<{ app: RunningApp; pharmacies: readonly CalendarPharmacy[] }> {
  const app = await startApp({ signInAs: 'backoffice', at: CHOOSER, faults: options.faults });
  await screen.findByRole('heading', { level: 1, name: 'Farmacias de «Consejos de invierno»' });
  return { app, pharmacies: await app.services.calendar.pharmacies() };
}

const nameOf = (pharmacies: readonly CalendarPharmacy[], eid: number): string => pharmacies.find((pharmacy) => pharmacy.eid === eid)?.name ?? '';
const rowOf = (pharmacies: readonly CalendarPharmacy[], eid: number): HTMLElement => screen.getByRole('checkbox', { name: `Elegir ${nameOf(pharmacies, eid)}` }).closest('tr') as HTMLElement;
const notice = async (text: string) => waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).toHaveTextContent(text));

describe('pharmacy chooser screen', () => {
  it('disables the pharmacies without a header or a sender and says why', async () => {
    const { pharmacies } = await openChooser();
    expect(screen.getByText(`48 de 48 farmacias`)).toBeVisible();
    expect(screen.getByTestId('chooser-count')).toHaveTextContent('0 farmacias seleccionadas');
    expect(screen.getByRole('button', { name: 'Guardar y diseñar' })).toBeDisabled();
    const noHeader = within(rowOf(pharmacies, 508)).getByRole('checkbox');
    expect(noHeader).toBeDisabled();
    expect(noHeader).toHaveAccessibleDescription('Debes crear una cabecera para seleccionar esta farmacia');
    const noSender = within(rowOf(pharmacies, 502)).getByRole('checkbox');
    expect(noSender).toBeDisabled();
    expect(noSender).toHaveAccessibleDescription('falta remitente');
    expect(within(rowOf(pharmacies, 500)).getByRole('checkbox')).toBeEnabled();
    expect(within(rowOf(pharmacies, 500)).getByText('Disponible')).toBeVisible();
  });

  it('finds pharmacies, selects all the enabled ones found and counts them', async () => {
    const { app, pharmacies } = await openChooser();
    const all = await app.services.calendar.readiness();
    const enabled = pharmacies.filter((pharmacy) => all.eidsWithHeader.has(pharmacy.eid) && all.eidsWithSender.has(pharmacy.eid));
    await app.user.click(screen.getByRole('button', { name: `Seleccionar las ${enabled.length} seleccionables` }));
    expect(screen.getByTestId('chooser-count')).toHaveTextContent(`${enabled.length} farmacias seleccionadas`);
    expect(within(rowOf(pharmacies, 508)).getByRole('checkbox')).not.toBeChecked();
    await app.user.click(screen.getByRole('button', { name: `Quitar las ${enabled.length} seleccionables` }));
    expect(screen.getByTestId('chooser-count')).toHaveTextContent('0 farmacias seleccionadas');
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '500');
    await waitFor(() => expect(screen.getByText('1 de 48 farmacias')).toBeVisible());
    await waitFor(() => expect(window.location.hash).toBe(`${CHOOSER}?search=%22500%22`));
    await app.user.click(screen.getByRole('button', { name: 'Seleccionar las 1 seleccionables' }));
    expect(screen.getByTestId('chooser-count')).toHaveTextContent('1 farmacias seleccionadas');
  });

  it('saves the chosen pharmacies and leaves for the entry’s design', async () => {
    const { app, pharmacies } = await openChooser();
    await app.user.click(screen.getByRole('checkbox', { name: `Elegir ${nameOf(pharmacies, 500)}` }));
    await app.user.click(screen.getByRole('checkbox', { name: `Elegir ${nameOf(pharmacies, 501)}` }));
    await app.user.click(screen.getByRole('button', { name: 'Guardar y diseñar' }));
    await notice('Farmacias guardadas: 2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email de «Consejos de invierno»' })).toBeVisible();
    expect(window.location.hash).toBe('#/app-h/backoffice/listPharmacies/templateEditor/7/email');
    expect((await app.services.calendar.get('7')).pharmacies).toEqual([500, 501]);
  });

  it('keeps the choice when saving fails, and tells why', async () => {
    const { app, pharmacies } = await openChooser();
    app.fail(DEMO_FAULT.calendarSavePharmacies, 500);
    await app.user.click(screen.getByRole('checkbox', { name: `Elegir ${nameOf(pharmacies, 500)}` }));
    await app.user.click(screen.getByRole('button', { name: 'Guardar y diseñar' }));
    await notice('Ha ocurrido un error en el calendario');
    expect(screen.getByRole('checkbox', { name: `Elegir ${nameOf(pharmacies, 500)}` })).toBeChecked();
    expect(window.location.hash).toBe(CHOOSER);
    expect((await app.services.calendar.get('7')).pharmacies).toEqual([]);
  });

  it('tells a failed load and loads again on retry', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: CHOOSER, faults: { [DEMO_FAULT.calendarReadiness]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar las farmacias de la entrada');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Farmacias de «Consejos de invierno»' })).toBeVisible();
  });

  it('searches with a choice not yet saved without asking, and asks before leaving the screen', async () => {
    const { app, pharmacies } = await openChooser();
    await app.user.click(screen.getByRole('checkbox', { name: `Elegir ${nameOf(pharmacies, 500)}` }));
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '501');
    await waitFor(() => expect(window.location.hash).toBe(`${CHOOSER}?search=%22501%22`));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('1 de 48 farmacias')).toBeVisible();
    expect(screen.getByTestId('chooser-count')).toHaveTextContent('1 farmacias seleccionadas');
    await app.user.click(screen.getByRole('link', { name: 'Volver al calendario' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Has cambiado las farmacias de la entrada y no las has guardado. ¿Quieres salir y descartar los cambios?');
    expect(window.location.hash).toBe(`${CHOOSER}?search=%22501%22`);
  });
});
