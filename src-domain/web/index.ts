export { cleanDomain, isValidDomain } from './domain-name';
export { BROKEN_BUTTON_WIDTH, CORRECTED_BUTTON_WIDTH, EMAIL_EDITOR_MESSAGES, correctButtonWidths } from './email-editor';
export type { ButtonWidthCorrection, EmailEditorMessageCode, JsonValue } from './email-editor';
export { EXPORT_RESULTS_REFRESH_MS, PRODUCT_EXPORT_MESSAGES } from './product-export';
export type { ProductExportMessageCode, ProductExportOptions, ProductExportRequest } from './product-export';
export {
  PRODUCTION_DEPLOY_REFRESH_MS,
  PRODUCTION_ONLY_SECTIONS,
  WEB_DEPLOY_REFRESH_MS,
  WEB_MANAGER_MESSAGES,
  WEB_MANAGER_SECTIONS,
  isWebManagerSectionEnabled,
} from './web-manager';
export type { WebManagerMessageCode, WebManagerSection } from './web-manager';
export { WEB_DEPLOY_MESSAGES } from './web-messages';
export type { WebDeployMessageCode } from './web-messages';
export { WEB_THEMES, isShopOptionAvailable, newWebDeployment, shopOnlineFor } from './web-themes';
export type { NewWebDeployment, WebTheme } from './web-themes';
export { escapeWebVariable, escapeWebVariables } from './web-variables';
export { websiteConfig, websiteTemplatePages } from './website-config';
export type { DeployRequest, WebTemplatePage, WebsiteConfig, WebsiteFeatures } from './website-config';
export {
  HIDDEN_PLUGIN_STATUS,
  NO_DOMAIN_LABEL,
  PLUGIN_MESSAGES,
  pluginUpdateOutcome,
  pluginUpdatedMessage,
  pluginsWithUpdate,
  visiblePlugins,
  vhostDomainLabel,
} from './wordpress';
export type { PluginMessageCode, PluginUpdateOutcome, VirtualHost, WordPressPlugin } from './wordpress';
