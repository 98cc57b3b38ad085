// What the public /events pages show (events-pages): the published and cancelled events with their words in the
// page's language, each with its registration state, upcoming soonest first and past ones below, newest first.
// The pages are static (ISR): `next build` has no database, so it renders none, and the first publication or
// regeneration after start fills them in (lib/publishing, docs/decisions/025).
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { readEventText, textFor, type EventLanguageText } from './event-text';
import { registrationState, type RegistrationState } from './registration-state';
import { eventCalendar } from './calendar';
import { isCoverKey } from '@/lib/media/media-key';

export type PublicEvent = {
  id: number;
  slug: string;
  category: string;
  startsAt: Date;
  endsAt: Date;
  venueName: string | null;
  venueAddress: string | null;
  onlineUrl: string | null;
  coverImageKey: string | null;
  /** The cover's alt text in the page's language, or the English one (`lang` says which). */
  coverAlt: { text: string; lang: Locale };
  cancelled: boolean;
  cancelReason: string | null;
  updatedAt: Date;
  state: RegistrationState;
  /** The words in the page's language, or the English ones (`lang` says which, for lang="en" marks). */
  words: EventLanguageText & { lang: Locale };
};

const SELECT = {
  id: true, slug: true, status: true, category: true, startsAt: true, endsAt: true, venueName: true, venueAddress: true, onlineUrl: true,
  coverImageKey: true, capacity: true, registrationOpensAt: true, registrationClosesAt: true, cancelReason: true, text: true, updatedAt: true,
} as const;

const building = () => process.env.NEXT_PHASE === 'phase-production-build';

async function placesOf(ids: number[]) {
  if (!ids.length) return new Map<number, { registered: number; waitlisted: number }>();
  const rows = await db.eventRegistration.groupBy({ by: ['eventId', 'status'], where: { eventId: { in: ids }, status: { in: ['registered', 'waitlisted'] } }, _count: { _all: true } });
  const places = new Map(ids.map((id) => [id, { registered: 0, waitlisted: 0 }]));
  for (const r of rows) places.get(r.eventId)![r.status as 'registered' | 'waitlisted'] = r._count._all;
  return places;
}

type Row = Awaited<ReturnType<typeof findEvents>>[number];
const findEvents = (where: { slug?: string }) =>
  db.event.findMany({ where: { ...where, status: { in: ['published', 'cancelled'] } }, select: SELECT, orderBy: { startsAt: 'asc' } });

function present(e: Row, places: { registered: number; waitlisted: number }, locale: Locale, now: Date): PublicEvent {
  const text = readEventText(e.text);
  const words = textFor(text, locale);
  return {
    id: e.id, slug: e.slug, category: e.category, startsAt: e.startsAt, endsAt: e.endsAt, venueName: e.venueName, venueAddress: e.venueAddress,
    onlineUrl: e.onlineUrl, coverImageKey: e.coverImageKey && isCoverKey(e.coverImageKey) ? e.coverImageKey : null, cancelled: e.status === 'cancelled', cancelReason: e.cancelReason, updatedAt: e.updatedAt,
    state: registrationState(e, places, now),
    words,
    coverAlt: words.coverAlt ? { text: words.coverAlt, lang: words.lang } : { text: text.en.coverAlt, lang: 'en' },
  };
}

/** /events: upcoming (not yet ended) soonest first, then past ones, most recent first. */
export async function publicEvents(locale: Locale, now = new Date()): Promise<{ upcoming: PublicEvent[]; past: PublicEvent[] }> {
  if (building()) return { upcoming: [], past: [] };
  const rows = await findEvents({});
  const places = await placesOf(rows.map((r) => r.id));
  const all = rows.map((r) => present(r, places.get(r.id)!, locale, now));
  return { upcoming: all.filter((e) => e.endsAt > now), past: all.filter((e) => e.endsAt <= now).reverse() };
}

/** /events/{slug}: a published or cancelled event (drafts are the staff's), or null. */
export async function publicEvent(slug: string, locale: Locale, now = new Date()): Promise<PublicEvent | null> {
  if (building()) return null;
  const [row] = await findEvents({ slug });
  if (!row) return null;
  return present(row, (await placesOf([row.id])).get(row.id)!, locale, now);
}

/** The .ics file of a published or cancelled event (a cancelled one says CANCELLED), or null. */
export async function calendarOf(slug: string, locale: Locale): Promise<string | null> {
  const e = await db.event.findFirst({
    where: { slug, status: { in: ['published', 'cancelled'] } },
    select: { id: true, slug: true, status: true, startsAt: true, endsAt: true, venueName: true, venueAddress: true, onlineUrl: true, text: true, updatedAt: true },
  });
  return e && eventCalendar(e, locale);
}

/** Every event page the public may open (for the sitemap): published and cancelled events, with their last change. */
export async function publicEventSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.event.findMany({ where: { status: { in: ['published', 'cancelled'] } }, select: { slug: true, updatedAt: true }, orderBy: { startsAt: 'desc' } });
}
