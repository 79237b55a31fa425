export { HttpCalendarGateway } from './http-calendar-gateway';
export { InMemoryCalendarGateway } from './in-memory-calendar-gateway';
export { calendarDemo, demoReadiness } from './calendar-demo-data';
