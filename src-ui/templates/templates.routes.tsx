import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { isBackofficeUser } from '@domain/session';
import { TEMPLATE_SORT_COLUMNS, type BlogPostDirectory, type EmailDesigner, type SegmentDirectory, type TemplateRepository } from '@domain/templates';
import { loadScreenMessages } from '../i18n/i18n';
import { requireBackoffice } from '../router/guard';
import { backofficeRoute, shellRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { tableSearchValidator } from '../shared/table-search';

/** The screens' queries, loaded with the screens rather than with the first page. */
const queries = () => import('./template.queries').then((module) => module.templateQueries);

declare module '../shared/ui-services' {
  interface UiServices {
    readonly templates: TemplateRepository;
    /** The segments a template can be meant for. */
    readonly templateSegments: SegmentDirectory;
    readonly blogPosts: BlogPostDirectory;
    readonly emailDesigner: EmailDesigner;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/templates), loaded with its screens. */
const messageArea = 'templates';

export const templateListRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/campaignTemplateList',
  staticData: { title: msg`Plantillas de campaña` },
  validateSearch: tableSearchValidator(TEMPLATE_SORT_COLUMNS),
  loader: async ({ context }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.list(context.services)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./template-list-page').then((module) => module.TemplateListRoute));

/** The template form (spec 1 §2.1 /campaignTemplates/saveCampaignTemplate/{id}); no id or 'new' is a new template. */
export const templateFormRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/campaignTemplates/saveCampaignTemplate/{-$id}',
  staticData: { title: msg`Plantilla de campaña`, parent: () => templateListRoute },
  beforeLoad: ({ context }) => requireBackoffice(context.services.session.current()),
  loader: () => loadScreenMessages(messageArea),
}).lazy(() => import('./template-form-page').then((module) => module.TemplateFormRoute));

/** Campaign templates (spec 1 §2.8): the list and the form with the email designer. */
export const templatesScreens = defineScreens({
  name: 'templates',
  messageArea,
  routes: { shell: [templateFormRoute], backoffice: [templateListRoute] },
  navigation: [{ route: templateListRoute, label: msg`Plantillas de campaña`, section: 'backoffice', visible: isBackofficeUser, icon: menuIcons.template, tile: { description: msg`Plantillas de correo para las campañas de las farmacias.` } }],
});
