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

/** The screens' own catalogues (src-ui/locales/<language>/screens/<area>), fetched with their screen. */
const screenCatalogs = import.meta.glob<{ messages: Messages }>('../locales/*/screens/*.ts');
/** The screens whose messages were asked for; a language switch loads them in the new language too. */
const screenAreas = new Set<string>();

async function loadScreenCatalog(language: Language, area: string): Promise<Messages> {
  const load = screenCatalogs[`../locales/${language}/screens/${area}.ts`];
  return load === undefined ? {} : (await load()).messages;
}

/**
 * Adds a screen's messages (its folder under src-ui) to the active language; route loaders call it so
 * a screen's texts arrive with the screen, not with the first page.
 */
export async function loadScreenMessages(area: string): Promise<void> {
  screenAreas.add(area);
  const language = currentLanguage();
  const messages = await loadScreenCatalog(language, area);
  if (currentLanguage() === language) i18n.load(language, messages);
}

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
  const [{ messages }, ...screens] = await Promise.all([catalogs[language](), ...[...screenAreas].map((area) => loadScreenCatalog(language, area))]);
  i18n.loadAndActivate({ locale: language, messages: Object.assign({}, messages, ...screens) as Messages });
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
