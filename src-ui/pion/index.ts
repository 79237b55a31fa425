export { pionScreens } from './pion.routes';
