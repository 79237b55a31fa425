import type { MessageDescriptor } from '@lingui/core';
import type { AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { CrmDestination, DashboardTileId } from '@domain/dashboard';
import type { Session } from '@domain/session';
import type { QueryClient } from '@tanstack/react-query';
import type { ScreenIcon } from '../shared/menu-icons';
import type { UiServices } from '../shared/ui-services';

/** An entry of the side navigation, declared by the context whose screen it opens. */
export interface NavigationItem {
  /** The screen's route: the entry links to its full path, known once the route tree is built. */
  readonly route: AnyRoute;
  readonly label: MessageDescriptor;
  readonly section: 'main' | 'backoffice';
  readonly visible: (session: Session) => boolean;
  /** Shown beside the label (decorative). */
  readonly icon: ScreenIcon;
  /**
   * A back-office screen that no tile of the spec opens declares what its dashboard tile says: the
   * back-office section of the dashboard reaches every back-office screen the registry holds.
   */
  readonly tile?: { readonly description: MessageDescriptor };
  /** A feature flag the entry also needs: 'developer', the developer feature flag (`config.devFeatureFlag`). */
  readonly feature?: 'developer';
}

/** What the command palette does with a result: open a screen, or enter a pharmacy (back-office users). */
export type PaletteAction = { readonly kind: 'open'; readonly to: string } | { readonly kind: 'enter-pharmacy'; readonly eid: number };

/** A result of the command palette's search. */
export interface PaletteResult {
  readonly id: string;
  readonly label: string;
  readonly description?: string;
  readonly icon: ScreenIcon;
  readonly action: PaletteAction;
}

/**
 * A context's contribution to the command palette beyond its screens (which come from its navigation):
 * records found by what the user types, for the users `visible` says.
 */
export interface PaletteSearch {
  /** The group the results are listed under. */
  readonly group: MessageDescriptor;
  readonly visible: (session: Session) => boolean;
  /** At most a handful of results for `text` (two characters or more), using the router's context for its data. */
  readonly search: (context: { readonly services: UiServices; readonly queryClient: QueryClient }, text: string) => Promise<readonly PaletteResult[]>;
}

/** Where a dashboard tile leads: a screen of the application, or an outside address opened in a new tab. */
export type TileTarget = { kind: 'route'; to: string; search?: Record<string, string> } | { kind: 'external'; href: string };

/**
 * A card a context adds to the dashboard for the users `visible` says (a task waiting for them, such as a
 * healthcare campaign to approve). `component` is a `lazy` one, so that its code is fetched only where it
 * shows, after the dashboard's first paint; it renders nothing when there is nothing to say.
 */
export interface DashboardCard {
  readonly name: string;
  readonly visible: (session: Session) => boolean;
  readonly component: ComponentType;
  /**
   * Starts fetching the card's code and data when the dashboard opens, beside the page's own code, so
   * that the card does not wait for the page to be drawn before it asks for them.
   */
  readonly prefetch?: (context: { readonly services: UiServices; readonly queryClient: QueryClient; readonly session: Session }) => void;
}

/** What is known of the pharmacy when the dashboard decides where its tiles lead. */
export interface TileContext {
  readonly crmDestination: CrmDestination;
  readonly website: string;
  readonly shopUrl: string;
}

/** The screens' routes of a context, by the route they hang from. */
export interface ScreenRoutes {
  /** Outside the shell: login, embedded entry, error pages. */
  readonly root?: readonly AnyRoute[];
  /** Inside the shell (/app-h), for any signed-in user the route's own guard lets in. */
  readonly shell?: readonly AnyRoute[];
  /** Inside the back-office section (/app-h/backoffice), which sends other users to the 403 page. */
  readonly backoffice?: readonly AnyRoute[];
}

/**
 * A bounded context's route module: its routes (with their guards, search schemas, titles and
 * loaders), its navigation entries, where its dashboard tiles lead and its message area. The
 * registry of the composition root lists one per context; the route tree, the side navigation,
 * the tile targets and the screen catalogues are made from these declarations.
 */
export interface ScreenModule<R extends ScreenRoutes = ScreenRoutes> {
  readonly name: string;
  /**
   * The folder under src-ui whose messages form a catalogue of their own, loaded with the screen
   * (lingui.config.ts reads this declaration); absent, the messages travel in the core catalogue.
   */
  readonly messageArea?: string;
  readonly routes: R;
  readonly navigation?: readonly NavigationItem[];
  readonly tiles?: Partial<Record<DashboardTileId, (context: TileContext) => TileTarget>>;
  /** What the command palette finds in this context besides its screens. */
  readonly palette?: readonly PaletteSearch[];
  /** The cards this context adds to the dashboard. */
  readonly dashboardCards?: readonly DashboardCard[];
}

/** Declares a context's route module, keeping the exact types of its routes for the typed route tree. */
export function defineScreens<const R extends ScreenRoutes>(module: ScreenModule<R>): ScreenModule<R> {
  return module;
}

/** What the shell and the dashboard learn from every registered context. */
export interface ScreenCatalogue {
  readonly navigation: readonly NavigationItem[];
  readonly tiles: Partial<Record<DashboardTileId, (context: TileContext) => TileTarget>>;
  readonly palette: readonly PaletteSearch[];
  readonly dashboardCards: readonly DashboardCard[];
}

/** Gathers the navigation and tile targets the contexts declare, in registry order. */
export function screenCatalogue(modules: readonly ScreenModule[]): ScreenCatalogue {
  return {
    navigation: modules.flatMap((module) => module.navigation ?? []),
    tiles: Object.assign({}, ...modules.map((module) => module.tiles ?? {})) as ScreenCatalogue['tiles'],
    palette: modules.flatMap((module) => module.palette ?? []),
    dashboardCards: modules.flatMap((module) => module.dashboardCards ?? []),
  };
}

/** The routes that modules `M` hang from the route `K`, as one union type. */
export type RoutesAt<M, K extends keyof ScreenRoutes> = M extends { readonly routes: infer R } ? (R extends { readonly [P in K]: readonly (infer X)[] } ? X : never) : never;

/** The routes every module of `modules` hangs from the route `at`, in registry order, with their exact types. */
export function routesAt<M extends ScreenModule, K extends keyof ScreenRoutes>(modules: readonly M[], at: K): RoutesAt<M, K>[] {
  return modules.flatMap((module) => module.routes[at] ?? []) as RoutesAt<M, K>[];
}
