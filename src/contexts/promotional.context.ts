import { PromotionalCampaignGateway, PromotionalCampaignGatewayMethods } from '@domain/promotional';
import { promotionalScreens } from '@ui/promotional';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/promotional');

/** Promotional campaigns: the back-office list and form, their promotions and active promotional templates. */
export const promotionalContext = defineContext({
  name: 'promotional',
  screens: promotionalScreens,
  ports: {
    promotionalCampaigns: port(PromotionalCampaignGateway, PromotionalCampaignGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpPromotionalCampaignGateway(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryPromotionalCampaignGateway({ db, clock }),
    }),
  },
});
