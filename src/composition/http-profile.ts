import { ContainerModule } from 'inversify';
import { DashboardGateway } from '@domain/dashboard';
import { FrontVersionGateway, ServerInfoGateway } from '@domain/platform';
import { LegalTermsGateway, SessionGateway } from '@domain/session';
import { Clock } from '@domain/shared-kernel';
import { HttpDashboardGateway } from '@adapters/dashboard';
import { HttpEntityDirectory } from '@adapters/entities';
import { EntityDirectory } from '@domain/entities';
import { CatalogCheckService, CatalogGateway } from '@domain/catalog-export';
import { MonthGateway } from '@domain/months';
import { CampaignReportGateway } from '@domain/campaign-reports';
import { BlogPostDirectory, EmailDesigner, SegmentDirectory, TemplateRepository } from '@domain/templates';
import { HttpFrontVersionGateway, HttpServerInfoGateway } from '@adapters/platform';
import { HttpLegalTermsGateway, HttpSessionGateway } from '@adapters/session';
import type { HttpClient } from '@adapters/shared';
import type { Profile } from './profile-type';
import { HttpClientToken } from './tokens';
import { lazyAdapter } from './lazy-adapter';

/** The http profile's bindings: every port served by the documented API. */
const httpProfileModule = new ContainerModule(({ bind }) => {
  const http = (context: { get<T>(id: symbol): T }): HttpClient => context.get<HttpClient>(HttpClientToken);
  bind(SessionGateway).toDynamicValue((context) => new HttpSessionGateway(http(context)));
  bind(LegalTermsGateway).toDynamicValue((context) => new HttpLegalTermsGateway(http(context)));
  bind(ServerInfoGateway).toDynamicValue((context) => new HttpServerInfoGateway(http(context)));
  bind(FrontVersionGateway).toDynamicValue((context) => new HttpFrontVersionGateway(http(context), () => context.get<Clock>(Clock).now()));
  bind(DashboardGateway).toDynamicValue((context) => new HttpDashboardGateway(http(context)));
  bind(EntityDirectory).toDynamicValue((context) => new HttpEntityDirectory(http(context)));
  // The screens' adapters load with the first call, not with the first page.
  const catalog = () => import('@adapters/catalog-export');
  const templates = () => import('@adapters/templates');
  bind(CatalogGateway).toDynamicValue((context) => lazyAdapter(async () => new (await catalog()).HttpCatalogGateway(http(context))));
  bind(CatalogCheckService).toDynamicValue((context) => lazyAdapter(async () => new (await catalog()).HttpCatalogCheckService(http(context))));
  bind(MonthGateway).toDynamicValue((context) => lazyAdapter(async () => new (await import('@adapters/months')).HttpMonthGateway(http(context))));
  bind(CampaignReportGateway).toDynamicValue((context) => lazyAdapter(async () => new (await import('@adapters/campaign-reports')).HttpCampaignReportGateway(http(context))));
  bind(TemplateRepository).toDynamicValue((context) => lazyAdapter(async () => new (await templates()).HttpTemplateRepository(http(context))));
  bind(SegmentDirectory).toDynamicValue((context) => lazyAdapter(async () => new (await templates()).HttpSegmentDirectory(http(context))));
  bind(BlogPostDirectory).toDynamicValue((context) => lazyAdapter(async () => new (await templates()).HttpBlogPostDirectory(http(context))));
  bind(EmailDesigner).toDynamicValue((context) => lazyAdapter(async () => new (await templates()).BeefreeEmailDesigner({ http: http(context) })));
});

/** The http profile: the documented API behind every port, configured by environment variables. */
export const httpProfile: Profile = { module: httpProfileModule };
