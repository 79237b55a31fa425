import './mantine-styles';
import '@mantine/notifications/styles.layer.css';
import './app.css';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { i18n } from '../i18n/i18n';
import { NOTIFICATION_DURATION_MS } from '../shared/ui-constants';
import { UiServicesProvider } from '../shared/ui-services-context';
import type { UiServices } from '../shared/ui-services';
import { theme } from './theme';

/** The application: providers around the router. */
export function App({ services, queryClient, router }: { services: UiServices; queryClient: QueryClient; router: AnyRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <UiServicesProvider services={services}>
          <QueryClientProvider client={queryClient}>
            <LocalisedModals>
              <Notifications position="top-center" autoClose={NOTIFICATION_DURATION_MS} />
              <RouterProvider router={router} />
            </LocalisedModals>
          </QueryClientProvider>
        </UiServicesProvider>
      </MantineProvider>
    </I18nProvider>
  );
}

/** Confirmation and other modals, whose close button is named in the active language. */
function LocalisedModals({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <ModalsProvider modalProps={{ closeButtonProps: { 'aria-label': t`Cerrar` } }}>{children}</ModalsProvider>;
}
