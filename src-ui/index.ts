export { App } from './app/app';
export { createQueryClient } from './app/query-client';
export { activateLanguage, storedLanguage } from './i18n/i18n';
export { createAppRouter } from './router/router';
export type { AppRouter } from './router/router';
export type { AppConfig, DemoAccount, DemoControls, UiServices } from './shared/ui-services';
