// Looking a text up in a catalogue. Catalogues are keyed by the English text itself (as gettext and Lingui
// are): the English is the source, written once in the spec's message constants and the components, and a
// translator sees it next to the translation (lib/i18n/messages/*.json). A text with no translation stays English.
// A translation is built from an id and its values (lib/kernel/message.ts), never recovered from a finished
// English sentence: a composed text must have been written as a Message, or through composed().
import { composedMessage, fill, isMessage, type Message, type MessageValues } from '@/lib/kernel/message';

export type Catalogue = Readonly<Record<string, string>>;
/** Values of a text filled in as they are (RichText, fill). */
export type Values = Readonly<Record<string, string | number>>;
export { fill };

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of a text's placeholders ('Hello {name}' → ['name']), sorted. */
export const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();

/** `english` (a catalogue key) in the catalogue's language, with `values` filled in; a Message value is translated too. */
export function translate(catalogue: Catalogue | null | undefined, english: string | Message, values?: MessageValues): string {
  if (isMessage(english)) return translate(catalogue, english.id, english.values ?? {});
  if (!values) {
    const built = composedMessage(english);
    if (built) return translate(catalogue, built);
  }
  const text = catalogue && Object.hasOwn(catalogue, english) ? catalogue[english] : english;
  if (!values) return text;
  return fill(text, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, isMessage(v) ? translate(catalogue, v) : v])));
}

/** A text's markup tags ('Read the <link>terms</link>' → ['link']), sorted: a translation keeps the same. */
export const tagsOf = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

export type RichPart = string | { tag: string; text: string };
/**
 * A whole sentence with marked words ('I agree to the <link>terms</link>.'): the sentence is one catalogue
 * entry, so a translation can put the marked words where its word order wants them (Assamese and Hindi put
 * the verb last). Tags do not nest; the page decides what a tag becomes (components/i18n/rich-text.tsx). Split
 * before any {placeholder} is filled, so a value (a code, an address) can never add a tag.
 */
export function richParts(text: string): RichPart[] {
  const parts: RichPart[] = [];
  let at = 0;
  for (const m of text.matchAll(/<(\w+)>(.*?)<\/\1>/gs)) {
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push({ tag: m[1], text: m[2] });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

export type Translator = (english: string | Message, values?: MessageValues) => string;
export const translatorFor = (catalogue: Catalogue | null | undefined): Translator => (english, values) => translate(catalogue, english, values);
