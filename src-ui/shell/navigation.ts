import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isBackofficeUser, type Session } from '@domain/session';

/** An entry of the side navigation. */
export interface NavigationItem {
  readonly to: string;
  readonly label: MessageDescriptor;
  readonly section: 'main' | 'backoffice';
  readonly visible: (session: Session) => boolean;
}

/** The side navigation by role: only screens that exist are listed. */
export const NAVIGATION: readonly NavigationItem[] = [
  { to: '/app-h/dashboard', label: msg`Escritorio`, section: 'main', visible: () => true },
  { to: '/app-h/backoffice/admin', label: msg`Entidades`, section: 'backoffice', visible: isBackofficeUser },
  { to: '/app-h/backoffice/catalog', label: msg`Catálogo`, section: 'backoffice', visible: isBackofficeUser },
  { to: '/app-h/backoffice/campaigns/monthList', label: msg`Meses de campaña`, section: 'backoffice', visible: isBackofficeUser },
  { to: '/app-h/backoffice/campaignReports', label: msg`Informes de campañas`, section: 'backoffice', visible: isBackofficeUser },
  { to: '/app-h/backoffice/campaignTemplateList', label: msg`Plantillas de campaña`, section: 'backoffice', visible: isBackofficeUser },
];

/** The entries `session` may see, per section. */
export function navigationFor(session: Session): { main: NavigationItem[]; backoffice: NavigationItem[] } {
  const visible = NAVIGATION.filter((item) => item.visible(session));
  return { main: visible.filter((item) => item.section === 'main'), backoffice: visible.filter((item) => item.section === 'backoffice') };
}
