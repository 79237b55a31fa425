import type { MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { UiServices } from '../shared/ui-services';

/** What every route's loaders and guards receive. */
export interface RouterContext {
  readonly services: UiServices;
  readonly queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's title, recorded after each state change (spec 1 §2.3). */
    title?: MessageDescriptor;
  }
}
