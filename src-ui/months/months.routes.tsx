import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { MONTH_SORT_COLUMNS, type MonthGateway } from '@domain/months';
import { isBackofficeUser } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import { backofficeRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { tableSearchValidator } from '../shared/table-search';

/** The screens' queries, loaded with the screens rather than with the first page. */
const queries = () => import('./month.queries').then((module) => module.monthQueries);

declare module '../shared/ui-services' {
  interface UiServices {
    readonly months: MonthGateway;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/months), loaded with its screens. */
const messageArea = 'months';

export const monthListRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/campaigns/monthList',
  staticData: { title: msg`Meses de campaña` },
  validateSearch: tableSearchValidator(MONTH_SORT_COLUMNS),
  loader: async ({ context }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.list(context.services)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./month-list-page').then((module) => module.MonthListRoute));

/** Campaign months (spec 1 §2.7): block, unblock, add the next month, export its products. */
export const monthsScreens = defineScreens({
  name: 'months',
  messageArea,
  routes: { backoffice: [monthListRoute] },
  navigation: [{ route: monthListRoute, label: msg`Meses de campaña`, section: 'backoffice', visible: isBackofficeUser, icon: menuIcons.calendarMonth, tile: { description: msg`Bloqueo de meses, siguiente mes y productos de las fotos.` } }],
});
