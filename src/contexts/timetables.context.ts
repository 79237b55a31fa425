import { TimetableGateway, TimetableGatewayMethods } from '@domain/timetables';
import { timetablesScreens } from '@ui/timetables';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/timetables');

/** Timetables: usual hours, closed days, guards and foreign guards, the spreadsheet upload and export. */
export const timetablesContext = defineContext({
  name: 'timetables',
  screens: timetablesScreens,
  ports: {
    timetables: port(TimetableGateway, TimetableGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpTimetableGateway(http)),
      memory: async ({ db }) => new (await adapters()).InMemoryTimetableGateway({ db }),
    }),
  },
});
