import type { MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { UiServices } from '../shared/ui-services';
import type { ScreenCatalogue } from './screen-module';

/** What every route's loaders and guards receive. */
export interface RouterContext {
  readonly services: UiServices;
  readonly queryClient: QueryClient;
  /** The navigation and tile targets the registered contexts declare. */
  readonly screens: ScreenCatalogue;
}

/** The navigation entries and tile targets of the registered contexts. */
export function useScreenCatalogue(): ScreenCatalogue {
  return useRouter().options.context.screens;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's title, recorded after each state change (spec 1 §2.3). */
    title?: MessageDescriptor;
    /**
     * The screen a nested screen belongs to (a form, its list): the navigation keeps that screen's
     * entry highlighted and a breadcrumb leads back to it. A function, as routes refer to each other.
     */
    parent?: () => { readonly fullPath: string; readonly options: { readonly staticData?: { readonly title?: MessageDescriptor } } };
  }
}
