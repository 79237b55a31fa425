import { HealthcarePlatform, HealthcarePlatformMethods, PharmacyConfigGateway, PharmacyConfigGatewayMethods } from '@domain/pharmacy-config';
import { pharmacyConfigScreens } from '@ui/pharmacy-config';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/pharmacy-config');

/** The pharmacy configuration dialog of the entity list: settings, landing, e-mails, app, services and sign-up form. */
export const pharmacyConfigContext = defineContext({
  name: 'pharmacy-config',
  screens: pharmacyConfigScreens,
  ports: {
    pharmacyConfig: port(PharmacyConfigGateway, PharmacyConfigGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpPharmacyConfigGateway(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryPharmacyConfigGateway({ db, clock }),
    }),
    healthcarePlatform: port(HealthcarePlatform, HealthcarePlatformMethods, {
      http: ({ http, configuration }) => lazyAdapter(async () => new (await adapters()).HttpHealthcarePlatform(http, configuration.healthium)),
      memory: async () => new (await adapters()).InMemoryHealthcarePlatform(),
      demoData: false,
    }),
  },
});
