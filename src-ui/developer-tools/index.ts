export { developerToolsScreens } from './developer-tools.routes';
