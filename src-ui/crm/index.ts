export { crmScreens } from './crm.routes';
