import { SegmentGateway, SegmentGatewayMethods } from '@domain/segments';
import { segmentsScreens } from '@ui/segments';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/segments');

/** The campaign segments of healthcare and promotional campaigns (spec 2 §2 "segment list and form"). */
export const segmentsContext = defineContext({
  name: 'segments',
  screens: segmentsScreens,
  ports: {
    segments: port(SegmentGateway, SegmentGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpSegmentGateway(http)),
      memory: async ({ db }) => new (await adapters()).InMemorySegmentGateway(db),
    }),
  },
});
