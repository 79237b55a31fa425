export { calendarScreens } from './calendar.routes';
