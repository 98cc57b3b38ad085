// Looking a text up in a catalogue. Catalogues are keyed by the English text itself (as gettext is): the
// English is the source, written once in the spec's message constants and the components, and a translator
// sees it next to the translation (lib/i18n/messages/*.json). A text with no translation stays English.
export type Catalogue = Readonly<Record<string, string>>;
export type Values = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of a text's placeholders ('Hello {name}' → ['name']), sorted. */
export const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();

export function translate(catalogue: Catalogue | null | undefined, english: string, values?: Values): string {
  const text = (catalogue && Object.hasOwn(catalogue, english) ? catalogue[english] : undefined) ?? english;
  return values ? text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole)) : text;
}

export type Translator = (english: string, values?: Values) => string;
export const translatorFor = (catalogue: Catalogue | null | undefined): Translator => (english, values) => translate(catalogue, english, values);
