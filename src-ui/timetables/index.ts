export { timetablesScreens } from './timetables.routes';
