export { clientFilesScreens } from './client-files.routes';
