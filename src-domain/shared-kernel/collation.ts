import { foldText } from './word-search';

let collator: Intl.Collator | undefined;

/**
 * Compares two texts in Spanish order, as every sorted list of the product does: case and accents
 * ignored, runs of digits as numbers ('Farmacia 2' before 'Farmacia 10'). Negative when `a` comes
 * first, positive when `b` does, 0 when the two read the same.
 *
 * The collator is made on the first comparison: making one loads the language's collation data, a
 * cost the first screen, which sorts nothing, does not pay.
 */
export function compareSpanish(a: string, b: string): number {
  collator ??= new Intl.Collator('es', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

/**
 * The signs a key keeps, in the order the collator gives them (after the space, before the digits),
 * each replaced by a character in that order: `-` `,` `.` `'`.
 */
const SIGNS: Readonly<Record<string, string>> = { '-': '!', ',': '"', '.': '#', "'": '$' };
/** Longest run of digits a key encodes; a longer one (never a name's) leaves the text to the collator. */
const MAX_DIGITS = 40;

let latin1Bases: readonly (string | undefined)[] | undefined;

/**
 * The base letter of each letter of Latin-1 from U+00C0 to U+00FF, folded ({@link foldText}: Á → a,
 * ç → c); `undefined` for those that have none (æ, ø, ß, ×). Made on first use.
 */
function latin1Base(code: number): string | undefined {
  latin1Bases ??= Array.from({ length: 0x40 }, (_, offset) => {
    const base = foldText(String.fromCharCode(0xc0 + offset));
    return /^[a-z]$/.test(base) ? base : undefined;
  });
  return latin1Bases[code - 0xc0];
}

/**
 * A key whose plain code-point order is the Spanish order of `text` ({@link compareSpanish}), for the
 * texts lists hold: ASCII letters, the accented letters of Latin-1, ñ, spaces, digits and the signs
 * `-` `,` `.` `'`. Case and accents are dropped, as the comparison ignores them; ñ, a letter of its own
 * after n, becomes `n{` (after n followed by any other letter, before o); a run of digits becomes its
 * length (one character between the signs and the letters, as digits sort in Spanish) followed by its
 * digits without leading zeros, so that 2 comes before 10. Any other character gives `undefined`: such
 * a text is compared by the collator.
 */
export function spanishSortKey(text: string): string | undefined {
  let key = '';
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code >= 0x30 && code <= 0x39) {
      let end = index;
      while (end < text.length && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end += 1;
      let start = index;
      while (start < end - 1 && text.charCodeAt(start) === 0x30) start += 1;
      if (end - start > MAX_DIGITS) return undefined;
      key += String.fromCharCode(0x30 + end - start) + text.slice(start, end);
      index = end;
      continue;
    }
    if (code >= 0x61 && code <= 0x7a) key += text[index];
    else if (code >= 0x41 && code <= 0x5a) key += String.fromCharCode(code + 0x20);
    else if (code === 0x20) key += ' ';
    else if (code === 0xf1 || code === 0xd1) key += 'n{';
    else {
      const replacement = code >= 0xc0 && code <= 0xff ? latin1Base(code) : SIGNS[text[index] ?? ''];
      if (replacement === undefined) return undefined;
      key += replacement;
    }
    index += 1;
  }
  return key;
}

interface Keyed<T> {
  readonly row: T;
  readonly text: string;
  readonly key: string | undefined;
}

/**
 * Sorts rows by a text of each in Spanish order ({@link compareSpanish}), ascending or descending,
 * with `tieBreak` for rows whose texts read the same; the input is left as it was. The order is the
 * collator's; each text's {@link spanishSortKey} is computed once, so that a list of thousands of rows
 * sorts in a few milliseconds rather than the collator's hundred.
 */
export function sortBySpanishText<T>(rows: readonly T[], textOf: (row: T) => string, direction: 'asc' | 'desc', tieBreak: (a: T, b: T) => number): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const keyed: Keyed<T>[] = rows.map((row) => {
    const text = textOf(row);
    return { row, text, key: spanishSortKey(text) };
  });
  const compare = (a: Keyed<T>, b: Keyed<T>): number => {
    if (a.key !== undefined && b.key !== undefined) return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    return compareSpanish(a.text, b.text);
  };
  keyed.sort((a, b) => sign * compare(a, b) || tieBreak(a.row, b.row));
  return keyed.map((entry) => entry.row);
}
