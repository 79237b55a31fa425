import { ContainerModule } from 'inversify';
import { DashboardGateway } from '@domain/dashboard';
import { FrontVersionGateway, ServerInfoGateway } from '@domain/platform';
import { LegalTermsGateway, SessionGateway } from '@domain/session';
import { Clock } from '@domain/shared-kernel';
import { HttpDashboardGateway } from '@adapters/dashboard';
import { HttpEntityDirectory } from '@adapters/entities';
import { EntityDirectory } from '@domain/entities';
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
});

/** The http profile: the documented API behind every port, configured by environment variables. */
export const httpProfile: Profile = { module: httpProfileModule };
