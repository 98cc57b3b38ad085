// The Assamese and Hindi catalogues (lib/i18n/messages/*.json), for the server: pages rendered on the server,
// API answers, mail. The browser gets its page's catalogue from the layout (components/i18n), never both.
import as from './messages/as.json';
import hi from './messages/hi.json';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { translatorFor, type Catalogue, type Translator } from './translate';

/** A catalogue file: `draft` until a native speaker has reviewed it (a deployment warns at start). */
export type CatalogueFile = { language: string; status: 'draft' | 'reviewed'; messages: Record<string, string> };

export const CATALOGUE_FILES: Record<Exclude<Locale, 'en'>, CatalogueFile> = { as: as as CatalogueFile, hi: hi as CatalogueFile };

export function catalogueFor(locale: Locale): Catalogue | null {
  return locale === DEFAULT_LOCALE ? null : CATALOGUE_FILES[locale as Exclude<Locale, 'en'>].messages;
}

export const translatorForLocale = (locale: Locale): Translator => translatorFor(catalogueFor(locale));

/** The languages whose catalogue still awaits a native speaker's review. */
export const draftLocales = () => LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== DEFAULT_LOCALE && CATALOGUE_FILES[l as Exclude<Locale, 'en'>].status === 'draft');
