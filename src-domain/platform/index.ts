export { SERVER_INFO_FAILURE_LOG, documentTitle, parseExecutionMode } from './execution-mode';
export type { ExecutionMode } from './execution-mode';
export { VERSION_CHECK_INTERVAL_MS, VERSION_RELOAD_DELAY_MS, isNewerVersionDeployed } from './front-version';
export { FrontVersionGateway, FrontVersionGatewayMethods, ServerInfoGateway, ServerInfoGatewayMethods } from './platform-gateways.port';
