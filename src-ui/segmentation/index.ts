export { segmentationScreens } from './segmentation.routes';
