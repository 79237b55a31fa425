import { CampaignReportGateway, CampaignReportGatewayMethods } from '@domain/campaign-reports';
import { campaignReportsScreens } from '@ui/campaign-reports';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/campaign-reports');

/** Reports of past campaigns over the pharmacy's clients. */
export const campaignReportsContext = defineContext({
  name: 'campaign-reports',
  screens: campaignReportsScreens,
  ports: {
    campaignReports: port(CampaignReportGateway, CampaignReportGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpCampaignReportGateway(http)),
      memory: async ({ db }) => new (await adapters()).InMemoryCampaignReportGateway(db),
    }),
  },
  demoControls: ({ db }) => ({
    campaignReportSample: async () => {
      await db.ready();
      return (await adapters()).campaignReportSample(db);
    },
  }),
});
