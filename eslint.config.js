// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Packages that carry UI, state-chart, container or network concerns: never in the domain or the adapters. */
const uiPackages = ['react', 'react-dom', 'react/*', 'react-dom/*', '@mantine/*', '@tanstack/*', 'mantine-datatable', '@fullcalendar/*', 'echarts', 'echarts-for-react', 'echarts-for-react/*', '@lingui/*'];
const statePackages = ['xstate', '@xstate/*'];

/** A relative import that climbs into another layer folder: layers talk through aliases only. */
const crossLayerRelative = {
  regex: '^(\\.\\./)+(src|src-domain|src-adapters|src-ui|test|e2e)(/|$)',
  message: 'Import another layer through its alias (@app, @domain, @adapters, @ui), never a relative path.',
};
/** A deep import into a domain context: other code sees a context only through its index.ts. */
const domainDeepImport = {
  regex: '^@domain/[^/]+/.+',
  message: 'Import a domain context through its public API (@domain/<context>), not its files.',
};

/** Another adapter context is reached through its index; `@adapters/demo/indexed-db` is the IndexedDB store, fetched on first use. */
const adapterDeepImport = {
  regex: '^@adapters/[^/]+/(?!indexed-db$).+',
  message: 'Import an adapter context through its public API (@adapters/<context>), not its files.',
};

/** A screen folder reaches another one through its index.ts; the platform folders are shared by all. */
const uiFeatureDeepImport = {
  regex: '^\\.\\./(?!(shared|router|i18n|app|assets|locales|shell)/)[a-z-]+/(?!index$)[^/]+$',
  message: 'Reach another screen folder through its index.ts; code several screens use lives in src-ui/shared.',
};

const namedExportsOnly = [
  { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
  { selector: 'TSEnumDeclaration', message: 'Use a union of string literals.' },
];
/**
 * A property test states what it costs: its number of runs, and no string of fast-check's 'binary' unit,
 * whose first use maps all 1.1 million code points (seconds on a busy machine).
 */
const boundedProperties = [
  {
    selector: "CallExpression[callee.object.name='fc'][callee.property.name='assert']:not(:has(Property[key.name='numRuns']))",
    message: 'State the number of runs of a property (fc.assert(property, { numRuns })), sized to what one run costs.',
  },
  {
    selector: "Property[key.name='unit'] > Literal[value='binary']",
    message: "Use anyUnicodeText or anyScalar (test/support/builders/text.arbitrary.ts) instead of fast-check's 'binary' unit.",
  },
];
/** Configuration is read once, in the composition root. */
const noConfigReads = [
  { selector: "MemberExpression[object.meta.name='import'][property.name='env']", message: 'Only the composition root (src) reads configuration.' },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-http/**', 'dist-bench/**', 'reports/**', 'blob-report/**', 'coverage/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'src-ui/locales/**', 'public/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', '.dependency-cruiser.cjs', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      'no-restricted-syntax': ['error', ...namedExportsOnly],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**/*.mjs', '*.cjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', module: 'writable', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly' } },
  },
  // The benchmark hands functions to the browser it drives: they use the page's globals.
  {
    files: ['scripts/bench.mjs'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', performance: 'readonly', PerformanceObserver: 'readonly', MutationObserver: 'readonly' } },
  },
  {
    files: ['*.config.ts', 'eslint.config.js', 'playwright.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // Domain: pure TypeScript. Only luxon from outside, no globals of the browser or of time.
  {
    files: ['src-domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!luxon$|@domain/|\\./|\\.\\./)', message: 'The domain imports nothing but luxon and itself.' },
            { regex: '^\\.\\./', message: 'Reach another context through @domain/<context>.' },
            domainDeepImport,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'location', 'setTimeout', 'setInterval', 'XMLHttpRequest'].map((name) => ({
          name,
          message: 'The domain has no browser, network or timers: take them as ports.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'No clock reads in the domain: take the time as a value.' },
        { object: 'Math', property: 'random', message: 'No randomness in the domain: take an id or a seed as a value.' },
        { object: 'DateTime', property: 'now', message: 'No clock reads in the domain: take the time as a value.' },
        { object: 'DateTime', property: 'local', message: 'No implicit zone or clock in the domain.' },
      ],
      'no-restricted-syntax': [
        'error',
        ...namedExportsOnly,
        ...noConfigReads,
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'No clock reads in the domain.' },
      ],
    },
  },
  // Adapters: implement domain ports; no UI, no state charts, no container.
  {
    files: ['src-adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'inversify', message: 'Only the composition root (src) uses the container.' }],
          patterns: [
            { group: uiPackages, message: 'Adapters have no UI.' },
            { group: statePackages, message: 'State charts belong to src-ui.' },
            { regex: '^@(app|ui)/', message: 'Adapters depend on the domain only.' },
            crossLayerRelative,
            domainDeepImport,
            adapterDeepImport,
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...namedExportsOnly, ...noConfigReads],
    },
  },
  // Demo backends answer asynchronous ports from memory: their failures must still be rejections.
  {
    files: ['src-adapters/**/in-memory-*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  // UI: reaches ports through UiServices; never the container or an adapter.
  {
    files: ['src-ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'inversify', message: 'The UI never sees the container: use UiServices.' },
            { name: '@tanstack/react-query', importNames: ['useMutation'], message: 'Use useGuardedMutation (src-ui/shared/guarded-mutation.ts): a mutation in flight blocks its own repeat.' },
            { name: '@mantine/modals', importNames: ['modals'], message: 'Use openConfirm (src-ui/shared/overlays.ts): it mounts the modals and answers once.' },
          ],
          patterns: [
            { regex: '^@(app|adapters)/', message: 'The UI reaches ports through UiServices, never an adapter or the composition root.' },
            crossLayerRelative,
            domainDeepImport,
            uiFeatureDeepImport,
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...namedExportsOnly, ...noConfigReads],
    },
  },
  {
    files: ['src-ui/**/*.machine.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: uiPackages, message: 'Machine files are React-free; the binding provides implementations.' },
            { regex: '^@(app|adapters)/', message: 'Machines take their actors from the binding.' },
            domainDeepImport,
            uiFeatureDeepImport,
          ],
        },
      ],
    },
  },
  // Composition root: the only importer of inversify, the only reader of configuration.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [crossLayerRelative, domainDeepImport, adapterDeepImport] }],
    },
  },
  // Tests: builders and fakes may use anything; unawaited assertions still fail.
  {
    files: ['test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'no-restricted-syntax': ['error', ...namedExportsOnly, ...boundedProperties],
    },
  },
);
