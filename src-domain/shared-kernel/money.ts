import type { Language } from './calendar-format';

const formatters: Record<Language, Intl.NumberFormat> = {
  es: new Intl.NumberFormat('es-ES', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }),
  en: new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
};

/**
 * Formats an amount of euros with exactly two decimals and the euro sign (spec 1 §1):
 * 1234.5 → "1.234,50 €" in Spanish, "€1,234.50" in English. A non-finite amount gives ''.
 */
export function formatMoney(amount: number, language: Language = 'es'): string {
  if (!Number.isFinite(amount)) return '';
  // Normalise the non-breaking spaces Intl emits so the text is stable to compare and copy.
  return formatters[language].format(amount).replace(/\u00a0|\u202f/g, ' ');
}
