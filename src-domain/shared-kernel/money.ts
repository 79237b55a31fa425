import type { Language } from './calendar-format';

// Made on first use: a formatter loads its language's data, which the first screen does not need.
const formatters: Partial<Record<Language, Intl.NumberFormat>> = {};
const OPTIONS: Record<Language, [string, Intl.NumberFormatOptions]> = {
  es: ['es-ES', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }],
  en: ['en-GB', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }],
};

/**
 * Formats an amount of euros with exactly two decimals and the euro sign (spec 1 §1):
 * 1234.5 → "1.234,50 €" in Spanish, "€1,234.50" in English. A non-finite amount gives ''.
 */
export function formatMoney(amount: number, language: Language = 'es'): string {
  if (!Number.isFinite(amount)) return '';
  // Normalise the non-breaking spaces Intl emits so the text is stable to compare and copy.
  const formatter = (formatters[language] ??= new Intl.NumberFormat(...OPTIONS[language]));
  return formatter.format(amount).replace(/\u00a0|\u202f/g, ' ');
}
