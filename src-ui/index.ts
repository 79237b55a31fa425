export { App } from './app/app';
export { createQueryClient } from './app/query-client';
export { activateLanguage, storedLanguage } from './i18n/i18n';
export type { AppConfig, DemoAccount, DemoControls, UiServices } from './shared/ui-services';
