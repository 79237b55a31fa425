/**
 * The demo's CRM member ids (the client panel's `crm_id`, ADR 30). The real CRM names its members with
 * 24 hexadecimal digits (a database object id); the demo's are made of the pharmacy (8 digits), the
 * client's place in the pharmacy's client table (8 digits) and a check of both under the data set's
 * seed (8 digits), so the CRM demo finds the client a member id names without a table of its own, and
 * an id of another data set, pharmacy or shape names nobody.
 */
const hex8 = (value: number): string => (value >>> 0).toString(16).padStart(8, '0');

/** The check digits of client `index` of pharmacy `eid` under `seed`. */
function check(seed: number, eid: number, index: number): number {
  let mixed = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(eid + 0x27d4eb2f, 0xc2b2ae35) ^ Math.imul(index + 0x165667b1, 0x27d4eb2d);
  mixed = Math.imul(mixed ^ (mixed >>> 15), 0x2c1b3c6d);
  return (mixed ^ (mixed >>> 13)) >>> 0;
}

/** The member id of client `index` (its place in the table) of pharmacy `eid` in the data set of `seed`. */
export function demoMemberIdOf(seed: number, eid: number, index: number): string {
  return `${hex8(eid)}${hex8(index)}${hex8(check(seed, eid, index))}`;
}

/** The pharmacy and client place member id `mid` names in the data set of `seed`; undefined when it names none. */
export function demoMemberOf(seed: number, mid: string): { readonly eid: number; readonly index: number } | undefined {
  if (!/^[0-9a-f]{24}$/.test(mid)) return undefined;
  const eid = Number.parseInt(mid.slice(0, 8), 16);
  const index = Number.parseInt(mid.slice(8, 16), 16);
  return demoMemberIdOf(seed, eid, index) === mid ? { eid, index } : undefined;
}
