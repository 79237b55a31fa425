import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '@ui/i18n/i18n';
import { SectionContent, SettingsSection } from '@ui/shop-catalog/settings-section';

beforeAll(() => activateLanguage('es'));

function Colours({ load, plain }: { load: () => Promise<string>; plain?: boolean }) {
  const query = useQuery({ queryKey: ['colours'], queryFn: load, retry: false });
  return (
    <SettingsSection id="colours" title="Colores" plain={plain}>
      <SectionContent query={query} loading="Cargando los colores…" failure="No se han podido cargar los colores">
        {(colour) => <p>Color principal: {colour}</p>}
      </SectionContent>
    </SettingsSection>
  );
}

function mount(load: () => Promise<string>, plain?: boolean) {
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <Colours load={load} plain={plain} />
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>,
  );
  return screen.getByRole('region', { name: 'Colores' });
}

describe('a part of the shop settings page', () => {
  it('says what it is loading, then shows what was loaded under its heading', async () => {
    let arrive: (colour: string) => void = () => undefined;
    const section = mount(() => new Promise<string>((resolve) => (arrive = resolve)));
    expect(within(section).getByRole('status')).toHaveTextContent('Cargando los colores…');
    arrive('#336699');
    expect(await within(section).findByText('Color principal: #336699')).toBeInTheDocument();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells a failed load under its title and loads again on retry', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('#336699');
    const section = mount(load);
    const failure = await within(section).findByRole('alert');
    expect(failure).toHaveTextContent('No se han podido cargar los colores');
    await userEvent.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByText('Color principal: #336699')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is a region named by its heading, framed as a card', () => {
    const section = mount(() => Promise.resolve('#336699'));
    expect(section).toHaveClass('mantine-Paper-root');
    expect(within(section).getByRole('heading', { level: 2, name: 'Colores' })).toHaveAttribute('id', 'colours');
  });

  it('is a region without a card when plain', async () => {
    const section = mount(() => Promise.resolve('#336699'), true);
    expect(section).not.toHaveClass('mantine-Paper-root');
    expect(await within(section).findByText('Color principal: #336699')).toBeInTheDocument();
  });
});
