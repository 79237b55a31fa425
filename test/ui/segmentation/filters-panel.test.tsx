import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { MantineProvider, createTheme } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SEGMENTATION_FILTERS, type SegmentationFilters } from '@domain/segmentation';
import { activateLanguage } from '@ui/i18n/i18n';
import { SegmentationFiltersPanel, type FiltersChange } from '@ui/segmentation/segmentation-filters-panel';

/** The day of the screen's clock: 21/11/2026. */
const TODAY = { year: 2026, month: 11, day: 21 };

/** The panel drawn once with empty filters: it is not drawn again, as when the screen has not caught up yet. */
async function panel(onChange: FiltersChange) {
  await activateLanguage('es');
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <SegmentationFiltersPanel eid={500} filters={EMPTY_SEGMENTATION_FILTERS} errors={[]} masterData={undefined} erpFilters={new Set()} language="es" today={TODAY} onChange={onChange} />
      </MantineProvider>
    </I18nProvider>,
  );
}

/** Applies the panel's changes one after another, as the screen does, each to the filters the previous one left. */
function applied(changes: Parameters<FiltersChange>[0][]): SegmentationFilters {
  return changes.reduce<SegmentationFilters>((latest, change) => ({ ...latest, ...(typeof change === 'function' ? change(latest) : change) }), EMPTY_SEGMENTATION_FILTERS);
}

describe('the segmentation filters panel', () => {
  it('keeps a value typed a moment ago when another field of its group changes before the panel is drawn again', async () => {
    const changes: Parameters<FiltersChange>[0][] = [];
    const onChange = vi.fn<FiltersChange>((change) => void changes.push(change));
    await panel(onChange);
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-05-21' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-21' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Mayor de (años)' }), { target: { value: '65' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cumplen años hoy' }));

    const filters = applied(changes);
    expect(filters.saleDate).toEqual({ from: '2026-05-21', until: '2026-11-21' });
    expect(filters.age).toMatchObject({ moreThan: 65, checkBirthdate: true });
    expect(onChange.mock.calls.map(([, how]) => how)).toEqual(['typed', 'typed', 'typed', undefined]);
  });

  it('draws a typed number in its field at once, before the screen has the new filters', async () => {
    await panel(() => undefined);
    const age = screen.getByRole('textbox', { name: 'Mayor de (años)' });
    fireEvent.change(age, { target: { value: '65' } });
    expect(age).toHaveValue('65');
  });

  it('draws again only the section whose filters changed, not the other sections of the accordion', async () => {
    await activateLanguage('es');
    // The theme's default props of an accordion header are read each time a header is drawn.
    let headersDrawn = 0;
    const theme = createTheme({
      components: {
        AccordionControl: {
          defaultProps: () => {
            headersDrawn += 1;
            return {};
          },
        },
      },
    });
    // The screen gives the panel the same callback and ERP filters on every render; the providers
    // above it are not drawn again.
    const onChange: FiltersChange = () => undefined;
    const erpFilters = new Set<never>();
    let setFilters: (filters: SegmentationFilters) => void = () => undefined;
    function Screen() {
      const [filters, set] = useState(EMPTY_SEGMENTATION_FILTERS);
      setFilters = set;
      return <SegmentationFiltersPanel eid={500} filters={filters} errors={[]} masterData={undefined} erpFilters={erpFilters} language="es" today={TODAY} onChange={onChange} />;
    }
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme}>
          <Screen />
        </MantineProvider>
      </I18nProvider>,
    );
    // Eleven sections (no filter of this ERP's own): every header drawn.
    expect(headersDrawn).toBeGreaterThanOrEqual(11);
    headersDrawn = 0;

    act(() => setFilters({ ...EMPTY_SEGMENTATION_FILTERS, age: { ...EMPTY_SEGMENTATION_FILTERS.age, moreThan: 65 } }));

    expect(screen.getByRole('textbox', { name: 'Mayor de (años)' })).toHaveValue('65');
    // The age section alone: its header shows that a filter is set.
    expect(headersDrawn).toBe(1);
  });

  it('keeps a period chosen relative to the day as its choice, showing its days, and turns it back into those dates', async () => {
    const changes: Parameters<FiltersChange>[0][] = [];
    await panel((change) => void changes.push(change));
    fireEvent.click(screen.getByRole('combobox', { name: 'Periodo' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Últimos seis meses', hidden: true }));
    expect(applied(changes).saleDate).toEqual({ from: '2026-05-21', until: '2026-11-21', relative: 'last6Months' });
  });

  it('shows the days of a relative period in its date fields, which it fills, and says the range of an age out of it', async () => {
    await activateLanguage('es');
    const onChange = vi.fn<FiltersChange>();
    const filters: SegmentationFilters = {
      ...EMPTY_SEGMENTATION_FILTERS,
      age: { ...EMPTY_SEGMENTATION_FILTERS.age, moreThan: -5, lessThan: 150 },
      saleDate: { from: null, until: null, relative: 'last3Months' },
    };
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <SegmentationFiltersPanel
            eid={500}
            filters={filters}
            errors={[
              { field: 'age', code: 'INVALID_MIN' },
              { field: 'age', code: 'INVALID_MAX' },
            ]}
            masterData={undefined}
            erpFilters={new Set()}
            language="es"
            today={TODAY}
            onChange={onChange}
          />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-08-21');
    expect(screen.getByLabelText('Desde')).toBeDisabled();
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-21');
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveValue('Últimos tres meses');
    // Once, for both bounds, beside the range.
    expect(screen.getByRole('alert')).toHaveTextContent(/^La edad debe estar entre 0 y 120 años$/);
    expect(screen.getByRole('textbox', { name: 'Mayor de (años)' })).toHaveValue('-5');

    fireEvent.click(screen.getByRole('combobox', { name: 'Periodo' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fechas concretas', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ saleDate: { from: '2026-08-21', until: '2026-11-21' } });
  });
});
