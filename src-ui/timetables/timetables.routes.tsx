import { msg } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { activePharmacy, isPartner, type Session } from '@domain/session';
import { EVENT_LIST_PAGE_SIZE, EVENT_LIST_PAGE_SIZES, type TimetableGateway } from '@domain/timetables';
import { loadScreenMessages } from '../i18n/i18n';
import { signInWithEmbeddedToken } from '../router/guard';
import { shellRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';

declare module '../shared/ui-services' {
  interface UiServices {
    readonly timetables: TimetableGateway;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/timetables), loaded with its screens. */
const messageArea = 'timetables';

/**
 * Who manages a timetable (spec 3 §6 "a pharmacy user manages own timetable"): anyone working inside a
 * pharmacy, a back-office user inside one included; not a partner (the dashboard gives partners no
 * timetables tile, spec 2 "Dashboard").
 */
export function canOpenTimetables(session: Session): boolean {
  return activePharmacy(session) !== undefined && !isPartner(session.user);
}

const PAGE_SIZES: readonly number[] = EVENT_LIST_PAGE_SIZES;

/** The screen's address: calendar or list, and the list's page and page size (10 by default, 25, 50 or 100). */
const timetableSearch = v.object({
  view: v.optional(v.fallback(v.picklist(['calendar', 'list']), 'calendar')),
  page: v.optional(v.fallback(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), 1)),
  count: v.optional(v.fallback(v.pipe(v.unknown(), v.transform(Number), v.check((size) => PAGE_SIZES.includes(size))), EVENT_LIST_PAGE_SIZE)),
});

/** The address's search, read leniently: a bad value is the default. */
export type TimetableSearch = v.InferOutput<typeof timetableSearch>;

/** Timetables (spec 3 §2 "Timetables screen"; the spec names no path; also `?embedded`, without navigation). */
export const timetablesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/timetables',
  staticData: { title: msg`Horarios` },
  validateSearch: (search: Record<string, unknown>): TimetableSearch => v.parse(timetableSearch, search),
  beforeLoad: async ({ context, location }) => {
    await signInWithEmbeddedToken(context.services, location);
    const session = context.services.session.current();
    if (session === undefined || !canOpenTimetables(session)) throw redirect({ to: '/403', replace: true });
  },
  loaderDeps: ({ search }) => ({ view: search.view }),
  loader: async ({ context, deps }) => {
    const eid = activePharmacy(context.services.session.current() as Session)?.eid ?? 0;
    void import('./timetable.queries').then(({ timetableQueries }) => context.queryClient.prefetchQuery(timetableQueries.timetable(context.services, eid)));
    // FullCalendar is fetched beside the screen, not after it, when the calendar is what is shown.
    if (deps.view !== 'list') void import('./timetable-calendar');
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./timetables-page').then((module) => module.TimetablesRoute));

/** Timetables: usual hours, the calendar of closed days, special hours and guards, the spreadsheet. */
export const timetablesScreens = defineScreens({
  name: 'timetables',
  messageArea,
  routes: { shell: [timetablesRoute] },
  navigation: [{ route: timetablesRoute, label: msg`Horarios`, section: 'main', visible: canOpenTimetables, icon: menuIcons.clock }],
  tiles: { timetables: () => ({ kind: 'route', to: timetablesRoute.fullPath }) },
});
