// Looking a text up in a catalogue. Catalogues are keyed by the English text itself (as gettext is): the
// English is the source, written once in the spec's message constants and the components, and a translator
// sees it next to the translation (lib/i18n/messages/*.json). A text with no translation stays English.
// A text already filled in ('Registration failed: Invalid mobile number.') is found through its template
// ('Registration failed: {message}'), and the filled-in parts are translated too: the server's answers and
// composed toasts need no second message list.
export type Catalogue = Readonly<Record<string, string>>;
export type Values = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;
/** Without the g flag: a global regex's test() carries lastIndex from one key to the next and skips keys. */
const HAS_PLACEHOLDER = /\{\w+\}/;

/** The names of a text's placeholders ('Hello {name}' → ['name']), sorted. */
export const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();

/** A text with its {placeholders} filled in (unknown names are left as they are). */
export const fill = (text: string, values: Values) =>
  text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

type Template = { pattern: RegExp; names: string[]; key: string };
const templates = new WeakMap<Catalogue, Template[]>();
const translations = new WeakMap<Catalogue, Set<string>>();
/** A template with no word of its own ('{date}, {time}') would match any text with a comma: never looked up in reverse. */
const hasOwnWords = (key: string) => /\p{L}/u.test(key.replace(/\{\w+\}/g, ''));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templatesOf(catalogue: Catalogue): Template[] {
  let list = templates.get(catalogue);
  if (!list) {
    list = Object.keys(catalogue).filter((k) => HAS_PLACEHOLDER.test(k) && hasOwnWords(k)).map((key) => {
      const names: string[] = [];
      const source = key.split(PLACEHOLDER).map((part, i) => (i % 2 ? (names.push(part), '(.+?)') : escape(part))).join('');
      return { pattern: new RegExp(`^${source}$`, 's'), names, key };
    });
    templates.set(catalogue, list);
  }
  return list;
}

export function translate(catalogue: Catalogue | null | undefined, english: string, values?: Values): string {
  if (!catalogue) return values ? fill(english, values) : english;
  if (Object.hasOwn(catalogue, english)) return values ? fill(catalogue[english], values) : catalogue[english];
  if (!values && !isTranslation(catalogue, english)) { // a text shown twice through t() is translated once
    for (const { pattern, names, key } of templatesOf(catalogue)) {
      const m = pattern.exec(english);
      if (m) return fill(catalogue[key], Object.fromEntries(names.map((n, i) => [n, translate(catalogue, m[i + 1])])));
    }
  }
  return values ? fill(english, values) : english;
}

function isTranslation(catalogue: Catalogue, text: string): boolean {
  let set = translations.get(catalogue);
  if (!set) translations.set(catalogue, (set = new Set(Object.values(catalogue))));
  return set.has(text);
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

export type Translator = (english: string, values?: Values) => string;
export const translatorFor = (catalogue: Catalogue | null | undefined): Translator => (english, values) => translate(catalogue, english, values);
