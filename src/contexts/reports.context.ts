import { EntityReportGateway, EntityReportGatewayMethods } from '@domain/reports';
import { reportsScreens } from '@ui/reports';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/reports');

/** The pharmacy's own reports: sales, stock, staff and marketing month by month, downloads, and the BI dashboards. */
export const reportsContext = defineContext({
  name: 'reports',
  screens: reportsScreens,
  ports: {
    entityReports: port(EntityReportGateway, EntityReportGatewayMethods, {
      http: ({ http, serviceTokens, configuration }) =>
        lazyAdapter(
          async () =>
            new (await adapters()).HttpEntityReportGateway({
              http,
              tokens: serviceTokens,
              biReportUrl: configuration.biReportUrl,
              marketingReportService: configuration.marketingReportService,
            }),
        ),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryEntityReportGateway({ db, clock }),
    }),
  },
});
