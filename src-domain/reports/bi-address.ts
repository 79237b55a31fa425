import { err, ok, type Result } from '@domain/shared-kernel';

/** Why a BI answer cannot become a frame's address. */
export type BiAddressError = 'NO_PARAMETERS' | 'UNSAFE_ADDRESS';

/**
 * The embedded BI report's address (spec 3 §7: the newBi answer "is used as parameters of an embedded
 * report address"): the configured report address with each answer field as a query parameter, in the
 * answer's order. Only an https address, or a path of the application itself (the memory profile's
 * simulated service, '/…' but not '//…'), may be framed; an answer without any parameter cannot open a
 * report. Not in the spec: a query already on the configured address is kept and the answer's
 * parameters follow it; a fragment stays last.
 */
export function biReportAddress(base: string, parameters: Readonly<Record<string, string>>): Result<string, BiAddressError> {
  const entries = Object.entries(parameters);
  if (entries.length === 0) return err('NO_PARAMETERS');
  const address = base.trim();
  const safe = /^https:\/\/[^\s/?#]+/i.test(address) || /^\/(?!\/)[^\s]*$/.test(address);
  if (!safe || /\s/.test(address)) return err('UNSAFE_ADDRESS');
  const hashAt = address.indexOf('#');
  const [main, hash] = hashAt < 0 ? [address, ''] : [address.slice(0, hashAt), address.slice(hashAt)];
  const query = entries.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  const joiner = !main.includes('?') ? '?' : main.endsWith('?') || main.endsWith('&') ? '' : '&';
  return ok(`${main}${joiner}${query}${hash}`);
}
