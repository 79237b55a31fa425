/**
 * A number as a person types it in Spanish: digits, a decimal comma where decimals are allowed, dots
 * grouping thousands, and a minus sign. The field keeps the text; these read and write it. A minus sign
 * is kept, never dropped: a field that refuses negative numbers says so beside it (its rules), rather
 * than turning "-5" into 5 without a word.
 */

/** The longest text a typed number keeps: more digits than any filter means. */
export const TYPED_NUMBER_MAX_LENGTH = 12;

const GROUPED = /^\d{1,3}(\.\d{3})+(,\d*)?$/;

/** A minus sign as it may be typed: the hyphen, or the minus of a symbols keyboard. */
const MINUS = /[-\u2212]/;

/**
 * The text as the field keeps it: a minus sign, digits, and where `decimals` are allowed one decimal
 * comma. A minus sign typed anywhere makes the number negative and stands first ("5-" → "-5"). Dots
 * that group thousands ("1.200", "1.200,50") are kept; any other dot is the decimal separator typed on
 * a keypad and becomes the comma ("12.5" → "12,5"), or goes where there are no decimals. Anything else
 * (letters, a plus sign, spaces, a second comma or minus) goes. At most
 * {@link TYPED_NUMBER_MAX_LENGTH} characters, the sign included.
 */
export function cleanTypedNumber(text: string, decimals: boolean): string {
  const sign = MINUS.test(text) ? '-' : '';
  const kept = text.replace(/[^\d.,]/g, '').slice(0, TYPED_NUMBER_MAX_LENGTH - sign.length);
  if (GROUPED.test(kept) && (decimals || !kept.includes(','))) return sign + kept;
  let out = sign;
  let comma = false;
  for (const character of kept) {
    if (character === ',' || character === '.') {
      if (decimals && !comma) {
        out += ',';
        comma = true;
      }
    } else out += character;
  }
  return out;
}

/**
 * The number a field's text means, or null when it means none yet: empty, only a comma or only a minus
 * sign. Read after {@link cleanTypedNumber}: thousands dots are skipped and the comma is the decimal
 * point; a trailing comma ("6," on the way to "6,5") reads as the number before it; a leading minus
 * makes it negative ("-5" is -5).
 */
export function readTypedNumber(text: string): number | null {
  const plain = text.replace(/\./g, '').replace(',', '.');
  if (!/\d/.test(plain)) return null;
  const value = Number(plain.endsWith('.') ? plain.slice(0, -1) : plain);
  return Number.isFinite(value) ? value : null;
}

/** A number as the field shows it: no grouping, a decimal comma; null shows as an empty field. */
export function writeTypedNumber(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 10 }).replace('.', ',');
}
