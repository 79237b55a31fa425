export { reportsScreens } from './reports.routes';
