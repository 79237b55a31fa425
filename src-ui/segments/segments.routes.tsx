import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { isBackofficeUser } from '@domain/session';
import type { SegmentGateway } from '@domain/segments';
import { loadScreenMessages } from '../i18n/i18n';
import { requireBackoffice } from '../router/guard';
import { backofficeRoute, shellRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { validateSegmentListSearch } from './segment-search';

/** The screens' queries, loaded with the screens rather than with the first page. */
const queries = () => import('./segment.queries').then((module) => module.segmentQueries);

declare module '../shared/ui-services' {
  interface UiServices {
    /** The campaign segments of healthcare and promotional campaigns. */
    readonly segments: SegmentGateway;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/segments), loaded with its screens. */
const messageArea = 'segments';

/** The segment list (spec 2 §1 /backoffice/segmentsList). */
export const segmentListRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/segmentsList',
  staticData: { title: msg`Segmentos` },
  validateSearch: validateSegmentListSearch,
  loader: async ({ context }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.list(context.services)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./segment-list-page').then((module) => module.SegmentListRoute));

/** The segment form (spec 2 §1 /segments/saveSegment/{id}, id optional); no id or 'new' is a new segment. */
export const segmentFormRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/segments/saveSegment/{-$id}',
  staticData: { title: msg`Segmento`, parent: () => segmentListRoute },
  beforeLoad: ({ context }) => requireBackoffice(context.services.session.current()),
  loader: () => loadScreenMessages(messageArea),
}).lazy(() => import('./segment-form-page').then((module) => module.SegmentFormRoute));

/** Campaign segments (spec 2 §2 "segment list and form"): the list and the form. */
export const segmentsScreens = defineScreens({
  name: 'segments',
  messageArea,
  routes: { shell: [segmentFormRoute], backoffice: [segmentListRoute] },
  navigation: [
    {
      route: segmentListRoute,
      label: msg`Segmentos`,
      section: 'backoffice',
      visible: isBackofficeUser,
      icon: menuIcons.clients,
      tile: { description: msg`Públicos de las campañas sanitarias y promocionales por género y edad.` },
    },
  ],
});
