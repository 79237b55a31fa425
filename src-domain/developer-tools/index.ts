export { DEVELOPER_PLUGINS, MAX_COMMAND_OUTPUT_CHARS, MAX_PLUGIN_ZIP_BYTES, checkPluginUpload, commandOutputText } from './developer-tools';
export type { PluginUpload, PluginUploadError, ScriptInfo, SetupEntry } from './developer-tools';
export { REBOOT_CONFIRMATION_WORD, isRebootConfirmed } from '@domain/entities';
export { DeveloperToolsGateway, DeveloperToolsGatewayMethods } from './developer-tools-gateway.port';
export type { NewPluginVersion } from './developer-tools-gateway.port';
