export { dashboardScreens } from './dashboard.routes';
