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
