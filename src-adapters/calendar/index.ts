export { HttpCalendarGateway } from './http-calendar-gateway';
export { InMemoryCalendarGateway, NO_PHARMACIES_MESSAGE } from './in-memory-calendar-gateway';
export { calendarDemo, demoReadiness } from './calendar-demo-data';
