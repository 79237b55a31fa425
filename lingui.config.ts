import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Screens whose messages are a catalogue of their own (src-ui/<area>), loaded with the screen instead
 * of with the first page. Everything else (shell, session, dashboard, shared parts) is the core
 * catalogue the application starts with.
 */
const SCREEN_AREAS = ['catalog', 'months', 'templates', 'campaign-reports'];

export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/src-ui/locales/{locale}/messages',
      include: ['<rootDir>/src-ui', '<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src-ui/locales/**', ...SCREEN_AREAS.map((area) => `<rootDir>/src-ui/${area}/**`)],
    },
    ...SCREEN_AREAS.map((area) => ({
      path: `<rootDir>/src-ui/locales/{locale}/screens/${area}`,
      include: [`<rootDir>/src-ui/${area}`],
    })),
  ],
  // No line numbers in the catalogues: an edit elsewhere in a file does not change them.
  format: formatter({ lineNumbers: false }),
});
