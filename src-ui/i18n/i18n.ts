import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@domain/shared-kernel';

/** The product's languages (spec 1 §1): Spanish by default, English second. */
export const LANGUAGES: readonly Language[] = ['es', 'en'];

const LANGUAGE_KEY = 'backoffice.ui.language';
/** Each language's compiled catalogue, fetched only when that language is used. */
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  es: () => import('../locales/es/messages'),
  en: () => import('../locales/en/messages'),
};

/** The language chosen last on this browser, Spanish by default. */
export function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return value === 'en' ? 'en' : 'es';
  } catch {
    return 'es';
  }
}

/** Switches the interface language, remembers it and sets the document's language. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // The choice lasts for this page only.
  }
}

/** The active language. */
export function currentLanguage(): Language {
  return i18n.locale === 'en' ? 'en' : 'es';
}

export { i18n };
