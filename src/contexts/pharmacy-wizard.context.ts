import { PharmacyMap, PharmacyMapMethods, PharmacyWizardGateway, PharmacyWizardGatewayMethods } from '@domain/pharmacy-wizard';
import { pharmacyWizardScreens } from '@ui/pharmacy-wizard';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/pharmacy-wizard');

/** The pharmacy wizard and its maps service (offline in both profiles: ADR 37). */
export const pharmacyWizardContext = defineContext({
  name: 'pharmacy-wizard',
  screens: pharmacyWizardScreens,
  ports: {
    pharmacyWizard: port(PharmacyWizardGateway, PharmacyWizardGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpPharmacyWizard(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryPharmacyWizard({ db, clock }),
    }),
    pharmacyMap: port(PharmacyMap, PharmacyMapMethods, {
      http: () => lazyAdapter(async () => new (await adapters()).OfflinePharmacyMap()),
      memory: async () => new (await adapters()).OfflinePharmacyMap(),
      demoData: false,
    }),
  },
});
