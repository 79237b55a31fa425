import {
  CampaignAudience,
  CampaignAudienceMethods,
  CampaignRepository,
  CampaignRepositoryMethods,
  CampaignReportSource,
  CampaignReportSourceMethods,
  CampaignTestSender,
  CampaignTestSenderMethods,
  EmailHeaderStore,
  EmailHeaderStoreMethods,
} from '@domain/campaigns';
import { SenderGateway, SenderGatewayMethods } from '@domain/senders';
import { campaignsScreens } from '@ui/campaigns';
import { defineContext, port } from '../composition/context-module';
import { demoClientCount } from '../composition/demo-client-count';
import { lazyAdapter } from '../composition/lazy-adapter';

const campaignAdapters = () => import('@adapters/campaigns');
const senderAdapters = () => import('@adapters/senders');

/** The pharmacy's email and SMS campaigns, their test sends and recipients, its email header and its sender. */
export const campaignsContext = defineContext({
  name: 'campaigns',
  screens: campaignsScreens,
  ports: {
    campaigns: port(CampaignRepository, CampaignRepositoryMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await campaignAdapters()).HttpCampaignRepository(http)),
      memory: async ({ db, clock, configuration }) => new (await campaignAdapters()).InMemoryCampaignRepository({ db, clock, product: configuration.productName, clients: demoClientCount(db) }),
    }),
    campaignResults: port(CampaignReportSource, CampaignReportSourceMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await campaignAdapters()).HttpCampaignReportSource(http)),
      memory: async ({ db, clock, configuration }) => new (await campaignAdapters()).InMemoryCampaignReportSource({ db, clock, product: configuration.productName, clients: demoClientCount(db) }),
    }),
    campaignTests: port(CampaignTestSender, CampaignTestSenderMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await campaignAdapters()).HttpCampaignTestSender(http)),
      memory: async ({ db, clock }) => new (await campaignAdapters()).InMemoryCampaignTestSender({ db, clock }),
    }),
    campaignAudience: port(CampaignAudience, CampaignAudienceMethods, {
      http: ({ http, serviceTokens, configuration }) =>
        lazyAdapter(async () => new (await campaignAdapters()).HttpCampaignAudience({ http, tokens: serviceTokens, product: configuration.productName })),
      memory: async ({ db, clock }) => new (await campaignAdapters()).InMemoryCampaignAudience({ db, clock, clients: demoClientCount(db) }),
    }),
    emailHeaders: port(EmailHeaderStore, EmailHeaderStoreMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await campaignAdapters()).HttpEmailHeaderStore(http)),
      memory: async ({ db }) => new (await campaignAdapters()).InMemoryEmailHeaderStore({ db }),
    }),
    senders: port(SenderGateway, SenderGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await senderAdapters()).HttpSenderGateway(http)),
      memory: async ({ db }) => new (await senderAdapters()).InMemorySenderGateway(db),
    }),
  },
  demoControls: ({ db }) => ({
    confirmSenderVerification: async (eid: number) => {
      await db.ready();
      await new (await senderAdapters()).InMemorySenderGateway(db).confirmVerification(eid);
    },
  }),
});
