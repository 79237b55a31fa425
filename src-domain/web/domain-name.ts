/** A protocol prefix the domain input may start with. */
const PROTOCOL_PREFIX = /^https?:\/\//i;

/** A label of a domain name: letters, digits and inner hyphens, at most 63 characters. */
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const isBlank = (char: string): boolean => /\s/.test(char);

/**
 * Cleans a typed domain of its protocol prefix and trailing slash: 'https://farmacia.es/' becomes
 * 'farmacia.es' (spec 3 §5 "Domain input is cleaned of the protocol prefix and trailing slash").
 * Not in the spec: surrounding spaces, repeated prefixes ('https://http://') and repeated trailing
 * slashes go too, so that cleaning a cleaned domain changes nothing.
 */
export function cleanDomain(input: string): string {
  let start = 0;
  for (;;) {
    while (start < input.length && isBlank(input.charAt(start))) start += 1;
    const prefix = PROTOCOL_PREFIX.exec(input.slice(start, start + 'https://'.length));
    if (prefix === null) break;
    start += prefix[0].length;
  }
  let end = input.length;
  while (end > start && (isBlank(input.charAt(end - 1)) || input.charAt(end - 1) === '/')) end -= 1;
  return input.slice(start, end);
}

/**
 * Whether a cleaned domain looks like a host name, before a catalogue export is requested (spec 3 §8
 * 'Por favor, comprueba que el dominio introducido sea válido.'). Not in the spec: the rule itself; two
 * or more dot-separated labels of letters, digits and inner hyphens, at most 63 characters each, the
 * last one of letters only, 253 characters in all.
 */
export function isValidDomain(domain: string): boolean {
  const labels = domain.split('.');
  const topLevel = domain.slice(domain.lastIndexOf('.') + 1);
  return (
    domain.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => label.length <= 63 && DOMAIN_LABEL.test(label)) &&
    /^[a-z]+$/i.test(topLevel)
  );
}
