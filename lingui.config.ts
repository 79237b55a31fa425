import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Screens whose messages are a catalogue of their own (src-ui/<area>), loaded with the screen instead
 * of with the first page: the areas the contexts' route modules declare (`const messageArea = '…'` in
 * src-ui/<context>/<context>.routes.tsx). Everything else (shell, session, dashboard, shared parts) is
 * the core catalogue the application starts with.
 */
const SCREEN_AREAS = readdirSync(join(import.meta.dirname, 'src-ui'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    const folder = join(import.meta.dirname, 'src-ui', entry.name);
    return readdirSync(folder)
      .filter((file) => file.endsWith('.routes.tsx'))
      .map((file) => /^const messageArea = '([\w-]+)';$/m.exec(readFileSync(join(folder, file), 'utf8'))?.[1]);
  })
  .filter((area): area is string => area !== undefined)
  .sort();

export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/src-ui/locales/{locale}/messages',
      include: ['<rootDir>/src-ui', '<rootDir>/src'],
      // A route module's titles and navigation labels show before its screen loads: they stay here.
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src-ui/locales/**',
        ...SCREEN_AREAS.flatMap((area) => [`<rootDir>/src-ui/${area}/**/*.ts`, `<rootDir>/src-ui/${area}/**/!(*.routes).tsx`]),
      ],
    },
    ...SCREEN_AREAS.map((area) => ({
      path: `<rootDir>/src-ui/locales/{locale}/screens/${area}`,
      include: [`<rootDir>/src-ui/${area}`],
      exclude: ['**/*.routes.tsx'],
    })),
  ],
  // No line numbers in the catalogues: an edit elsewhere in a file does not change them.
  format: formatter({ lineNumbers: false }),
});
