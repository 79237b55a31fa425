export { campaignsScreens } from './campaigns.routes';
