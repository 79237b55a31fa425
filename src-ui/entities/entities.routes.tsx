import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ENTITY_SORT_COLUMNS, searchEntities, type EntityDirectory, type ReportJobGateway } from '@domain/entities';
import { isBackofficeUser } from '@domain/session';
import { backofficeRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';
import { pharmacyConfigSearchEntries } from '../pharmacy-config';

/** The screens' queries, loaded with the screens rather than with the first page. */
const queries = () => import('./entity.queries').then((module) => module.entityQueries);

declare module '../shared/ui-services' {
  interface UiServices {
    readonly entities: EntityDirectory;
    readonly reportJobs: ReportJobGateway;
  }
}

export const entityListRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/admin',
  staticData: { title: msg`Entidades` },
  // The table's parameters, the mode (`mode=cache`: the cache/report mode; the standard mode when absent),
  // and the pharmacy configuration dialog's (open while `config` names a pharmacy).
  validateSearch: searchValidator({ ...tableSearchEntries(ENTITY_SORT_COLUMNS), mode: optionalParam(v.picklist(['cache'])), ...pharmacyConfigSearchEntries }),
  // No loader asks for the list: the page does, once drawn. The back-office lands here after signing
  // in, and on a phone the screen's title and toolbar are painted sooner when the list's adapters and
  // the demo store are not fetched and opened before them (ADR 35, the Lighthouse figures).
}).lazy(() => import('./entity-list-page').then((module) => module.EntityListRoute));

/** How many pharmacies the command palette lists for what was typed. */
const PALETTE_PHARMACIES = 8;

/** The back-office entity list (spec 3 §2 "Backoffice entity list"). */
export const entitiesScreens = defineScreens({
  name: 'entities',
  routes: { backoffice: [entityListRoute] },
  navigation: [{ route: entityListRoute, label: msg`Entidades`, section: 'backoffice', visible: isBackofficeUser, icon: menuIcons.pharmacy }],
  tiles: { admin: () => ({ kind: 'route', to: entityListRoute.fullPath }) },
  palette: [
    {
      group: msg`Farmacias`,
      visible: isBackofficeUser,
      // Any pharmacy by name, id or contact (the list's own search), entered in one step.
      search: async ({ services, queryClient }, text) =>
        searchEntities(await queryClient.fetchQuery((await queries()).list(services)), text)
          .slice(0, PALETTE_PHARMACIES)
          .map((row) => ({ id: `pharmacy:${row.id}`, label: row.name, description: `${row.id} · ${row.contactName}`, icon: menuIcons.pharmacy, action: { kind: 'enter-pharmacy', eid: row.id } })),
    },
  ],
});
