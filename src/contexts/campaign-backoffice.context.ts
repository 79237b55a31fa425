import { BackofficeCampaignGateway, BackofficeCampaignGatewayMethods } from '@domain/campaign-backoffice';
import { campaignBackofficeScreens } from '@ui/campaign-backoffice';
import { defineContext, port } from '../composition/context-module';
import { demoClientCount } from '../composition/demo-client-count';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/campaign-backoffice');

/** The back office's campaign screens: the management menu, every pharmacy's campaigns (all and unsent) and their statistics. */
export const campaignBackofficeContext = defineContext({
  name: 'campaign-backoffice',
  screens: campaignBackofficeScreens,
  ports: {
    backofficeCampaigns: port(BackofficeCampaignGateway, BackofficeCampaignGatewayMethods, {
      http: ({ http, configuration }) => lazyAdapter(async () => new (await adapters()).HttpBackofficeCampaignGateway(http, { allCampaignsCall: configuration.allCampaignsCall })),
      memory: async ({ db, clock, configuration }) => new (await adapters()).InMemoryBackofficeCampaignGateway({ db, clock, product: configuration.productName, clients: demoClientCount(db) }),
    }),
  },
});
