import type { DeclaredServices, ProvidedServices } from '../composition/context-module';
import { calendarContext } from './calendar.context';
import { campaignBackofficeContext } from './campaign-backoffice.context';
import { campaignReportsContext } from './campaign-reports.context';
import { campaignsContext } from './campaigns.context';
import { catalogContext } from './catalog.context';
import { clientFilesContext } from './client-files.context';
import { crmContext } from './crm.context';
import { dashboardContext } from './dashboard.context';
import { developerToolsContext } from './developer-tools.context';
import { entitiesContext } from './entities.context';
import { healthcareContext } from './healthcare.context';
import { jobsContext } from './jobs.context';
import { monthsContext } from './months.context';
import { ordersContext } from './orders.context';
import { pharmacyWizardContext } from './pharmacy-wizard.context';
import { pionContext } from './pion.context';
import { pharmacyConfigContext } from './pharmacy-config.context';
import { platformContext } from './platform.context';
import { promotionalContext } from './promotional.context';
import { reportsContext } from './reports.context';
import { segmentationContext } from './segmentation.context';
import { segmentsContext } from './segments.context';
import { shopCatalogContext } from './shop-catalog.context';
import { sessionContext } from './session.context';
import { templatesContext } from './templates.context';
import { timetablesContext } from './timetables.context';
import { webContext } from './web.context';

/**
 * The application's bounded contexts, one line each (docs/adding-a-screen.md). The route tree, the
 * side navigation (in this order), the dashboard's tile targets, the services the UI receives, both
 * profiles' bindings and the demo fault operations are all made from this list.
 */
export const CONTEXTS = [platformContext, sessionContext, dashboardContext, reportsContext, campaignsContext, campaignBackofficeContext, entitiesContext, pharmacyConfigContext, pharmacyWizardContext, catalogContext, monthsContext, campaignReportsContext, templatesContext, segmentsContext, healthcareContext, promotionalContext, calendarContext, segmentationContext, crmContext, clientFilesContext, timetablesContext, ordersContext, jobsContext, shopCatalogContext, webContext, pionContext, developerToolsContext] as const;

/** Every service a route module declares is provided by a registered context (a compile-time check). */
export const everyDeclaredServiceIsProvided = (provided: ProvidedServices<typeof CONTEXTS>): DeclaredServices => provided;
