import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import type { CampaignReportGateway } from '@domain/campaign-reports';
import { isBackofficeUser } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import { backofficeRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';

declare module '../shared/ui-services' {
  interface UiServices {
    readonly campaignReports: CampaignReportGateway;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/campaign-reports), loaded with its screens. */
const messageArea = 'campaign-reports';

export const campaignReportsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/campaignReports',
  staticData: { title: msg`Informes de campañas` },
  loader: () => loadScreenMessages(messageArea),
}).lazy(() => import('./campaign-report-page').then((module) => module.CampaignReportRoute));

/** Reports of past campaigns over pasted clients (spec 1 §2.6). */
export const campaignReportsScreens = defineScreens({
  name: 'campaign-reports',
  messageArea,
  routes: { backoffice: [campaignReportsRoute] },
  navigation: [{ route: campaignReportsRoute, label: msg`Informes de campañas`, section: 'backoffice', visible: isBackofficeUser, icon: menuIcons.reportMoney, tile: { description: msg`Ventas de los clientes de una campaña pasada.` } }],
});
