import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

/** The segmentation screen with Madrid chosen among the cities, as a link opens it. */
const IN_MADRID = `#/app-h/segmentations?filters=${encodeURIComponent(JSON.stringify({ place: { cities: ['Madrid'] } }))}` as const;

/** The postcodes the postcode field offers (its options are listed in the page, hidden until opened). */
function offeredPostcodes(): string[] {
  const field = screen.getByRole('combobox', { name: 'Códigos postales' });
  const listbox = document.getElementById(field.getAttribute('aria-controls') ?? '');
  return listbox === null ? [] : within(listbox).queryAllByRole('option', { hidden: true }).map((option) => option.textContent ?? '');
}

describe('segmentation filters narrowed to the filters chosen', () => {
  it('offers only the postcodes of the chosen city, asked with the filters chosen', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: IN_MADRID });
    await screen.findByRole('heading', { name: 'Segmentación de clientes', level: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Localidad' }));
    await app.user.click(await screen.findByRole('combobox', { name: 'Códigos postales' }));
    await waitFor(() => {
      const offered = offeredPostcodes();
      expect([offered.length, offered[0], offered.at(-1)]).toEqual([80, '28001', '28080']);
    });
  });

  it('says the options could not be narrowed, keeps offering all of them, and narrows them on a retry', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: IN_MADRID, faults: { [DEMO_FAULT.segmentationCatalogNarrowedMasterData]: 500 } });
    await screen.findByRole('heading', { name: 'Segmentación de clientes', level: 1 });
    const alert = await screen.findByRole('alert', { name: 'No se han podido ajustar las opciones a los filtros elegidos' }, { timeout: 10_000 });
    await app.user.click(screen.getByRole('button', { name: 'Localidad' }));
    await app.user.click(await screen.findByRole('combobox', { name: 'Códigos postales' }));
    await waitFor(() => expect(offeredPostcodes()).toHaveLength(320));
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'No se han podido ajustar las opciones a los filtros elegidos' })).toBeNull());
    await app.user.click(screen.getByRole('combobox', { name: 'Códigos postales' }));
    await waitFor(() => expect(offeredPostcodes()).toHaveLength(80));
  });
});
