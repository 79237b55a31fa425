export { segmentsScreens } from './segments.routes';
