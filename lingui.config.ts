import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

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
  // No line numbers in the catalogues: an edit elsewhere in a file does not change them.
  format: formatter({ lineNumbers: false }),
});
