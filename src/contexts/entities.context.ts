import { EntityDirectory, EntityDirectoryMethods, ReportJobGateway, ReportJobGatewayMethods } from '@domain/entities';
import { entitiesScreens } from '@ui/entities';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/entities');

/** The back-office entity list, with its cache and report jobs. */
export const entitiesContext = defineContext({
  name: 'entities',
  screens: entitiesScreens,
  ports: {
    entities: port(EntityDirectory, EntityDirectoryMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpEntityDirectory(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryEntityDirectory(db, clock),
    }),
    reportJobs: port(ReportJobGateway, ReportJobGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpReportJobGateway(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryReportJobGateway({ db, clock }),
    }),
  },
});
