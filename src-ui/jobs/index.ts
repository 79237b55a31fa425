export { jobsScreens } from './jobs.routes';
