import { PionGateway, PionGatewayMethods } from '@domain/pion';
import { pionScreens } from '@ui/pion';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/pion');

/** The test dashboard: the pion tests' results per pharmacy, run now, the most failing (spec 3 §2, §7 "Test dashboard"). */
export const pionContext = defineContext({
  name: 'pion',
  screens: pionScreens,
  ports: {
    pion: port(PionGateway, PionGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpPionGateway(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryPionGateway({ db, clock }),
    }),
  },
});
