// A text to show, as an id and values (Lingui's model, docs/decisions/020): the id is the English source,
// which is also the catalogue key (lib/i18n/messages/*.json), and the values fill its {placeholders}. A value
// that is itself a Message is translated too ('{n} minutes' inside 'Please try again in {when}.'); a plain
// string value is shown as it is (a name, a code, a server's answer already in the page's language).
// A translation is always built from the id and values; nothing is recovered from a finished sentence.
export type MessageValue = string | number | Message;
export type MessageValues = Readonly<Record<string, MessageValue>>;
export type Message = { readonly id: string; readonly values?: MessageValues };

export const message = (id: string, values?: MessageValues): Message => (values ? { id, values } : { id });

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).id === 'string';

const PLACEHOLDER = /\{(\w+)\}/g;

/** A text with its {placeholders} filled in (unknown names are left as they are). */
export const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

/** The English of a message: its id, with its values (and theirs) filled in. */
export function englishOf(m: Message | string): string {
  if (typeof m === 'string') return m;
  if (!m.values) return m.id;
  return fill(m.id, Object.fromEntries(Object.entries(m.values).map(([k, v]) => [k, isMessage(v) ? englishOf(v) : v])));
}

// Some texts must travel as plain strings: a zod schema's messages (shown by the form in the browser and sent
// back by the API as field errors). Those composed from an id and values are written through composed(), which
// remembers how each was built, so translating one is a look-up of that record, never a guess from its
// wording. Only texts written once, where a schema is defined, belong here: a text with a value that changes
// per request (a count, an id) is a Message, carried as one.
const COMPOSED = new Map<string, Message>();

/** The English of `id` filled with `values`, remembered as that message (see above). */
export function composed(id: string, values: MessageValues): string {
  const m = message(id, values);
  const english = englishOf(m);
  COMPOSED.set(english, m);
  return english;
}

/** How a composed() text was built, or undefined for any other text. */
export const composedMessage = (english: string): Message | undefined => COMPOSED.get(english);

/** A wait in words for "try again in {when}": seconds under two minutes, whole minutes from then on. */
export function waitInWords(seconds: number): Message {
  const wait = Math.max(1, Math.ceil(seconds));
  return wait >= 120 ? message('{n} minutes', { n: Math.ceil(wait / 60) }) : message('{n} seconds', { n: wait });
}
