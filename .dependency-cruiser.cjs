/**
 * Second opinion on the architecture (ADR 0002): import cycles anywhere, layer direction,
 * and "other code reaches a domain context only through its index.ts".
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Import cycles hide layering mistakes.', from: {}, to: { circular: true } },
    {
      name: 'domain-depends-on-nothing',
      severity: 'error',
      from: { path: '^src-domain/' },
      to: { path: '^(src|src-adapters|src-ui|test|e2e)/' },
    },
    {
      name: 'domain-has-no-libraries-but-luxon',
      severity: 'error',
      from: { path: '^src-domain/' },
      to: { dependencyTypes: ['npm', 'npm-dev'], pathNot: '^node_modules/(luxon|@types/luxon)/' },
    },
    {
      name: 'adapters-implement-domain-ports-only',
      severity: 'error',
      from: { path: '^src-adapters/' },
      to: { path: '^(src|src-ui|test|e2e)/' },
    },
    {
      name: 'ui-reaches-ports-through-ui-services',
      severity: 'error',
      from: { path: '^src-ui/' },
      to: { path: '^(src|src-adapters|test|e2e)/' },
    },
    {
      name: 'only-the-composition-root-imports-inversify',
      severity: 'error',
      from: { pathNot: '^src/' },
      to: { path: '^node_modules/(inversify|@inversifyjs)/' },
    },
    {
      name: 'domain-context-public-api',
      severity: 'error',
      comment: 'Outside its own folder, a domain context is reached through index.ts only.',
      from: { path: '^(src|src-adapters|src-ui)/' },
      to: { path: '^src-domain/[^/]+/', pathNot: '^src-domain/[^/]+/index\\.ts$' },
    },
    {
      name: 'domain-context-public-api-between-contexts',
      severity: 'error',
      from: { path: '^src-domain/([^/]+)/' },
      to: { path: '^src-domain/(?!$1/)[^/]+/', pathNot: '^src-domain/[^/]+/index\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
