/** The filters whose options are searched on the server as the user types (spec 2 §5, §7). */
export const SEARCHABLE_FILTERS = ['productCodes', 'laboratories', 'brands', 'description'] as const;

/** One of the {@link SEARCHABLE_FILTERS}. */
export type SearchableFilter = (typeof SEARCHABLE_FILTERS)[number];

/** A search starts only when the trimmed text is longer than this many characters (spec 2 §5, §9). */
export const SEARCH_MIN_EXCLUSIVE_LENGTH = 2;

/**
 * The term to search for, or undefined when no search should start: the text is trimmed and must be
 * longer than 2 characters (spec 2 §5 "Async searches ... start only when the trimmed text is longer
 * than 2 characters"). Not in the spec: characters are counted as code points.
 */
export function searchTerm(text: string): string | undefined {
  const trimmed = text.trim();
  return Array.from(trimmed).length > SEARCH_MIN_EXCLUSIVE_LENGTH ? trimmed : undefined;
}
