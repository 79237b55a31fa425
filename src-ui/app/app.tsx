import './mantine-styles';
import './app.css';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { i18n } from '../i18n/i18n';
import { withNamedCloseButtons } from '../shared/modal-close';
import { useOverlaysRequested } from '../shared/overlays';
import { UiServicesProvider } from '../shared/ui-services-context';
import type { UiServices } from '../shared/ui-services';
import { theme } from './theme';

/** The product theme, every dialog's close button named. */
const productTheme = withNamedCloseButtons(theme);

/** The application: providers around the router. */
export function App({ services, queryClient, router }: { services: UiServices; queryClient: QueryClient; router: AnyRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={productTheme}>
        <UiServicesProvider services={services}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <LazyOverlays />
          </QueryClientProvider>
        </UiServicesProvider>
      </MantineProvider>
    </I18nProvider>
  );
}

const Overlays = lazy(() => import('./overlays').then((module) => ({ default: module.Overlays })));

/** Notifications and modals, mounted once a screen first asks for one. */
function LazyOverlays() {
  const requested = useOverlaysRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}
