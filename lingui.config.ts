import { defineConfig } from '@lingui/conf';

export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/src-ui/locales/{locale}/messages',
      include: ['<rootDir>/src-ui', '<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src-ui/locales/**'],
    },
  ],
});
