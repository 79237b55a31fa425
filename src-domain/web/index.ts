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
export { WebsiteGateway, WebsiteGatewayMethods } from './website-gateway.port';
export type { LogoFile, PharmacyWebsite, ProductionMove } from './website-gateway.port';
export { WordPressGateway, WordPressGatewayMethods } from './wordpress-gateway.port';
export type { PluginUpdateResult } from './wordpress-gateway.port';
export {
  DEFAULT_VHOST_SORT,
  DEFAULT_WEB_JOB_SORT,
  EMPTY_NEW_WEBSITE_FORM,
  EMPTY_PRODUCTION_DEPLOY_FORM,
  EMPTY_WEB_DEPLOY_FORM,
  deployRequestOf,
  filterVirtualHosts,
  filterWebToolJobs,
  logoFileError,
  newWebsiteErrors,
  productionDeployErrors,
  productionMoveOf,
  serversOf,
  sortVirtualHosts,
  sortWebToolJobs,
  webDeployErrors,
  webDeploymentOf,
  webJobDomain,
  webToolsMode,
} from './web-tools';
export type {
  LogoCandidate,
  NewWebsiteField,
  NewWebsiteForm,
  ProductionDeployField,
  ProductionDeployForm,
  VhostSortColumn,
  WebDeployField,
  WebDeployForm,
  WebFormError,
  WebJobSortColumn,
} from './web-tools';
export { VHOST_SORT_COLUMNS, WEB_JOB_SORT_COLUMNS } from './web-sort-columns';
