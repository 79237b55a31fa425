import { build, type Plugin } from 'vite';

/**
 * How the build groups modules into files for the first screens (ADR 17).
 *
 * Left to itself the bundler gives every set of modules shared by a different set of lazy screens a
 * file of its own: the login page asked for 41 files, most of them one or two Mantine components of
 * 1–3 KB. Each file is a request, and on a phone's connection the requests queue, so the first screen
 * waited for round trips rather than for bytes. Two groups fix it:
 *
 * - `start`: the files the entry, React, the composition (`boot.tsx`) and the login page need, one
 *   file;
 * - `shell`: what the signed-in shell (header, navigation, drawer) adds to them, one file.
 *
 * Every other screen keeps its own lazily loaded files. Which modules those are is read from the
 * bundler itself: a first pass builds with the default splitting (in memory), and the files reached
 * from each group's roots through static imports give the group its modules, after tree-shaking (a
 * barrel such as `@mantine/core` brings only what the first screens use).
 */

interface FirstScreenGroup {
  readonly name: string;
  /** Modules whose files (and the files those import statically) form the group. */
  readonly roots: readonly RegExp[];
  /**
   * Whether every screen that could import one of the group's files has the group already (the shell
   * is the layout of every signed-in screen): such files stay in the group rather than join the first.
   */
  readonly underEveryScreen?: boolean;
}

export const FIRST_SCREEN_GROUPS: readonly FirstScreenGroup[] = [
  { name: 'start', roots: [/[\\/]src[\\/]main\.tsx$/, /[\\/]src[\\/]boot\.tsx$/, /[\\/]react-dom[\\/]client\.js$/] },
  { name: 'login', roots: [/[\\/]src-ui[\\/]session[\\/]login-page\.tsx$/] },
  { name: 'shell', roots: [/[\\/]src-ui[\\/]shell[\\/]app-shell-layout\.tsx$/], underEveryScreen: true },
];

/** The part of a built file the grouping reads. */
export interface BuiltChunk {
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly moduleIds: readonly string[];
}

/** The files reached from the files whose facade is one of `roots`, through static imports. */
function filesReached(chunks: readonly BuiltChunk[], roots: readonly RegExp[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const queue = chunks.filter((chunk) => chunk.facadeModuleId !== null && roots.some((root) => root.test(chunk.facadeModuleId as string))).map((chunk) => chunk.fileName);
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return files;
}

/**
 * The modules of each group: those of the files reached from its roots through static imports. The
 * first group takes its own; a later group takes the rest of its own, except the files that another
 * later group also reaches, or that a file outside it imports (another screen's) when not every screen
 * has the group: those join the first group, so that no screen needs the file of a group it is not
 * part of.
 */
export function groupMembers(chunks: readonly BuiltChunk[], groups: readonly FirstScreenGroup[] = FIRST_SCREEN_GROUPS): Map<string, Set<string>> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached = groups.map((group) => filesReached(chunks, group.roots));
  const startFiles = reached[0] ?? new Set<string>();
  const firstFiles = new Set(startFiles);
  const own = groups.map(() => new Set<string>());
  groups.forEach((group, index) => {
    const files = reached[index] ?? new Set<string>();
    if (index === 0) return;
    for (const file of files) {
      if (firstFiles.has(file)) continue;
      const importedFromOutside = group.underEveryScreen !== true && chunks.some((chunk) => chunk.imports.includes(file) && !files.has(chunk.fileName) && !startFiles.has(chunk.fileName));
      const inAnotherGroup = reached.some((other, otherIndex) => otherIndex > 0 && otherIndex !== index && other.has(file));
      (importedFromOutside || inAnotherGroup ? firstFiles : own[index] ?? firstFiles).add(file);
    }
  });
  const modules = (files: Set<string>): Set<string> => new Set([...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []));
  return new Map(groups.map((group, index) => [group.name, modules(index === 0 ? firstFiles : own[index] ?? new Set())]));
}

const FIRST_PASS = 'FIRST_SCREEN_FIRST_PASS';

/** Whether this build is the first pass (which writes nothing, so the plugins that write files skip it). */
export const inFirstPass = (): boolean => process.env[FIRST_PASS] === '1';

/**
 * The plugin that runs the first pass before the build, and the `codeSplitting` groups that use its
 * answer. In the first pass itself the groups are empty and the plugin does nothing.
 */
export function firstScreenChunks(configFile: string): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean; priority: number }[] } {
  const firstPass = inFirstPass();
  let members = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'first-screen-chunks',
    apply: 'build',
    async buildStart() {
      if (firstPass) return;
      process.env[FIRST_PASS] = '1';
      try {
        const result = await build({ configFile, logLevel: 'silent', build: { write: false, manifest: false } });
        const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) => ('output' in entry ? entry.output : []));
        const chunks: BuiltChunk[] = outputs.flatMap((item) => (item.type === 'chunk' ? [{ fileName: item.fileName, facadeModuleId: item.facadeModuleId, imports: item.imports, moduleIds: item.moduleIds }] : []));
        members = groupMembers(chunks);
      } finally {
        delete process.env[FIRST_PASS];
      }
    },
  };
  return {
    plugin,
    groups: firstPass ? [] : FIRST_SCREEN_GROUPS.map((group, index) => ({ name: group.name, test: (id: string) => members.get(group.name)?.has(id) ?? false, priority: 100 - index })),
  };
}
