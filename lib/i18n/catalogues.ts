// The Assamese and Hindi catalogues (lib/i18n/messages/*.json). Each file is one language, in sections that
// say where a text is shown (the translator reads them as headings; the code decides what reaches a browser):
// the server reads every section (pages rendered on the server, API answers, mail), while a browser gets only
// the sections its page's client components show: 'everywhere' on every page (header, footer, menus, error
// panels), 'forms' on pages with a form (components/i18n/form-messages.tsx). Page bodies, terms and mails are
// rendered on the server and never travel to the browser as a catalogue.
import as from './messages/as.json';
import hi from './messages/hi.json';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { translatorFor, type Catalogue, type Translator } from './translate';

export const SECTIONS = ['everywhere', 'forms', 'pages', 'terms', 'mail'] as const;
export type Section = (typeof SECTIONS)[number];
/** The sections a browser may be given; the others are read on the server only. */
export type BrowserSection = Extract<Section, 'everywhere' | 'forms'>;

/** A catalogue file: `draft` until a native speaker has reviewed it (a deployment warns at start). */
export type CatalogueFile = { language: string; status: 'draft' | 'reviewed'; sections: Record<Section, Record<string, string>> };
type Translated = Exclude<Locale, 'en'>;

export const CATALOGUE_FILES: Record<Translated, CatalogueFile> = { as: as as CatalogueFile, hi: hi as CatalogueFile };

/** Every section of a language in one lookup, for the server (built once per language). */
const WHOLE: Record<Translated, Catalogue> = {
  as: Object.assign({}, ...SECTIONS.map((s) => CATALOGUE_FILES.as.sections[s])),
  hi: Object.assign({}, ...SECTIONS.map((s) => CATALOGUE_FILES.hi.sections[s])),
};

export function catalogueFor(locale: Locale): Catalogue | null {
  return locale === DEFAULT_LOCALE ? null : WHOLE[locale as Translated];
}

/** One section for a browser: what the page's client components show (none for English, whose texts are the source). */
export function browserMessages(locale: Locale, section: BrowserSection): Catalogue | null {
  return locale === DEFAULT_LOCALE ? null : CATALOGUE_FILES[locale as Translated].sections[section];
}

export const translatorForLocale = (locale: Locale): Translator => translatorFor(catalogueFor(locale));

/** The languages whose catalogue still awaits a native speaker's review. */
export const draftLocales = () => LOCALES.filter((l): l is Translated => l !== DEFAULT_LOCALE && CATALOGUE_FILES[l as Translated].status === 'draft');
