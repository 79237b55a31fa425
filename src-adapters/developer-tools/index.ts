export { HttpDeveloperToolsGateway } from './http-developer-tools-gateway';
export { InMemoryDeveloperToolsGateway, UNKNOWN_COMMAND_MESSAGE } from './in-memory-developer-tools-gateway';
export { DEMO_COMMANDS, DEMO_SCRIPTS, demoCommandOutput, demoPluginVersions } from './developer-tools-demo-data';
