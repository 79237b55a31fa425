import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import type { CalendarGateway } from '@domain/calendar';
import { isBackofficeUser } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import { backofficeRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { validateCalendarSearch, validateChooserSearch } from './calendar-search';

/** The screens' queries, loaded with the screens rather than with the first page. */
const queries = () => import('./calendar.queries').then((module) => module.calendarQueries);

declare module '../shared/ui-services' {
  interface UiServices {
    /** The back-office calendar of planned email and SMS sends. */
    readonly calendar: CalendarGateway;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/calendar), loaded with its screens. */
const messageArea = 'calendar';

/** The calendar campaigns (spec 2 §2 /backoffice/campaigns/calendarCampaigns). */
export const calendarRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/campaigns/calendarCampaigns',
  staticData: { title: msg`Calendario de campañas` },
  validateSearch: validateCalendarSearch,
  loaderDeps: ({ search }) => ({ view: search.view }),
  loader: async ({ context, deps }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.entries(context.services)));
    if (deps.view !== 'list') void import('./calendar-month-view');
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./calendar-page').then((module) => module.CalendarRoute));

/** The pharmacy chooser of a calendar entry (spec 2 §2 /backoffice/listPharmacies/{idCalendar}). */
export const pharmacyChooserRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/listPharmacies/$idCalendar',
  staticData: { title: msg`Farmacias de la entrada`, parent: () => calendarRoute },
  validateSearch: validateChooserSearch,
  loader: async ({ context, params }) => {
    void queries().then((q) =>
      Promise.all([
        context.queryClient.prefetchQuery(q.entry(context.services, params.idCalendar)),
        context.queryClient.prefetchQuery(q.pharmacies(context.services)),
        context.queryClient.prefetchQuery(q.readiness(context.services)),
      ]),
    );
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./pharmacy-chooser-page').then((module) => module.PharmacyChooserRoute));

/** The template editor of a calendar entry (spec 2 §2 /backoffice/listPharmacies/templateEditor/{idCalendar}/{type}). */
export const calendarTemplateEditorRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/listPharmacies/templateEditor/$idCalendar/$type',
  staticData: { title: msg`Plantilla de la entrada`, parent: () => calendarRoute },
  loader: async ({ context, params }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.entry(context.services, params.idCalendar)));
    // The editor draws the templates' email designer and the campaigns' SMS composer, whose messages are theirs.
    await Promise.all([loadScreenMessages(messageArea), loadScreenMessages('templates'), loadScreenMessages('campaigns')]);
  },
}).lazy(() => import('./calendar-template-editor-page').then((module) => module.CalendarTemplateEditorRoute));

/** Calendar campaigns (spec 2 §2 "Backoffice calendar campaigns"): the calendar, its pharmacy chooser and an entry's template editor. */
export const calendarScreens = defineScreens({
  name: 'calendar',
  messageArea,
  routes: { backoffice: [calendarRoute, pharmacyChooserRoute, calendarTemplateEditorRoute] },
  navigation: [
    {
      route: calendarRoute,
      label: msg`Calendario de campañas`,
      section: 'backoffice',
      visible: isBackofficeUser,
      icon: menuIcons.calendarMonth,
      tile: { description: msg`Envíos de email y SMS planificados para grupos de farmacias.` },
    },
  ],
});
