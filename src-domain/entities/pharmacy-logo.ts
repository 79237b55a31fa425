import type { WizardFieldError } from './wizard-fields';

/** The logo limit in the spec's kilobytes (spec 3 §9 "Logo limit 800 KB"). */
export const LOGO_LIMIT_KB = 800;

/** The divisor the spec turns bytes into kilobytes with (spec 3 §5 "size divided by 1014"). */
export const LOGO_BYTES_PER_KB = 1014;

/**
 * A logo must be under 800 KB, its size in bytes divided by 1014 (sic), else INVALID (spec 3 §5).
 * Not in the spec: a pharmacy may have no logo (`undefined` is accepted); a negative or non-finite size
 * is INVALID.
 */
export function logoError(sizeInBytes: number | undefined): WizardFieldError | undefined {
  if (sizeInBytes === undefined) return undefined;
  const valid = Number.isFinite(sizeInBytes) && sizeInBytes >= 0 && sizeInBytes / LOGO_BYTES_PER_KB < LOGO_LIMIT_KB;
  return valid ? undefined : 'INVALID';
}
