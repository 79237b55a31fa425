import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { render, renderHook, type RenderHookResult, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '@ui/app/query-client';
import type { UiServices } from '@ui/shared/ui-services';
import { UiServicesProvider } from '@ui/shared/ui-services-context';

/** A settled-by-hand promise: what a port answers when a test decides when it answers. */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * Renders a hook of the UI under the application's query client settings and a services object that
 * holds only the ports the hook uses. Returns the query client too, to seed and read the cache.
 */
export function renderUiHook<Result, Name extends keyof UiServices>(
  hook: () => Result,
  services: Pick<UiServices, Name>,
): RenderHookResult<Result, unknown> & { queryClient: QueryClient } {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <UiServicesProvider services={services as UiServices}>{children}</UiServicesProvider>
    </QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}

/** Renders a router of a test under the interface's providers: language, Mantine and the query client. */
export function renderRouted(router: AnyRouter, queryClient: QueryClient): RenderResult {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
}
