import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, PreviewServer } from 'vite';

/**
 * How the built application is served: the Content Security Policy, the security headers, caching and
 * precompressed files. `npm run preview` applies them; `docs/hosting.md` gives the same for a static
 * host (nginx), and ADR 17 explains them.
 */

/**
 * The Content Security Policy. Scripts only from the application and the email editor's vendor; no
 * plugins, no <base> rewriting, forms post nowhere else; styles allow inline because Mantine injects
 * its CSS variables at run time. API hosts differ per deployment, so connections are limited to
 * http(s) rather than to a host list. The header adds `frame-ancestors 'none'`, which a meta element
 * cannot carry: no other site may frame the application.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://*.getbee.io",
  "style-src 'self' 'unsafe-inline' https://*.getbee.io",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data: https://*.getbee.io",
  "connect-src 'self' https: http:",
  "frame-src 'self' https://*.getbee.io",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];

/** The headers every answer of the host carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [...CONTENT_SECURITY_POLICY, "frame-ancestors 'none'"].join('; '),
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The memory profile's simulated BI service (public/bi-demo/, ADR 23) is the one page the application
 * frames: it may be framed by the application itself (frame-ancestors 'self'), and it runs only its own
 * script and style, with no connection anywhere.
 */
export const BI_DEMO_PATH = '/bi-demo/';
export const BI_DEMO_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
};

/**
 * The policy with the BI service's origin allowed in frames (VITE_BI_REPORT_URL, an https address), so
 * the embedded BI dashboards load; the policy as it is without one.
 */
export function withBiFrameSource(policy: readonly string[], biReportUrl: string | undefined): string[] {
  const origin = /^https:\/\/[^/?#\s]+/i.exec(biReportUrl?.trim() ?? '')?.[0];
  return policy.map((directive) => (origin !== undefined && directive.startsWith('frame-src ') ? `${directive} ${origin}` : directive));
}

/** Hashed build files never change: cached for a year. Everything else is revalidated on each visit. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes a `.br` and a `.gz` copy next to every text file of the build over 1 KB, so the host sends
 * compressed files without compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.has(extname(file))) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** The compressed copy the browser accepts, best first: brotli, then gzip. */
function encodingFor(acceptEncoding: string | undefined, file: string): { readonly suffix: string; readonly name: string } | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted) && existsSync(`${file}.br`)) return { suffix: '.br', name: 'br' };
  if (/\bgzip\b/.test(accepted) && existsSync(`${file}.gz`)) return { suffix: '.gz', name: 'gzip' };
  return undefined;
}

/** Serves `npm run preview` as the documented host does: security headers, caching, precompressed files. */
export function hostHeaders(): Plugin {
  return {
    name: 'host-headers',
    configurePreviewServer(server: PreviewServer) {
      const root = server.config.build.outDir;
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
        const headers = path.startsWith(BI_DEMO_PATH) ? { ...SECURITY_HEADERS, ...BI_DEMO_HEADERS } : SECURITY_HEADERS;
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        const hashed = path.includes('/assets/');
        response.setHeader('Cache-Control', hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const relative = normalize(path.endsWith('/') ? `${path}index.html` : path);
        const file = join(root, relative);
        if (!file.startsWith(normalize(root) + sep) || !COMPRESSIBLE.has(extname(file)) || !existsSync(file)) return next();
        const encoding = encodingFor(request.headers['accept-encoding'], file);
        response.setHeader('Vary', 'Accept-Encoding');
        if (encoding === undefined) return next();
        const body = readFileSync(`${file}${encoding.suffix}`);
        response.statusCode = 200;
        response.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
        response.setHeader('Content-Encoding', encoding.name);
        response.setHeader('Content-Length', String(body.length));
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
