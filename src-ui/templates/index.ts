export { templatesScreens } from './templates.routes';
