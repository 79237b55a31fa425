import { gsmSeptets } from './gsm-alphabet';

/** A text of at most this many units goes as one SMS (spec 2 §5, §9: 160 single). */
export const SMS_SINGLE_MAX_UNITS = 160;

/** Units per part of a multipart SMS: 160 less the 7 septets of the concatenation header (GSM 03.40). */
export const SMS_PART_UNITS = 153;

/** The longest text the product sends (spec 2 §5, §9: 306 multipart). */
export const SMS_MAX_UNITS = 306;

/** The length of an SMS text as the SMS form shows it (spec 2 §5). */
export interface SmsMeasure {
  /** GSM-7 septets: 1 per basic character, 2 per extension character, 1 per invalid character. */
  units: number;
  /** How many SMS a carrier sends the text as; 0 for an empty text. */
  segments: number;
  /** The distinct characters outside GSM-7, in order of first appearance (one code point each). */
  invalidCharacters: string[];
  /** No invalid character and at most 306 units: the text may be sent. */
  withinLimit: boolean;
}

/**
 * Measures an SMS text, reading it code point by code point (spec 2 §5): basic GSM-7 characters count 1,
 * the extension set counts 2, and up to 160 units go as one SMS; longer texts go in parts of 153 units,
 * an extension character never being split across two parts.
 * Not in the spec: an invalid character counts 1 unit (a character in the length indicator) and segments
 * are counted as if it were GSM-7; such a text is never `withinLimit`, so it is not sent.
 */
export function measureSms(text: string): SmsMeasure {
  const costs: number[] = [];
  const invalid = new Set<string>();
  for (const character of text) {
    const septets = gsmSeptets(character);
    if (septets === undefined) invalid.add(character);
    costs.push(septets ?? 1);
  }
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  return {
    units,
    segments: countSegments(costs, units),
    invalidCharacters: [...invalid],
    withinLimit: invalid.size === 0 && units <= SMS_MAX_UNITS,
  };
}

function countSegments(costs: readonly number[], units: number): number {
  if (units === 0) return 0;
  if (units <= SMS_SINGLE_MAX_UNITS) return 1;
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > SMS_PART_UNITS) {
      segments += 1;
      used = 0;
    }
    used += cost;
  }
  return segments;
}
