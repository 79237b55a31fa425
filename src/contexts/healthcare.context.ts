import { HealthcareCampaignGateway, HealthcareCampaignGatewayMethods } from '@domain/healthcare';
import { healthcareScreens } from '@ui/healthcare';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/healthcare');

/** Healthcare campaigns: the back-office list and form, and the pharmacist's calls of the approval flow. */
export const healthcareContext = defineContext({
  name: 'healthcare',
  screens: healthcareScreens,
  ports: {
    healthcareCampaigns: port(HealthcareCampaignGateway, HealthcareCampaignGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpHealthcareCampaignGateway(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryHealthcareCampaignGateway({ db, clock }),
    }),
  },
});
