// Size report: for each budgeted route, the JS and CSS loaded before its first render (the entry
// chunk, the route's lazy screens and everything they import statically) as the browser fetches them
// (brotli, which the build precompresses and a host serves: docs/hosting.md), checked against
// size-budget.json; the gzipped figure is reported beside it. Fails when a route is over budget or
// pulls a heavy library into that set.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const budget = JSON.parse(readFileSync('size-budget.json', 'utf8'));
const chunks = JSON.parse(readFileSync('dist/.vite/chunk-modules.json', 'utf8'));
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const gzipKb = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1024;
const brotliKb = (file) => brotliCompressSync(readFileSync(`dist/${file}`), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;

/** A chunk and every chunk it imports statically. */
function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const next of byFile.get(start)?.imports ?? []) closure(next, seen);
  return seen;
}

// The entry of index.html, and the entries every page runs beside it (the first-screen hints, ADR 24).
const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
if (!entry) throw new Error('No entry chunk in dist/.vite/chunk-modules.json: run the build first.');
const besideEntry = chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('src/first-screen/main.ts'));

let failed = false;
const report = {};
console.log('Route        JS brotli (budget)    CSS brotli (budget)  JS gzip   chunks');
for (const [route, rule] of Object.entries(budget.routes)) {
  const files = closure(entry.fileName);
  for (const chunk of besideEntry) closure(chunk.fileName, files);
  for (const screen of [...budget.boot, ...rule.screens]) {
    // A screen is the facade of its own chunk, or part of one of the first screens' groups (scripts/chunking.ts).
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(screen)) ?? chunks.find((candidate) => candidate.modules.some((id) => id.endsWith(screen)));
    if (!chunk) {
      console.error(`  ${route}: no chunk for ${screen} (is it still a lazy route?)`);
      failed = true;
      continue;
    }
    closure(chunk.fileName, files);
  }
  const css = new Set([...files].flatMap((file) => byFile.get(file)?.css ?? []));
  const js = [...files].reduce((sum, file) => sum + brotliKb(file), 0);
  const styles = [...css].reduce((sum, file) => sum + brotliKb(file), 0);
  const jsGzip = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  const heavy = [...files].flatMap((file) =>
    (byFile.get(file)?.modules ?? []).filter((id) => budget.forbiddenInitialLibraries.some((lib) => id.includes(`node_modules/${lib}/`))),
  );
  const over = js > rule.jsKb || styles > rule.cssKb;
  failed ||= over || heavy.length > 0;
  report[route] = { jsKb: Number(js.toFixed(1)), cssKb: Number(styles.toFixed(1)), jsGzipKb: Number(jsGzip.toFixed(1)), budget: { jsKb: rule.jsKb, cssKb: rule.cssKb }, chunks: [...files, ...css] };
  console.log(
    `${route.padEnd(12)} ${js.toFixed(1).padStart(7)} KB (${rule.jsKb})      ${styles.toFixed(1).padStart(6)} KB (${rule.cssKb})    ${jsGzip.toFixed(1).padStart(6)} KB  ${files.size} JS, ${css.size} CSS${over ? '   OVER BUDGET' : ''}`,
  );
  if (heavy.length > 0) console.error(`  ${route} loads heavy libraries before first render: ${[...new Set(heavy.map((id) => id.split('node_modules/')[1]?.split('/').slice(0, 2).join('/')))].join(', ')}`);
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/size-report.json', JSON.stringify(report, null, 2));
if (failed) {
  console.error('\nSize budget not met (size-budget.json).');
  process.exit(1);
}
console.log('\nSize budget met.');
