const formatters = new Map<string, Intl.NumberFormat>();

/** A whole count as the interface's language writes it ('es': 12.345; 'en': 12,345). */
export function formatCount(value: number, locale: string): string {
  const tag = locale === 'en' ? 'en-GB' : 'es-ES';
  let formatter = formatters.get(tag);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    formatters.set(tag, formatter);
  }
  return formatter.format(value);
}

const percentFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A share (0 to 1) as a percentage with one decimal, as the interface's language writes it ('es':
 * 4,5 %; 'en': 4.5%); '—' when there is no share (nothing to divide).
 */
export function formatShare(share: number | undefined, locale: string): string {
  if (share === undefined || !Number.isFinite(share)) return '—';
  const tag = locale === 'en' ? 'en-GB' : 'es-ES';
  let formatter = percentFormatters.get(tag);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    percentFormatters.set(tag, formatter);
  }
  return formatter.format(share).replace(/\u00a0|\u202f/g, ' ');
}
