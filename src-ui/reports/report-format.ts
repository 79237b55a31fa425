import { monthName, type Language } from '@domain/shared-kernel';
import type { MonthSpan, YearMonth } from '@domain/reports';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = locale === 'en' ? 'en-GB' : 'es-ES';
  const id = `${tag}|${key}`;
  let found = cache.get(id);
  if (found === undefined) {
    found = new Intl.NumberFormat(tag, options);
    cache.set(id, found);
  }
  return found;
}

/** Narrow spaces and no-break spaces as plain ones, so texts compare and wrap alike. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

/** Euros, as the interface's language writes them ('es': 1.234,50 €), with grouping from 1.000 on. */
export function formatMoney(value: number, locale: string): string {
  return plain(formatter(locale, 'money', { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(value));
}

/** A percentage given in percent (4.5 → '4,5 %'), one decimal; with its sign when `signed`. */
export function formatPercent(percent: number, locale: string, signed = false): string {
  return plain(formatter(locale, signed ? 'pct-signed' : 'pct', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: signed ? 'exceptZero' : 'auto' }).format(percent / 100));
}

/** A plain figure with up to two decimals ('es': 2,35). */
export function formatNumber(value: number, locale: string, digits = 2): string {
  return plain(formatter(locale, `n${digits}`, { maximumFractionDigits: digits, useGrouping: 'always' }).format(value));
}

/** A month's name and year: 'octubre 2026'. */
export function monthText(month: YearMonth, language: Language): string {
  return `${monthName(month.month, language) ?? month.month} ${month.year}`;
}

/** A month's name in three letters, for a chart's axis: 'oct' ('Oct' in English). */
export function monthAbbreviation(month: number, language: Language): string {
  return (monthName(month, language) ?? String(month)).slice(0, 3);
}

/** A month in three letters and its year: 'oct 2026'. */
function shortMonthYear(month: YearMonth, language: Language): string {
  return `${monthAbbreviation(month.month, language)} ${month.year}`;
}

/**
 * A run of months by its first and last month, 'nov 2025 – oct 2026'; a calendar year by its number,
 * '2026'. A period across a new year is never named by one year: half its months would carry the
 * wrong one.
 */
export function periodText(span: MonthSpan, language: Language): string {
  if (span.first.year === span.last.year && span.first.month === 1 && span.last.month === 12) return String(span.first.year);
  return `${shortMonthYear(span.first, language)} – ${shortMonthYear(span.last, language)}`;
}

/** A quarter of a period by its months, 'nov–ene' (its year follows from the period it belongs to). */
export function quarterText(span: MonthSpan, language: Language): string {
  return `${monthAbbreviation(span.first.month, language)}–${monthAbbreviation(span.last.month, language)}`;
}

/** The interface's language as the domain names it. */
export function languageOf(locale: string): Language {
  return locale === 'en' ? 'en' : 'es';
}
