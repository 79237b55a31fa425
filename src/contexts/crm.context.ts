import { CrmGateway, CrmGatewayMethods } from '@domain/crm';
import { crmScreens } from '@ui/crm';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/crm');

/**
 * The loyalty CRM: the pharmacy's form, its clients' responses and their sync with the ERP's clients.
 * In the demo, the responses are generated over the segmentation demo's clients when the form is made.
 */
export const crmContext = defineContext({
  name: 'crm',
  screens: crmScreens,
  ports: {
    crm: port(CrmGateway, CrmGatewayMethods, {
      http: ({ http, serviceTokens, configuration }) => lazyAdapter(async () => new (await adapters()).HttpCrmGateway({ http, tokens: serviceTokens, product: configuration.productName })),
      memory: async ({ db }) => new (await adapters()).InMemoryCrmGateway({ db }),
    }),
  },
});
