// The events the site showed as copy in code (lib/content/events.ts) become rows, with their Assamese and Hindi
// from the catalogues: every environment gets them (they are the foundation's record, not demo data), inserted
// once by slug, so a start never overwrites what staff changed since. A local run also gets the next Gen Z Capital
// Convention, a couple of months ahead and open for registration, to try registering on the quick start.
import { createDb } from '@/lib/platform/db/create-client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { EVENTS, type EventRecord } from '@/lib/content/events';
import { catalogueFor } from '@/lib/i18n/catalogues';
import type { EventText } from './event-text';

const HOUR = 3600_000;
/** 10:00 IST on a yyyy-mm-dd date (the old copy had dates only). */
const tenInIndia = (date: string) => new Date(`${date}T10:00:00+05:30`);
const firstSentence = (text: string) => /^.*?[.!?](\s|$)/.exec(text)?.[0].trim() ?? text;

/** The event's words in each language the catalogues have them for (title, place and description all). */
function textOf(e: Pick<EventRecord, 'title' | 'description'>, rename: (s: string) => string = (s) => s): EventText {
  const words = (title: string, description: string) => ({ title: rename(title), summary: firstSentence(description), description, coverAlt: '' });
  const text: EventText = { en: words(e.title, e.description) };
  for (const lang of ['as', 'hi'] as const) {
    const c = catalogueFor(lang);
    if (c?.[e.title] && c[e.description]) text[lang] = words(c[e.title], c[e.description]);
  }
  return text;
}

function row(e: EventRecord, o: { slug?: string; start?: Date; title?: (s: string) => string; capacity?: number } = {}): Prisma.EventCreateManyInput {
  const start = o.start ?? tenInIndia(e.date);
  return {
    slug: o.slug ?? e.id, status: 'published', category: e.category, startsAt: start, endsAt: new Date(start.getTime() + 7 * HOUR),
    venueName: e.location, capacity: o.capacity ?? null, text: textOf(e, o.title) as Prisma.InputJsonValue, publishedAt: new Date(),
  };
}

/** Inserts the events missing by slug; `demo` adds the next convention, open for registration. Returns how many were added. */
export async function seedEvents(url: string, o: { demo: boolean }) {
  const db = createDb(url, 2);
  try {
    const rows = EVENTS.map((e) => row(e));
    const convention = EVENTS.find((e) => e.featured);
    if (o.demo && convention) {
      const start = new Date(Date.now() + 60 * 24 * HOUR);
      const year = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(start);
      const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Kolkata' }).format(start);
      const lastYear = /\d{4}/.exec(convention.title)?.[0] ?? '';
      rows.push(row(convention, { slug: `gen-z-capital-convention-${year}-demo`, start: tenInIndia(day), title: (s) => (lastYear ? s.replace(lastYear, year) : s), capacity: 300 }));
    }
    const { count } = await db.event.createMany({ data: rows, skipDuplicates: true });
    return count;
  } finally {
    await db.$disconnect();
  }
}
