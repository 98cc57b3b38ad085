// What staff give to create or change an event (the console's form and the admin script parse this one schema).
// Times are instants (the console sends IST wall-clock times converted with istToInstant; the script takes ISO).
import { z } from '../kernel/zod';
import { EVENT_CATEGORIES } from '../content/events';
import { eventTextSchema } from './event-text';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText } from '../kernel/text';
import { isCoverKey } from '../media/media-key';

/** Slugs a page of its own already uses under /events/. */
const RESERVED_SLUGS = new Set(['cancel', 'new', 'calendar']);

export const EVENT_INPUT_MESSAGES = {
  slug: 'Use 3 to 80 lower-case letters, digits and dashes, starting with a letter or digit.',
  slugReserved: 'This address is taken by a page of the site; choose another.',
  ends: 'The end must be after the start.',
  place: 'Give a venue name or an online link.',
  closes: 'Registration must close after it opens and no later than the end.',
  capacity: 'Capacity must be a whole number from 1 to 100000, or empty for no limit.',
  onlineUrl: 'Please enter a full web address starting with https://.',
} as const;

// Control characters refused: a venue is copied into the .ics file, where a lone carriage return starts a new line.
const optionalText = (max: number) => z.string().trim().max(max).refine((v) => isCleanText(v), CONTROL_CHARACTERS_MESSAGE).optional().transform((v) => v || undefined);

export const eventInputSchema = z.object({
  slug: z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{2,79}$/, EVENT_INPUT_MESSAGES.slug).refine((s) => !RESERVED_SLUGS.has(s), EVENT_INPUT_MESSAGES.slugReserved),
  category: z.enum(EVENT_CATEGORIES, { error: 'Please choose a category.' }),
  startsAt: z.coerce.date(),
  endsAt: z.coerce.date(),
  venueName: optionalText(200),
  venueAddress: optionalText(500),
  onlineUrl: optionalText(500).refine((v) => v === undefined || /^https:\/\/[^\s]+$/i.test(v), EVENT_INPUT_MESSAGES.onlineUrl),
  capacity: z.number().int().min(1).max(100_000, EVENT_INPUT_MESSAGES.capacity).nullish().transform((v) => v ?? null),
  registrationOpensAt: z.coerce.date().nullish().transform((v) => v ?? null),
  registrationClosesAt: z.coerce.date().nullish().transform((v) => v ?? null),
  coverImageKey: optionalText(200).refine((v) => v === undefined || isCoverKey(v), 'The cover must be an uploaded image or a file of /images/.'),
  text: eventTextSchema,
}).superRefine((e, ctx) => {
  if (e.endsAt <= e.startsAt) return ctx.addIssue({ code: 'custom', path: ['endsAt'], message: EVENT_INPUT_MESSAGES.ends });
  if (!e.venueName && !e.onlineUrl) ctx.addIssue({ code: 'custom', path: ['venueName'], message: EVENT_INPUT_MESSAGES.place });
  const opens = e.registrationOpensAt ?? new Date(0);
  const closes = e.registrationClosesAt ?? e.startsAt;
  if (closes <= opens || closes > e.endsAt) ctx.addIssue({ code: 'custom', path: ['registrationClosesAt'], message: EVENT_INPUT_MESSAGES.closes });
  if (e.coverImageKey && !e.text.en.coverAlt) ctx.addIssue({ code: 'custom', path: ['text', 'en', 'coverAlt'], message: 'Describe the cover image for people who cannot see it.' });
});

export type EventInput = z.input<typeof eventInputSchema>;
export type EventData = z.output<typeof eventInputSchema>;
