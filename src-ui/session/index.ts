export { sessionScreens } from './session.routes';
