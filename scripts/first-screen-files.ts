import type { Plugin } from 'vite';
import { BUILD_FILES_ELEMENT, type BuildFiles } from '../src/first-screen/hints.ts';

/**
 * The build's side of the first-screen hints (ADR 24, src/first-screen): index.html gets the hints'
 * own small script, which runs while the entry downloads, and the files it needs to know: the login
 * page's (what a visitor without a session sees first, whatever the address) and each language's
 * messages.
 */

/** The module of the hints' script, built as an entry of its own. */
export const FIRST_SCREEN_MODULE = /[\\/]src[\\/]first-screen[\\/]main\.ts$/;
const LOGIN_MODULE = /[\\/]src-ui[\\/]session[\\/]login-page\.tsx$/;
const MESSAGES_MODULE = /[\\/]src-ui[\\/]locales[\\/](\w+)[\\/]messages\.ts$/;
const HTML_ENTRY = /index\.html$/;

/** The part of a built file the hints read. */
export interface HintedChunk {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly moduleIds: readonly string[];
  readonly css: readonly string[];
}

const assetName = (fileName: string): string => fileName.replace(/^assets\//, '');

/** A file, every file it imports statically, and their style sheets. */
function closure(byFile: ReadonlyMap<string, HintedChunk>, start: string, into = new Set<string>()): Set<string> {
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (into.has(file)) continue;
    into.add(file);
    const chunk = byFile.get(file);
    queue.push(...(chunk?.imports ?? []));
    for (const css of chunk?.css ?? []) into.add(css);
  }
  return into;
}

/**
 * The hints' script and the files it is told about: the login page's files (with their style sheets)
 * that the HTML entry does not already bring, and each language's messages file. The script must be a
 * file of its own: one that imported another would wait for it, and the point is not to wait.
 */
export function firstScreenBuildFiles(chunks: readonly HintedChunk[]): { script: string; files: BuildFiles } | undefined {
  const script = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId !== null && FIRST_SCREEN_MODULE.test(chunk.facadeModuleId));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId !== null && HTML_ENTRY.test(chunk.facadeModuleId));
  if (script === undefined || entry === undefined) return undefined;
  if (script.imports.length > 0 || script.dynamicImports.length > 0) {
    throw new Error(`${script.fileName} (src/first-screen) imports ${[...script.imports, ...script.dynamicImports].join(', ')}: it must stay a file of its own.`);
  }
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const inEntry = closure(byFile, entry.fileName);
  const login = chunks.find((chunk) => chunk.moduleIds.some((id) => LOGIN_MODULE.test(id)));
  const signedOut = login === undefined ? [] : [...closure(byFile, login.fileName)].filter((file) => !inEntry.has(file));
  const messages = Object.fromEntries(
    chunks.flatMap((chunk) => {
      const language = chunk.facadeModuleId === null ? undefined : MESSAGES_MODULE.exec(chunk.facadeModuleId)?.[1];
      return language === undefined ? [] : [[language, assetName(chunk.fileName)]];
    }),
  );
  return { script: script.fileName, files: { build: assetName(entry.fileName), signedOut: signedOut.map(assetName), messages } };
}

/** JSON inside a script element: no `</script>` (nor any `<`) can end it early. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Writes the hints' script and its files into index.html (build only). */
export function firstScreenFiles(): Plugin {
  return {
    name: 'first-screen-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.bundle === undefined) return html;
        const chunks: HintedChunk[] = Object.values(context.bundle).flatMap((item) =>
          item.type === 'chunk'
            ? [{ fileName: item.fileName, isEntry: item.isEntry, facadeModuleId: item.facadeModuleId, imports: item.imports, dynamicImports: item.dynamicImports, moduleIds: item.moduleIds, css: [...(item.viteMetadata?.importedCss ?? [])] }]
            : [],
        );
        const hints = firstScreenBuildFiles(chunks);
        if (hints === undefined) return html;
        // Before the entry's script, so that the browser asks for the hints' script first: it is small,
        // and runs (async) while the entry downloads, asking for the first screen's files meanwhile.
        // After the content security policy, which applies only to what follows it.
        const tags = `<script type="application/json" id="${BUILD_FILES_ELEMENT}">${scriptJson(hints.files)}</script>\n    <script type="module" async crossorigin src="./${hints.script}"></script>\n    `;
        const entry = html.indexOf('<script type="module"');
        return entry === -1 ? html.replace('</head>', `${tags}</head>`) : `${html.slice(0, entry)}${tags}${html.slice(entry)}`;
      },
    },
  };
}
