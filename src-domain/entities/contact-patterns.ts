/**
 * A phone number starts with 9, 6 or 7 followed by 8 to 12 digits, nothing else (spec 3 §5
 * "Phone starts with 9, 6 or 7 followed by 8 to 12 digits").
 */
export function isValidPhone(value: string): boolean {
  return /^[967]\d{8,12}$/.test(value);
}

/**
 * An e-mail address is a local part without spaces or '@', an '@', and a domain of at least two
 * dot-separated labels without spaces or '@' (spec 3 §5 "E-mail must match a pattern"). Not in the spec:
 * the pattern itself; it is chosen so that no part can match the same text two ways, which keeps the
 * check linear in the length of the value (no catastrophic backtracking, ASVS 1.3.12).
 */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value);
}
