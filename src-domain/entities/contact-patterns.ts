/**
 * A phone number of the entity wizard starts with 9, 6 or 7 followed by 8 to 12 digits, nothing else
 * (spec 3 §5 "Phone starts with 9, 6 or 7 followed by 8 to 12 digits"). It is the wizard's own rule:
 * the spec states different phone rules for SMS recipients (spec 2 §5) and for the campaign-reports list
 * (spec 1 §5). The wizard's e-mail fields use the shared email rule, `isValidEmail` of the shared kernel.
 */
export function isValidPhone(value: string): boolean {
  return /^[967]\d{8,12}$/.test(value);
}
