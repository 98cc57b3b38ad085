// An event as an iCalendar file: attached to the ticket mail and served at /events/{slug}/calendar.ics, from this
// one function. Times are written in UTC (a calendar shows them in the reader's zone; India has no daylight time).
import 'server-only';
import { createEvent } from 'ics';
import type { Event } from '@/lib/generated/prisma/client';
import { env } from '@/lib/platform/env';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { readEventText, textFor } from './event-text';

export type CalendarEvent = Pick<Event, 'id' | 'slug' | 'status' | 'startsAt' | 'endsAt' | 'venueName' | 'venueAddress' | 'onlineUrl' | 'text' | 'updatedAt'>;

export const eventUrl = (slug: string, locale: Locale) => `${env.PUBLIC_BASE_URL.replace(/\/$/, '')}${localePath(locale, `/events/${slug}`)}`;

const oneLine = (s: string) => s.replace(/\s*(?:\r\n?|\n)\s*/g, ' ');

/** The .ics text of one event, in `locale` (falling back to English like the pages). */
export function eventCalendar(e: CalendarEvent, locale: Locale): string {
  const words = textFor(readEventText(e.text), locale);
  const url = eventUrl(e.slug, locale);
  const host = new URL(env.PUBLIC_BASE_URL).hostname;
  const { error, value } = createEvent({
    uid: `event-${e.id}@${host}`,
    productId: `-//${host}//events//EN`,
    title: words.title,
    description: `${words.summary}\n\n${e.onlineUrl ? `${e.onlineUrl}\n` : ''}${url}`,
    // The ics library escapes CRLF and LF but not a lone CR, which a calendar reads as a new line (an injected property).
    location: oneLine([e.venueName, e.venueAddress].filter(Boolean).join(', ') || e.onlineUrl || '') || undefined,
    url,
    start: e.startsAt.getTime(), startInputType: 'utc', startOutputType: 'utc',
    end: e.endsAt.getTime(), endInputType: 'utc', endOutputType: 'utc',
    status: e.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    // A calendar replaces its copy when the sequence grows: seconds since the epoch of the last change do.
    sequence: Math.floor(e.updatedAt.getTime() / 1000),
    lastModified: e.updatedAt.getTime(),
  });
  if (error || !value) throw error ?? new Error('calendar file not made');
  return value;
}
