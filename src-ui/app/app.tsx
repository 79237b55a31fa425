import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './app.css';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { NOTIFICATION_DURATION_MS } from '@domain/platform';
import { i18n } from '../i18n/i18n';
import type { AppRouter } from '../router/router';
import { UiServicesProvider } from '../shared/ui-services-context';
import type { UiServices } from '../shared/ui-services';
import { theme } from './theme';

/** The application: providers around the router. */
export function App({ services, queryClient, router }: { services: UiServices; queryClient: QueryClient; router: AppRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <UiServicesProvider services={services}>
          <QueryClientProvider client={queryClient}>
            <ModalsProvider>
              <Notifications position="top-center" autoClose={NOTIFICATION_DURATION_MS} />
              <RouterProvider router={router} />
            </ModalsProvider>
          </QueryClientProvider>
        </UiServicesProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
