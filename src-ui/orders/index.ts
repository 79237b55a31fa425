export { ordersScreens } from './orders.routes';
