// An event's words, per language: English always, Assamese and Hindi when staff wrote them. A page in a language
// the event lacks shows the English and marks it lang="en" (`textFor` says which language it gave).
import { z } from '../kernel/zod';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText, requiredMessage, tooLongMessage } from '../kernel/text';
import type { Locale } from '../i18n/locales';

export const EVENT_TEXT_LIMITS = { title: 150, summary: 300, description: 10_000, coverAlt: 200 } as const;

const text = (label: string, max: number, multiline = false) =>
  z.string().trim().min(1, requiredMessage(label)).max(max, tooLongMessage(label, max)).refine((v) => isCleanText(v, { multiline }), CONTROL_CHARACTERS_MESSAGE);

/** One language's words. `description` is paragraphs separated by blank lines; links are written as plain URLs. */
export const eventLanguageTextSchema = z.object({
  title: text('Title', EVENT_TEXT_LIMITS.title),
  summary: text('Summary', EVENT_TEXT_LIMITS.summary),
  description: text('Description', EVENT_TEXT_LIMITS.description, true),
  /** Alt text of the cover image; required whenever the event has one (checked where the image is set). */
  coverAlt: z.string().trim().max(EVENT_TEXT_LIMITS.coverAlt, tooLongMessage('Cover image description', EVENT_TEXT_LIMITS.coverAlt)).refine((v) => isCleanText(v), CONTROL_CHARACTERS_MESSAGE),
});

export const eventTextSchema = z.object({ en: eventLanguageTextSchema, as: eventLanguageTextSchema.optional(), hi: eventLanguageTextSchema.optional() });

export type EventLanguageText = z.output<typeof eventLanguageTextSchema>;
export type EventText = z.output<typeof eventTextSchema>;

/** The words for `locale`, or the English ones; `lang` is the language actually given (for lang="en" marks). */
export function textFor(text: EventText, locale: Locale): EventLanguageText & { lang: Locale } {
  const own = locale === 'en' ? undefined : text[locale];
  return own ? { ...own, lang: locale } : { ...text.en, lang: 'en' };
}

/** Reads the stored jsonb column (written only through eventTextSchema). */
export const readEventText = (stored: unknown): EventText => stored as EventText;
