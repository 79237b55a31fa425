import { ContainerModule, type Container } from 'inversify';
import { DashboardGateway } from '@domain/dashboard';
import { FrontVersionGateway, ServerInfoGateway } from '@domain/platform';
import { LegalTermsGateway, SessionGateway } from '@domain/session';
import { Clock } from '@domain/shared-kernel';
import { InMemoryDashboardGateway } from '@adapters/dashboard';
import { InMemoryEntityDirectory } from '@adapters/entities';
import { EntityDirectory } from '@domain/entities';
import { CatalogCheckService, CatalogGateway } from '@domain/catalog-export';
import { InMemoryCatalogCheckService, InMemoryCatalogGateway } from '@adapters/catalog-export';
import { MonthGateway } from '@domain/months';
import { CampaignReportGateway } from '@domain/campaign-reports';
import { InMemoryMonthGateway } from '@adapters/months';
import { InMemoryCampaignReportGateway, campaignReportSample } from '@adapters/campaign-reports';
import { BlogPostDirectory, EmailDesigner, SegmentDirectory, TemplateRepository } from '@domain/templates';
import { InMemoryBlogPostDirectory, InMemoryEmailDesigner, InMemorySegmentDirectory, InMemoryTemplateRepository } from '@adapters/templates';
import { DEMO_ACCOUNTS, DemoDatabase } from '@adapters/demo';
import { HttpFrontVersionGateway, InMemoryServerInfoGateway } from '@adapters/platform';
import { DEMO_EMBEDDED_TOKEN, InMemoryLegalTermsGateway, InMemorySessionGateway } from '@adapters/session';
import type { DemoAccount } from '@ui/shared/ui-services';
import type { Profile } from './profile-type';
import type { HttpClient, KeyValueStorage } from '@adapters/shared';
import { AppConfiguration, DemoDatabaseToken, HttpClientToken, LocalStorageToken } from './tokens';
import type { Configuration } from '../config';

/** The memory profile's bindings: every port served by the demo data set, kept in browser storage. */
const memoryProfileModule = new ContainerModule(({ bind }) => {
  bind(DemoDatabaseToken).toDynamicValue((context) => {
    const configuration = context.get<Configuration>(AppConfiguration);
    return new DemoDatabase({
      storage: context.get<KeyValueStorage>(LocalStorageToken),
      clock: context.get<Clock>(Clock),
      pharmacyCount: configuration.demoPharmacies,
      latencyMs: configuration.demoLatencyMs,
    });
  });
  bind(SessionGateway).toDynamicValue((context) => new InMemorySessionGateway({ db: context.get<DemoDatabase>(DemoDatabaseToken), clock: context.get<Clock>(Clock) }));
  bind(LegalTermsGateway).toDynamicValue((context) => new InMemoryLegalTermsGateway(context.get<DemoDatabase>(DemoDatabaseToken)));
  bind(ServerInfoGateway).toDynamicValue((context) => new InMemoryServerInfoGateway(context.get<Configuration>(AppConfiguration).memoryExecutionMode));
  // The version file comes from the host serving the application, in every profile.
  bind(FrontVersionGateway).toDynamicValue((context) => new HttpFrontVersionGateway(context.get<HttpClient>(HttpClientToken), () => context.get<Clock>(Clock).now()));
  bind(DashboardGateway).toDynamicValue((context) => new InMemoryDashboardGateway(context.get<DemoDatabase>(DemoDatabaseToken)));
  bind(EntityDirectory).toDynamicValue((context) => new InMemoryEntityDirectory(context.get<DemoDatabase>(DemoDatabaseToken)));
  bind(CatalogGateway).toDynamicValue((context) => new InMemoryCatalogGateway({ db: context.get<DemoDatabase>(DemoDatabaseToken), clock: context.get<Clock>(Clock) }));
  bind(CatalogCheckService).toDynamicValue((context) => new InMemoryCatalogCheckService({ db: context.get<DemoDatabase>(DemoDatabaseToken), clock: context.get<Clock>(Clock) }));
  bind(MonthGateway).toDynamicValue((context) => new InMemoryMonthGateway({ db: context.get<DemoDatabase>(DemoDatabaseToken), clock: context.get<Clock>(Clock) }));
  bind(CampaignReportGateway).toDynamicValue((context) => new InMemoryCampaignReportGateway(context.get<DemoDatabase>(DemoDatabaseToken)));
  bind(TemplateRepository).toDynamicValue((context) => new InMemoryTemplateRepository(context.get<DemoDatabase>(DemoDatabaseToken)));
  bind(SegmentDirectory).toDynamicValue((context) => new InMemorySegmentDirectory(context.get<DemoDatabase>(DemoDatabaseToken)));
  bind(BlogPostDirectory).toDynamicValue((context) => new InMemoryBlogPostDirectory(context.get<DemoDatabase>(DemoDatabaseToken)));
  bind(EmailDesigner).toDynamicValue((context) => new InMemoryEmailDesigner(context.get<DemoDatabase>(DemoDatabaseToken)));
});

const ROLES: Record<string, DemoAccount['role']> = { backoffice: 'backoffice', farmacia: 'pharmacist', farmacia2: 'limited', socio: 'partner', demo: 'demo' };

/** The memory profile: the demo data set behind every port, with the controls the login page shows. */
export const memoryProfile: Profile = {
  module: memoryProfileModule,
  demoControls: (container: Container) => {
    const db = container.get<DemoDatabase>(DemoDatabaseToken);
    return {
      accounts: DEMO_ACCOUNTS.map((account) => ({ username: account.username, password: account.password, name: account.name, role: ROLES[account.username] ?? 'pharmacist' })),
      embeddedToken: DEMO_EMBEDDED_TOKEN,
      campaignReportSample: () => campaignReportSample(db),
      reset: () => db.reset(),
    };
  },
};
