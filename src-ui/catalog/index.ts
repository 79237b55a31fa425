export { catalogScreens } from './catalog.routes';
