/** Printable ASCII only: nothing in it decomposes or carries a mark. */
const PRINTABLE_ASCII = /^[ -~]*$/;

/**
 * Lower case without accents or other combining marks, so 'castaño' finds 'CASTAÑO', 'Martinez'
 * finds 'Martínez' and 'vacunacion' finds 'Vacunación'. The text is decomposed (Unicode NFD) and
 * its combining diacritical marks (U+0300–U+036F) dropped, then lower-cased; 'ñ' becomes 'n'.
 */
export function foldText(text: string): string {
  // Lower-casing is enough for such text (long client lists are mostly of it).
  if (PRINTABLE_ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The words of a search, folded ({@link foldText}): split at white space, empty words dropped. */
export function searchWords(query: string): string[] {
  return foldText(query)
    .split(/\s+/)
    .filter((word) => word !== '');
}

function containsEvery(foldedHaystack: string, words: readonly string[]): boolean {
  return words.every((word) => foldedHaystack.includes(word));
}

/**
 * The product's one word search (the global search of every table; spec 1 §2.8 "searchable table",
 * spec 3 §2 "global search"): a text matches a query when every word of the query appears somewhere
 * in the text, in any order and as part of a longer word, ignoring case and accents
 * ({@link foldText}). A query without words (empty or blank) matches every text. Not in the spec:
 * the rule itself; the spec only names the searches.
 */
export function matchesWords(haystack: string, query: string): boolean {
  return containsEvery(foldText(haystack), searchWords(query));
}

/**
 * The rows that match `query` by the rule of {@link matchesWords}, in their order (so a list sorted
 * once can be searched again at every keystroke). `foldedText` gives a row's searchable text already
 * folded: the query is folded once per call, and each row's text as often as `foldedText` folds it
 * (see {@link foldedOnce} to fold each row only once). A query without words keeps every row.
 */
export function searchByWords<T>(rows: readonly T[], query: string, foldedText: (row: T) => string): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => containsEvery(foldedText(row), words));
}

/**
 * Folds the searchable text of each row once, the first time it is asked for, and remembers it for
 * as long as the row object lives. Rows must be immutable: a changed row is a new object.
 */
export function foldedOnce<T extends object>(text: (row: T) => string): (row: T) => string {
  const folded = new WeakMap<T, string>();
  return (row) => {
    let haystack = folded.get(row);
    if (haystack === undefined) {
      haystack = foldText(text(row));
      folded.set(row, haystack);
    }
    return haystack;
  };
}
