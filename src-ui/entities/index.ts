export { entitiesScreens } from './entities.routes';
