/**
 * Which files the first screen of a page needs, known before the application's entry has arrived
 * (ADR 24). The entry is the largest file of the application; without these hints, the files of the
 * screen the address names (and the language's messages) are asked for only once the entry has been
 * downloaded and run, one round trip after another.
 *
 * Two sources:
 * - the build, for a visitor without a session: every address leads to the login page, whose files the
 *   build knows (written into index.html as JSON);
 * - this browser, for a signed-in user: the files a screen fetched before it was drawn, the last time
 *   it was the first screen of a page or the screen reached by signing in, kept per address.
 *
 * This module and `main.ts` form a file of their own with no import (the build checks it): they run
 * while the entry is still downloading. The application does not import them; it tells them that its
 * first screen is ready with a DOM event.
 */

/** The event the application dispatches once a screen it opened first is ready to be drawn. */
export const FIRST_SCREEN_READY = 'backoffice:first-screen-ready';

/** What the event says: the address the screen answers, and since when (page time) its files were fetched. */
export interface FirstScreenReady {
  readonly path: string;
  readonly since: number;
}

/** The id of index.html's JSON element that the build writes (scripts/first-screen-files.ts). */
export const BUILD_FILES_ELEMENT = 'first-screen-files';

/** Where this browser keeps the hints. */
export const HINTS_KEY = 'backoffice.firstScreenFiles';
/** Where the session store keeps the signed-in user (its presence is all that is read). */
export const SESSION_KEY = 'backoffice.currentUser';
/** Where the interface language is kept. */
export const LANGUAGE_KEY = 'backoffice.ui.language';

/** Addresses remembered; the least recently recorded is dropped beyond this. */
export const MAX_SCREENS = 30;

/** What the build writes into index.html. */
export interface BuildFiles {
  /** The build's entry file: hints of another build name files that no longer exist. */
  readonly build: string;
  /** The login page's files, beyond those index.html already names. */
  readonly signedOut: readonly string[];
  /** Each language's messages file. */
  readonly messages: Readonly<Record<string, string>>;
}

interface StoredHints {
  readonly build: string;
  /** Most recently recorded first. */
  readonly screens: readonly { readonly path: string; readonly files: readonly string[] }[];
}

/** A file of the build's assets folder: a plain name, so a stored value cannot point elsewhere. */
const ASSET_FILE = /^[\w.-]+\.(?:js|css)$/;

const isAssetFile = (value: unknown): value is string => typeof value === 'string' && ASSET_FILE.test(value);

/** The screen address of a hash URL: `#/app-h/x?y=1` is `/app-h/x`; no hash is the login page `/`. */
export function screenPath(hash: string): string {
  return hash.slice(1).split('?')[0] || '/';
}

/** The build's files read from index.html's JSON (the build writes it), or undefined when it is missing or not JSON. */
export function parseBuildFiles(text: string | null | undefined): BuildFiles | undefined {
  try {
    return JSON.parse(text ?? '') as BuildFiles;
  } catch {
    return undefined;
  }
}

/** The stored hints of `build`; anything else (another build, a malformed value) is none. */
function parseStored(text: string | null, build: string): StoredHints['screens'] {
  try {
    const value = JSON.parse(text ?? '') as { build?: unknown; screens?: unknown };
    if (value.build !== build || !Array.isArray(value.screens)) return [];
    return (value.screens as unknown[]).filter((screen): screen is StoredHints['screens'][number] => {
      const candidate = screen as { path?: unknown; files?: unknown } | null;
      return typeof candidate?.path === 'string' && Array.isArray(candidate.files);
    });
  } catch {
    return [];
  }
}

/** The files recorded for `path` by this build, or undefined when none were. */
export function recordedFiles(stored: string | null, build: string, path: string): readonly string[] | undefined {
  return parseStored(stored, build).find((candidate) => candidate.path === path)?.files;
}

/**
 * The files to fetch before the entry asks for them: the language's messages, then the login page's
 * files for a visitor without a session, or the files this browser recorded for the address when
 * signed in (none recorded: the messages only). No file twice.
 */
export function filesToPreload(input: { readonly build: BuildFiles; readonly stored: string | null; readonly signedIn: boolean; readonly path: string; readonly language: string | null }): string[] {
  const messages = input.build.messages[input.language === 'en' ? 'en' : 'es'];
  const screen = input.signedIn ? (recordedFiles(input.stored, input.build.build, input.path) ?? []) : input.build.signedOut;
  // Every name is checked again where it is used: a stored value cannot make the page fetch another URL.
  return [...new Set([messages, ...screen])].filter(isAssetFile);
}

/**
 * The stored hints once `files` are recorded for `path`: that address first, its earlier record
 * replaced, at most {@link MAX_SCREENS} addresses; hints of another build are dropped.
 */
export function recordScreen(stored: string | null, build: string, path: string, files: readonly string[]): string {
  const screen = { path, files: [...new Set(files.filter(isAssetFile))] };
  const screens = [screen, ...parseStored(stored, build).filter((candidate) => candidate.path !== path)].slice(0, MAX_SCREENS);
  return JSON.stringify({ build, screens } satisfies StoredHints);
}

/** The name of a file of the assets folder at `assetsUrl` (`…/assets/`), or undefined for any other URL. */
export function assetFileOf(url: string, assetsUrl: string): string | undefined {
  const name = url.slice(assetsUrl.length);
  return url.startsWith(assetsUrl) && isAssetFile(name) ? name : undefined;
}

/** A resource the page fetched, as the Resource Timing API reports it. */
export interface FetchedResource {
  readonly name: string;
  readonly initiatorType: string;
  readonly startTime: number;
}

/**
 * The files a screen fetched: scripts and style sheets of the assets folder asked for since `since`
 * by a module import or a preload link (a worker's script is not one: preloading it would fetch it
 * twice), except those index.html names itself.
 */
export function screenFiles(resources: readonly FetchedResource[], input: { readonly since: number; readonly assetsUrl: string; readonly inDocument: ReadonlySet<string> }): string[] {
  return resources
    .filter((resource) => resource.startTime >= input.since && (resource.initiatorType === 'script' || resource.initiatorType === 'link'))
    .map((resource) => assetFileOf(resource.name, input.assetsUrl))
    .filter((file): file is string => file !== undefined && !input.inDocument.has(file));
}
