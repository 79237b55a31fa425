import { EntityDirectory, EntityDirectoryMethods } from '@domain/entities';
import { entitiesScreens } from '@ui/entities';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/entities');

/** The back-office entity list. */
export const entitiesContext = defineContext({
  name: 'entities',
  screens: entitiesScreens,
  ports: {
    entities: port(EntityDirectory, EntityDirectoryMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpEntityDirectory(http)),
      memory: async ({ db }) => new (await adapters()).InMemoryEntityDirectory(db),
    }),
  },
});
