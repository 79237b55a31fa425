export { campaignBackofficeScreens } from './campaign-backoffice.routes';
