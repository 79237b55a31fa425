import { ContainerModule } from 'inversify';
import { DashboardGateway } from '@domain/dashboard';
import { FrontVersionGateway, ServerInfoGateway } from '@domain/platform';
import { LegalTermsGateway, SessionGateway } from '@domain/session';
import { Clock } from '@domain/shared-kernel';
import { HttpDashboardGateway } from '@adapters/dashboard';
import { HttpEntityDirectory } from '@adapters/entities';
import { EntityDirectory } from '@domain/entities';
import { CatalogCheckService, CatalogGateway } from '@domain/catalog-export';
import { HttpCatalogCheckService, HttpCatalogGateway } from '@adapters/catalog-export';
import { MonthGateway } from '@domain/months';
import { CampaignReportGateway } from '@domain/campaign-reports';
import { HttpMonthGateway } from '@adapters/months';
import { HttpCampaignReportGateway } from '@adapters/campaign-reports';
import { BlogPostDirectory, EmailDesigner, SegmentDirectory, TemplateRepository } from '@domain/templates';
import { BeefreeEmailDesigner, HttpBlogPostDirectory, HttpSegmentDirectory, HttpTemplateRepository } from '@adapters/templates';
import { HttpFrontVersionGateway, HttpServerInfoGateway } from '@adapters/platform';
import { HttpLegalTermsGateway, HttpSessionGateway } from '@adapters/session';
import type { HttpClient } from '@adapters/shared';
import type { Profile } from './profile-type';
import { HttpClientToken } from './tokens';

/** The http profile's bindings: every port served by the documented API. */
const httpProfileModule = new ContainerModule(({ bind }) => {
  const http = (context: { get<T>(id: symbol): T }): HttpClient => context.get<HttpClient>(HttpClientToken);
  bind(SessionGateway).toDynamicValue((context) => new HttpSessionGateway(http(context)));
  bind(LegalTermsGateway).toDynamicValue((context) => new HttpLegalTermsGateway(http(context)));
  bind(ServerInfoGateway).toDynamicValue((context) => new HttpServerInfoGateway(http(context)));
  bind(FrontVersionGateway).toDynamicValue((context) => new HttpFrontVersionGateway(http(context), () => context.get<Clock>(Clock).now()));
  bind(DashboardGateway).toDynamicValue((context) => new HttpDashboardGateway(http(context)));
  bind(EntityDirectory).toDynamicValue((context) => new HttpEntityDirectory(http(context)));
  bind(CatalogGateway).toDynamicValue((context) => new HttpCatalogGateway(http(context)));
  bind(CatalogCheckService).toDynamicValue((context) => new HttpCatalogCheckService(http(context)));
  bind(MonthGateway).toDynamicValue((context) => new HttpMonthGateway(http(context)));
  bind(CampaignReportGateway).toDynamicValue((context) => new HttpCampaignReportGateway(http(context)));
  bind(TemplateRepository).toDynamicValue((context) => new HttpTemplateRepository(http(context)));
  bind(SegmentDirectory).toDynamicValue((context) => new HttpSegmentDirectory(http(context)));
  bind(BlogPostDirectory).toDynamicValue((context) => new HttpBlogPostDirectory(http(context)));
  bind(EmailDesigner).toDynamicValue((context) => new BeefreeEmailDesigner({ http: http(context) }));
});

/** The http profile: the documented API behind every port, configured by environment variables. */
export const httpProfile: Profile = { module: httpProfileModule };
