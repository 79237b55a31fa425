import { msg } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import { canSeeSegmentations, segmentsRightLevel, type ClientDirectory, type SavedSegmentations, type SegmentationCatalog } from '@domain/segmentation';
import { activePharmacy, entityHasModule, isBackofficeUser, userCan, type Session } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import { signInWithEmbeddedToken } from '../router/guard';
import { shellRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { validateSegmentationSearch } from './segmentation-search';

/** The screens' queries, loaded with the screens rather than with the first page. */
const queries = () => import('./segmentation.queries').then((module) => module.segmentationQueries);

declare module '../shared/ui-services' {
  interface UiServices {
    readonly clients: ClientDirectory;
    readonly segmentationCatalog: SegmentationCatalog;
    readonly savedSegmentations: SavedSegmentations;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/segmentation), loaded with its screens. */
const messageArea = 'segmentation';

/** The entity module that offers segmentation and the CRM (spec 2 §6). */
export const SEGMENTS_MODULE = 'module_segments_active';

/**
 * Who opens the segmentation screen (spec 2 §6): inside a pharmacy with module_segments_active, a user
 * with the segments right above level 0 or with the clients right; a back-office user inside such a
 * pharmacy too.
 */
export function canOpenSegmentations(session: Session): boolean {
  const pharmacy = activePharmacy(session);
  if (pharmacy === undefined || !entityHasModule(pharmacy, SEGMENTS_MODULE)) return false;
  return isBackofficeUser(session) || canSeeSegmentations(segmentsRightLevel(session.user.rights)) || userCan(session.user, 'clients');
}

/** Client segmentation (spec 2 §2 "Segmentations screen"; also `?embedded&token`, without navigation). */
export const segmentationRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/segmentations',
  staticData: { title: msg`Segmentación de clientes` },
  validateSearch: validateSegmentationSearch,
  beforeLoad: async ({ context, location }) => {
    await signInWithEmbeddedToken(context.services, location);
    const session = context.services.session.current();
    if (session === undefined || !canOpenSegmentations(session)) throw redirect({ to: '/403', replace: true });
  },
  loader: async ({ context }) => {
    const eid = activePharmacy(context.services.session.current() as Session)?.eid ?? 0;
    void queries().then((q) => context.queryClient.prefetchQuery(q.masterData(context.services, eid)));
    void queries().then((q) => context.queryClient.prefetchQuery(q.saved(context.services, eid)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./segmentation-page').then((module) => module.SegmentationRoute));

/**
 * Client segmentation: the filters, the pharmacy's clients paged by the server, their panel, the
 * Excel download and the saved segmentations, which the campaign wizard offers as recipients.
 */
export const segmentationScreens = defineScreens({
  name: 'segmentation',
  messageArea,
  routes: { shell: [segmentationRoute] },
  navigation: [{ route: segmentationRoute, label: msg`Segmentación`, section: 'main', visible: canOpenSegmentations, icon: menuIcons.filter }],
});
