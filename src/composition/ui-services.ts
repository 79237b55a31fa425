import type { Container } from 'inversify';
import { DashboardGateway } from '@domain/dashboard';
import { EntityDirectory } from '@domain/entities';
import { CatalogCheckService, CatalogGateway } from '@domain/catalog-export';
import { MonthGateway } from '@domain/months';
import { CampaignReportGateway } from '@domain/campaign-reports';
import { BlogPostDirectory, EmailDesigner, SegmentDirectory, TemplateRepository } from '@domain/templates';
import { FrontVersionGateway, ServerInfoGateway } from '@domain/platform';
import { LegalTermsGateway, SessionService } from '@domain/session';
import { Clock } from '@domain/shared-kernel';
import type { UiServices } from '@ui/shared/ui-services';
import type { Profile } from './profile';
import { resolve } from './resolve';
import { AppConfiguration } from './tokens';

/** The UI's services, resolved once from the container. */
export function resolveUiServices(container: Container, profile: Profile): UiServices {
  const configuration = resolve(container, AppConfiguration);
  return {
    config: {
      profile: configuration.profile,
      appName: configuration.appName,
      appVersion: configuration.appVersion,
      devFeatureFlag: configuration.devFeatureFlag,
      crmMenuEids: configuration.crmMenuEids,
    },
    clock: resolve(container, Clock),
    session: resolve(container, SessionService),
    legalTerms: resolve(container, LegalTermsGateway),
    serverInfo: resolve(container, ServerInfoGateway),
    frontVersion: resolve(container, FrontVersionGateway),
    dashboard: resolve(container, DashboardGateway),
    entities: resolve(container, EntityDirectory),
    catalog: resolve(container, CatalogGateway),
    catalogCheck: resolve(container, CatalogCheckService),
    months: resolve(container, MonthGateway),
    campaignReports: resolve(container, CampaignReportGateway),
    templates: resolve(container, TemplateRepository),
    templateSegments: resolve(container, SegmentDirectory),
    blogPosts: resolve(container, BlogPostDirectory),
    emailDesigner: resolve(container, EmailDesigner),
    demo: profile.demoControls?.(container),
  };
}
