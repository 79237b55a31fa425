export { campaignReportsScreens } from './campaign-reports.routes';
