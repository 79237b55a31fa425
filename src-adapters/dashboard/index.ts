export { HttpDashboardGateway, servicesConfigAnswer, settingsInfoAnswer } from './http-dashboard-gateway';
export { InMemoryDashboardGateway } from './in-memory-dashboard-gateway';
