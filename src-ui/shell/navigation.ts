import type { Session } from '@domain/session';
import type { NavigationItem } from '../router/screen-module';

export type { NavigationItem };

/** A navigation entry with the address it links to. */
export type NavigationLink = NavigationItem & { readonly to: string };

/** The feature flags that switch navigation entries on. */
export interface NavigationFeatures {
  readonly devFeatureFlag: boolean;
}

/** The entries of `items` (the registered contexts' navigation) that `session` may see with `features` on, per section. */
export function navigationFor(items: readonly NavigationItem[], session: Session, features: NavigationFeatures): { main: NavigationLink[]; backoffice: NavigationLink[] } {
  const visible = items.filter((item) => item.visible(session) && (item.feature !== 'developer' || features.devFeatureFlag)).map((item) => ({ ...item, to: (item.route as { readonly fullPath: string }).fullPath }));
  return { main: visible.filter((item) => item.section === 'main'), backoffice: visible.filter((item) => item.section === 'backoffice') };
}
