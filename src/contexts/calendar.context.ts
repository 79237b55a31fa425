import { CalendarGateway, CalendarGatewayMethods } from '@domain/calendar';
import { calendarScreens } from '@ui/calendar';
import { defineContext, port } from '../composition/context-module';
import { demoClientCount } from '../composition/demo-client-count';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/calendar');

/** Calendar campaigns: the back-office calendar of planned sends and its pharmacy chooser. */
export const calendarContext = defineContext({
  name: 'calendar',
  screens: calendarScreens,
  ports: {
    calendar: port(CalendarGateway, CalendarGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpCalendarGateway(http)),
      memory: async ({ db, clock, configuration }) => new (await adapters()).InMemoryCalendarGateway({ db, clock, product: configuration.productName, clients: demoClientCount(db) }),
    }),
  },
});
