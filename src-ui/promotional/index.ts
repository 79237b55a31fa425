export { promotionalScreens } from './promotional.routes';
