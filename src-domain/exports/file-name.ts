/** The longest file name {@link safeFileName} returns, extension included (security guide A.7 row 13). */
export const FILE_NAME_MAX_LENGTH = 150;

/** The name used when nothing usable is left of the given one. Not in the spec: ours. */
export const DEFAULT_FILE_NAME = 'export';

/** Characters Windows forbids in file names. */
const FORBIDDEN_CHARACTERS = '/\\:*?"<>|';

/** Bidirectional controls (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) that can disguise an extension. */
function isBidiControl(code: number): boolean {
  return code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/** Whether a character is removed: forbidden by Windows, a C0 or C1 control (NUL included) or a bidi control. */
function isUnsafe(char: string): boolean {
  const code = char.charCodeAt(0);
  return FORBIDDEN_CHARACTERS.includes(char) || code < 0x20 || (code >= 0x7f && code <= 0x9f) || isBidiControl(code);
}

/** Device names Windows reserves whatever the extension (CON.csv opens the console). */
const RESERVED_WINDOWS_NAME = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/** A trailing extension: a dot and 1 to 10 letters or digits. */
const EXTENSION = /\.([a-z0-9]{1,10})$/i;

function isDotOrSpace(char: string | undefined): boolean {
  return char === '.' || char === ' ';
}

/** `text` without trailing dots and spaces (a loop, so that no regular expression backtracks). */
function trimEnd(text: string): string {
  let end = text.length;
  while (isDotOrSpace(text[end - 1])) end -= 1;
  return text.slice(0, end);
}

/**
 * Turns each whitespace character into a space and removes unsafe ones, then collapses runs of spaces
 * into one and trims trailing dots and spaces.
 */
function tidy(text: string): string {
  const collapsed = Array.from(text)
    .map((char) => (/\s/.test(char) ? ' ' : isUnsafe(char) ? '' : char))
    .join('')
    .replace(/ {2,}/g, ' ');
  return trimEnd(collapsed);
}

/** {@link tidy}, and leading dots and spaces trimmed too. */
function clean(text: string): string {
  const tidied = tidy(text);
  let start = 0;
  while (isDotOrSpace(tidied[start])) start += 1;
  return tidied.slice(start);
}

/** The first `length` code points of `text`, without trailing dots and spaces. */
function truncate(text: string, length: number): string {
  return trimEnd(Array.from(text).slice(0, length).join(''));
}

/**
 * A file name that is safe to download (ASVS 5.4.2; security guide A.7 row 13): the Windows-forbidden
 * characters / \ : * ? " < > |, control characters and bidirectional controls are removed, whitespace
 * runs become one space, leading and trailing dots and spaces are trimmed, and the result has at most
 * {@link FILE_NAME_MAX_LENGTH} characters (code points) with its extension (the last '.' and 1–10
 * letters or digits) kept. When no name is left, `fallback` (cleaned the same way, else
 * {@link DEFAULT_FILE_NAME}) is used with the extension; a Windows device name (CON, NUL, COM1…) gets a
 * leading '_'. Not in the spec: all of it (the spec builds names from campaign and report names).
 */
export function safeFileName(name: string, fallback: string = DEFAULT_FILE_NAME): string {
  const tidied = tidy(name);
  const extension = EXTENSION.exec(tidied)?.[0] ?? '';
  const base = clean(tidied.slice(0, tidied.length - extension.length)) || clean(fallback) || DEFAULT_FILE_NAME;
  const safeBase = RESERVED_WINDOWS_NAME.test(base) ? `_${base}` : base;
  return `${truncate(safeBase, FILE_NAME_MAX_LENGTH - extension.length)}${extension}`;
}
