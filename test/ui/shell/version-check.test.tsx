import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@ui/i18n/i18n';
import { VersionCheck } from '@ui/shell/version-check';
import { UiServicesProvider } from '@ui/shared/ui-services-context';
import type { UiServices } from '@ui/shared/ui-services';

function servicesWith(deployed: () => Promise<string>): UiServices {
  return { config: { appVersion: '1.4.0' }, frontVersion: { deployedVersion: deployed } } as unknown as UiServices;
}

async function mount(deployed: () => Promise<string>, reload: () => void) {
  await activateLanguage('es');
  vi.useFakeTimers();
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <UiServicesProvider services={servicesWith(deployed)}>
          <VersionCheck reload={reload} />
        </UiServicesProvider>
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('the front-end version check', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks every 5 minutes, warns when another version is deployed and reloads 4 s later', async () => {
    const deployed = vi.fn(() => Promise.resolve('1.5.0'));
    const reload = vi.fn();
    await mount(deployed, reload);
    await act(() => vi.advanceTimersByTimeAsync(299_999));
    expect(deployed).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(deployed).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hay una versión nueva de la aplicación. La página se recargará en 4 segundos.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_999));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while the running version is the deployed one, or when the check fails', async () => {
    let calls = 0;
    const deployed = vi.fn(() => (++calls === 2 ? Promise.reject(new Error('offline')) : Promise.resolve('1.4.0')));
    const reload = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await mount(deployed, reload);
    await act(() => vi.advanceTimersByTimeAsync(600_000 + 4_000));
    expect(deployed).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Nueva versión disponible')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
