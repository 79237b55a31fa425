import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SEGMENTATION_FILTERS, type SegmentationFilters } from '@domain/segmentation';
import { activateLanguage } from '@ui/i18n/i18n';
import { SegmentationFiltersPanel, type FiltersChange } from '@ui/segmentation/segmentation-filters-panel';

/** The panel drawn once with empty filters: it is not drawn again, as when the screen has not caught up yet. */
async function panel(onChange: FiltersChange) {
  await activateLanguage('es');
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <SegmentationFiltersPanel eid={500} filters={EMPTY_SEGMENTATION_FILTERS} errors={[]} masterData={undefined} erpFilters={new Set()} language="es" onChange={onChange} />
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
});
