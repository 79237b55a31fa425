export { healthcareScreens } from './healthcare.routes';
