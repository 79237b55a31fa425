export { pharmacyWizardScreens } from './pharmacy-wizard.routes';
