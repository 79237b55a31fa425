export { webScreens } from './web.routes';
