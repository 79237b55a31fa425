import { measureSms, type SmsMeasure } from './sms-measure';

/**
 * Characters outside GSM-7 and the GSM-7 text that looks like each one. Not in the spec: the SMS form
 * only lists invalid characters; this table lets it offer a fix. Every replacement is basic GSM-7.
 */
export const GSM_LOOKALIKES: Readonly<Record<string, string>> = {
  á: 'a',
  â: 'a',
  ã: 'a',
  ê: 'e',
  ë: 'e',
  í: 'i',
  î: 'i',
  ï: 'i',
  ó: 'o',
  ô: 'o',
  õ: 'o',
  ú: 'u',
  û: 'u',
  Á: 'A',
  À: 'A',
  Â: 'A',
  Ã: 'A',
  È: 'E',
  Ê: 'E',
  Ë: 'E',
  Í: 'I',
  Ì: 'I',
  Î: 'I',
  Ï: 'I',
  Ó: 'O',
  Ò: 'O',
  Ô: 'O',
  Õ: 'O',
  Ú: 'U',
  Ù: 'U',
  Û: 'U',
  ç: 'Ç',
  '\u2018': "'", // ‘
  '\u2019': "'", // ’
  '\u201A': "'", // ‚
  '\u2032': "'", // ′
  '\u00B4': "'", // ´
  '`': "'",
  '\u201C': '"', // “
  '\u201D': '"', // ”
  '\u201E': '"', // „
  '\u2033': '"', // ″
  '\u00AB': '"', // «
  '\u00BB': '"', // »
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '-', // figure dash
  '\u2013': '-', // en dash
  '\u2014': '-', // em dash
  '\u2015': '-', // horizontal bar
  '\u2212': '-', // minus sign
  '\u2026': '...', // …
  '\u00A0': ' ', // no-break space
  '\t': ' ',
  '\u2206': 'Δ', // increment sign
  '\u2126': 'Ω', // ohm sign
};

/** One invalid character and the GSM-7 text suggested in its place. */
export interface GsmReplacement {
  readonly character: string;
  readonly replacement: string;
}

/** What replacing the look-alikes of an SMS text gives (see {@link GSM_LOOKALIKES}). */
export interface GsmReplacementReport {
  /** A suggestion per distinct invalid character that has a look-alike, in order of first appearance. */
  readonly suggestions: readonly GsmReplacement[];
  /** The text with every suggestion applied. */
  readonly replaced: string;
  /** The measure of the replaced text; its invalid characters are those without a look-alike. */
  readonly after: SmsMeasure;
}

/**
 * Replaces each invalid character that has a GSM-7 look-alike (á→a, ç→Ç, curly quotes, long dashes, …→...)
 * and keeps every other character. Not in the spec. Idempotent: replacements are GSM-7.
 */
export function replaceGsmLookalikes(text: string): string {
  let replaced = '';
  for (const character of text) replaced += lookalikeOf(character) ?? character;
  return replaced;
}

/**
 * The suggested replacement of each invalid character of `text` and the units and segments the text
 * would take after replacing. Not in the spec.
 */
export function suggestGsmReplacements(text: string): GsmReplacementReport {
  const suggestions: GsmReplacement[] = [];
  for (const character of measureSms(text).invalidCharacters) {
    const replacement = lookalikeOf(character);
    if (replacement !== undefined) suggestions.push({ character, replacement });
  }
  const replaced = replaceGsmLookalikes(text);
  return { suggestions, replaced, after: measureSms(replaced) };
}

/**
 * `text` with every occurrence of one invalid `character` replaced by its look-alike, and the measure of
 * the result; `text` unchanged when the character has no look-alike. Not in the spec: the SMS composer
 * offers the replacements one by one as well as all at once.
 */
export function replaceGsmCharacter(text: string, character: string): { readonly text: string; readonly after: SmsMeasure } {
  const replacement = lookalikeOf(character);
  const replaced = replacement === undefined || character === '' ? text : text.split(character).join(replacement);
  return { text: replaced, after: measureSms(replaced) };
}

const lookalikes = new Map(Object.entries(GSM_LOOKALIKES));

function lookalikeOf(character: string): string | undefined {
  return lookalikes.get(character);
}
