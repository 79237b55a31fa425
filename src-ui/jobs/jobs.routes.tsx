import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import type { JobGateway } from '@domain/jobs';
import { isBackofficeUser } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import { backofficeRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { validateJobSearch } from './job-search';

declare module '../shared/ui-services' {
  interface UiServices {
    /** The background jobs: search, read, reset and delete. */
    readonly jobs: JobGateway;
  }
}

/** This context's message catalogue, loaded with its screens. */
const messageArea = 'jobs';

/** The job monitor (spec 3 §2, /app-h/backoffice/jobs). */
export const jobMonitorRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/jobs',
  staticData: { title: msg`Trabajos` },
  validateSearch: validateJobSearch,
  loader: async ({ context }) => {
    void import('./jobs.queries').then(({ jobQueries }) => context.queryClient.prefetchQuery(jobQueries.fieldValues(context.services)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./job-monitor-page').then((module) => module.JobMonitorRoute));

/** The job monitor (spec 3 §2 "Other backoffice screens"). */
export const jobsScreens = defineScreens({
  name: 'jobs',
  messageArea,
  routes: { backoffice: [jobMonitorRoute] },
  navigation: [
    {
      route: jobMonitorRoute,
      label: msg`Trabajos`,
      section: 'backoffice',
      visible: isBackofficeUser,
      icon: menuIcons.jobs,
      tile: { description: msg`Los trabajos en segundo plano: búscalos, lee su información y reinícialos o elimínalos.` },
    },
  ],
});
