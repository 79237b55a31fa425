export { monthsScreens } from './months.routes';
