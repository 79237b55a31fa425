export { HttpFrontVersionGateway } from './http-front-version-gateway';
export { HttpServerInfoGateway } from './http-server-info-gateway';
export { InMemoryServerInfoGateway } from './in-memory-server-info-gateway';
