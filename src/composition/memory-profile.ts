import { ContainerModule, type Container } from 'inversify';
import { DashboardGateway } from '@domain/dashboard';
import { FrontVersionGateway, ServerInfoGateway } from '@domain/platform';
import { LegalTermsGateway, SessionGateway } from '@domain/session';
import { Clock } from '@domain/shared-kernel';
import { InMemoryDashboardGateway } from '@adapters/dashboard';
import { InMemoryEntityDirectory } from '@adapters/entities';
import { EntityDirectory } from '@domain/entities';
import { CatalogCheckService, CatalogGateway } from '@domain/catalog-export';
import { MonthGateway } from '@domain/months';
import { CampaignReportGateway } from '@domain/campaign-reports';
import { BlogPostDirectory, EmailDesigner, SegmentDirectory, TemplateRepository } from '@domain/templates';
import { DEMO_ACCOUNTS, DemoDatabase } from '@adapters/demo';
import { HttpFrontVersionGateway, InMemoryServerInfoGateway } from '@adapters/platform';
import { DEMO_EMBEDDED_TOKEN, InMemoryLegalTermsGateway, InMemorySessionGateway } from '@adapters/session';
import type { DemoAccount } from '@ui/shared/ui-services';
import type { Profile } from './profile-type';
import type { HttpClient, KeyValueStorage } from '@adapters/shared';
import { AppConfiguration, DemoDatabaseToken, HttpClientToken, LocalStorageToken } from './tokens';
import { lazyAdapter } from './lazy-adapter';
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
  // The screens' adapters and their demo data load with the first call, not with the first page.
  const db = (context: { get<T>(id: symbol): T }): DemoDatabase => context.get<DemoDatabase>(DemoDatabaseToken);
  const clock = (context: { get<T>(id: symbol): T }): Clock => context.get<Clock>(Clock);
  const catalog = () => import('@adapters/catalog-export');
  const templates = () => import('@adapters/templates');
  bind(CatalogGateway).toDynamicValue((context) => lazyAdapter(async () => new (await catalog()).InMemoryCatalogGateway({ db: db(context), clock: clock(context) })));
  bind(CatalogCheckService).toDynamicValue((context) => lazyAdapter(async () => new (await catalog()).InMemoryCatalogCheckService({ db: db(context), clock: clock(context) })));
  bind(MonthGateway).toDynamicValue((context) => lazyAdapter(async () => new (await import('@adapters/months')).InMemoryMonthGateway({ db: db(context), clock: clock(context) })));
  bind(CampaignReportGateway).toDynamicValue((context) => lazyAdapter(async () => new (await import('@adapters/campaign-reports')).InMemoryCampaignReportGateway(db(context))));
  bind(TemplateRepository).toDynamicValue((context) => lazyAdapter(async () => new (await templates()).InMemoryTemplateRepository(db(context))));
  bind(SegmentDirectory).toDynamicValue((context) => lazyAdapter(async () => new (await templates()).InMemorySegmentDirectory(db(context))));
  bind(BlogPostDirectory).toDynamicValue((context) => lazyAdapter(async () => new (await templates()).InMemoryBlogPostDirectory(db(context))));
  bind(EmailDesigner).toDynamicValue((context) => lazyAdapter(async () => new (await templates()).InMemoryEmailDesigner(db(context))));
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
      campaignReportSample: async () => (await import('@adapters/campaign-reports')).campaignReportSample(db),
      reset: () => db.reset(),
    };
  },
};
