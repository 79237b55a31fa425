/**
 * How the personal data of a client who has not signed the data-protection consent is shown and
 * exported (spec 2 §2 "Client panel", §7 Excel download's obfuscateWhenNotLopd). The spec names the
 * rule but not its shape; ours keeps enough to recognise a client the pharmacy already knows, and
 * nothing that would let the data be used:
 * - a name keeps the first letter of each word: 'Ana García' → 'A** G*****';
 * - an email keeps the first character of its user (none of a one-character user) and its domain:
 *   'ana@correo.es' → 'a**@correo.es', 'a@correo.es' → '*@correo.es';
 * - a phone, a card or any other value keeps its last 3 characters: '612345678' → '******678'.
 * Empty values stay empty. Characters are counted as code points.
 */
export type PersonalField = 'name' | 'email' | 'phone' | 'other';

const MASK = '*';

function maskWord(word: string): string {
  const [first = '', ...rest] = Array.from(word);
  return first + MASK.repeat(rest.length);
}

/** The value of personal field `field` as shown for a client without consent (see the rule above). */
export function obfuscatePersonalValue(field: PersonalField, value: string): string {
  if (value === '') return '';
  if (field === 'name') return value.split(/(\s+)/).map((part) => (/^\s+$/.test(part) ? part : maskWord(part))).join('');
  if (field === 'email') {
    const at = value.lastIndexOf('@');
    const user = value.slice(0, at);
    if (at > 0) return (Array.from(user).length > 1 ? maskWord(user) : MASK) + value.slice(at);
  }
  const characters = Array.from(value);
  const kept = Math.min(3, Math.max(0, characters.length - 1));
  return MASK.repeat(characters.length - kept) + characters.slice(characters.length - kept).join('');
}
