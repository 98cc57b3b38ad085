// What a content seed is (issue 35): the items of one type as the site had them in code, written once by key so a
// start never overwrites what staff changed since. Their Assamese and Hindi come from the catalogues the pages used
// (lib/i18n/messages): each item is written by a function of a translator, called once per language; a translated
// field that came out the same as the English (no catalogue entry) is left out, so the page marks it lang="en".
import { catalogueFor } from '@/lib/i18n/catalogues';
import type { Translator } from '@/lib/i18n/translate';
import type { AnyContentType, Translations } from '../content-type';

type Data = Record<string, unknown>;
export type SeedItem = { key: string; data: Translations<Data> };
/** One item as the code had it: its key, and its fields written with a translator (the English, or a catalogue). */
export type SeedEntry = { key: string; write: (t: Translator) => Data };
export type ContentSeed = { type: Pick<AnyContentType, 'type' | 'translatable'>; entries: () => SeedEntry[] };

/** `text` in the catalogue's language, or the English when the catalogue has no entry. */
function translatorOf(locale: 'as' | 'hi'): Translator {
  const catalogue = catalogueFor(locale) ?? {};
  return (english) => (typeof english === 'string' && Object.hasOwn(catalogue, english) ? catalogue[english] : String(english));
}

const english: Translator = (text) => String(text);

/** Paragraphs as the rich text a page renders (./rich-text.ts keeps <p>); the text is escaped. */
export const paragraphs = (list: readonly string[]) =>
  list.map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`).join('');

/** A list field: one entry per line. */
export const lines = (list: readonly string[]) => list.join('\n');

/** The English texts a seed's items are written from: the catalogues' keys for them (tests/unit/english-sources.ts). */
export function seedTexts(seed: ContentSeed): string[] {
  const texts: string[] = [];
  for (const { write } of seed.entries()) write((text) => { texts.push(String(text)); return String(text); });
  return texts;
}

/** The seed's items, each in English and in each language the catalogues translate it to. */
export const seedItems = (seed: ContentSeed): SeedItem[] => seed.entries().map(({ key, write }) => seedItem(seed.type, key, write));

function seedItem(type: Pick<AnyContentType, 'translatable'>, key: string, write: (t: Translator) => Data): SeedItem {
  const en = write(english);
  const data: Translations<Data> = { en };
  for (const locale of ['as', 'hi'] as const) {
    const words = write(translatorOf(locale));
    const own = Object.fromEntries(type.translatable.filter((k) => typeof words[k] === 'string' && words[k] !== '' && words[k] !== en[k]).map((k) => [k, words[k]]));
    if (Object.keys(own).length) data[locale] = own;
  }
  return { key, data };
}
