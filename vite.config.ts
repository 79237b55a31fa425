import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { firstScreenChunks, inFirstPass } from './scripts/chunking.ts';
import { firstScreenFiles } from './scripts/first-screen-files.ts';
import { CONTENT_SECURITY_POLICY, hostHeaders, precompress, withBiFrameSource } from './scripts/host.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
/** The version this build reports; a deployment with another value makes open tabs reload (spec 1 §4). */
const appVersion = process.env.APP_VERSION ?? `${pkg.version}+${new Date().toISOString().replace(/[-:.TZ]/g, '').slice(0, 14)}`;

const dir = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * Serves and emits `version.json` (`{ app_version }`), the file the front-version check polls at
 * `/app/version.json` of the host (spec 3 §7): emitted beside `index.html` (a host serving the build
 * under `/app/`) and as `app/version.json` (a host serving it at its root), and writes `chunk-modules.json` next to Vite's manifest so the size report can tell which
 * libraries each chunk holds.
 */
function releaseFiles(): Plugin {
  const body = JSON.stringify({ app_version: appVersion });
  return {
    name: 'release-files',
    configureServer(server) {
      for (const path of ['/version.json', '/app/version.json']) {
        server.middlewares.use(path, (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(body);
        });
      }
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: body });
      this.emitFile({ type: 'asset', fileName: 'app/version.json', source: body });
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          facadeModuleId: chunk.facadeModuleId,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          css: [...(chunk.viteMetadata?.importedCss ?? [])],
          modules: Object.keys(chunk.modules).map((id) => id.replace(dir('./'), '')),
          moduleSizes: Object.fromEntries(Object.entries(chunk.modules).map(([id, info]) => [id.replace(dir('./'), ''), info.renderedLength])),
        }));
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
    },
  };
}

/**
 * The production build's Content Security Policy as a meta element, for hosts that send no header.
 * The host's header (scripts/host.ts) adds frame-ancestors, which a meta element cannot carry.
 */
function contentSecurityPolicy(): Plugin {
  let biReportUrl: string | undefined;
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      biReportUrl = loadEnv(config.mode, config.envDir ?? process.cwd(), 'VITE_').VITE_BI_REPORT_URL;
    },
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: withBiFrameSource(CONTENT_SECURITY_POLICY, biReportUrl).join('; ') }, injectTo: 'head-prepend' }],
  };
}

/**
 * Lets the browser fetch the configured profile's adapters while it fetches the entry: start-up
 * imports them before anything renders, and without the hint they would wait for the entry to run.
 */
function preloadProfile(): Plugin {
  let profile = 'memory';
  return {
    name: 'preload-profile',
    apply: 'build',
    configResolved(config) {
      profile = loadEnv(config.mode, config.envDir ?? process.cwd(), 'VITE_').VITE_ADAPTER_PROFILE ?? 'memory';
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (bundle === undefined) return [];
        const chunksByFile = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
        const entryFiles = new Set([...chunksByFile.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
        const root = [...chunksByFile.values()].find((chunk) => chunk.facadeModuleId?.endsWith(`/src/composition/${profile}-profile.ts`) === true);
        if (root === undefined) return [];
        const files = new Set<string>();
        const queue = [root.fileName];
        while (queue.length > 0) {
          const file = queue.pop() as string;
          if (files.has(file) || entryFiles.has(file)) continue;
          files.add(file);
          queue.push(...(chunksByFile.get(file)?.imports ?? []));
        }
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `./${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

const chunks = firstScreenChunks(fileURLToPath(import.meta.url));

export default defineConfig({
  // Relative base: the build can be served from any folder; routing uses the URL hash.
  base: './',
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  resolve: {
    alias: {
      '@app': dir('./src'),
      '@domain': dir('./src-domain'),
      '@adapters': dir('./src-adapters'),
      '@ui': dir('./src-ui'),
      '@test': dir('./test'),
    },
  },
  plugins: [
    contentSecurityPolicy(),
    preloadProfile(),
    firstScreenFiles(),
    react(),
    // Lingui macros (`Trans`, `t`, `msg`) are compiled by Babel; the plugin only runs on files that import them.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    releaseFiles(),
    chunks.plugin,
    // The first pass of the grouping writes nothing: there is nothing to compress.
    ...(inFirstPass() ? [] : [precompress()]),
    hostHeaders(),
  ],
  // The demo clients' worker may share code with the application: ES module workers.
  worker: { format: 'es' },
  build: {
    rolldownOptions: {
      // The first-screen hints' script is an entry of its own: it runs while the application's entry downloads.
      // The benchmark's page of the client search is built alone, for `npm run bench` (BENCH_PAGES=1): in
      // the application's build it would share the entry's file, and importing it would start the application.
      input: process.env.BENCH_PAGES === '1' ? { clients: dir('./bench/clients.html') } : { index: dir('./index.html'), 'first-screen': dir('./src/first-screen/main.ts') },
      output: {
        // The first screens' files (scripts/chunking.ts).
        codeSplitting: { groups: chunks.groups },
      },
    },
    // Every browser the product supports knows <link rel="modulepreload">: no polyfill in the entry
    // (where one is missing, the files are fetched as the imports are found, which only costs time).
    modulePreload: { polyfill: false },
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
});
