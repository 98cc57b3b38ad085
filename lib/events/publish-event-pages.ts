// Which public pages an event's change touches, and their publication to every instance (lib/publishing,
// docs/decisions/025): the /events list and the event's own page, in the three languages. Each change of an event
// (lib/events/manage-events.ts, for the console and the script alike) and a cancelled seat publish them in their own
// transaction; a registration publishes them when it took the last seat or the waitlist's last place, because the
// list's label changes then ("Register" → "Join the waitlist" → "Full").
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { EVENT_WAITLIST_MAX } from '@/lib/limits';
import { inEveryLanguage } from '@/lib/publishing/paths';
import { publishPaths } from '@/lib/publishing/publish';
import type { RegistrationAnswer } from './registration-answer';
import type { Prisma } from '@/lib/generated/prisma/client';

/** The rendered paths of the list and of each named event's page (a renamed event: both slugs). */
export const eventPagePaths = (...slugs: string[]) => [...inEveryLanguage('/events'), ...slugs.flatMap((s) => inEveryLanguage(`/events/${s}`))];

/** Inside the change's own transaction: every instance shows the events' pages anew once it commits, never before. */
export const publishEventPagesIn = (tx: Prisma.TransactionClient, ...slugs: string[]) => publishPaths(tx, [...new Set(eventPagePaths(...slugs))]);

/**
 * After a registration: publishes the event's pages when this one took the last seat or the last waitlist place.
 * Counted after the registration's commit, so of many at once the one that filled the event sees it full (and a
 * later one too, at worst: one extra render).
 */
export async function publishWhenFull(slug: string, answer: RegistrationAnswer): Promise<void> {
  if (answer.status === 'already_registered') return;
  const event = await db.event.findUnique({ where: { slug }, select: { id: true, capacity: true } });
  if (!event || event.capacity === null) return;
  const status = answer.status === 'registered' ? 'registered' : 'waitlisted';
  const taken = await db.eventRegistration.count({ where: { eventId: event.id, status } });
  if (taken >= (status === 'registered' ? event.capacity : EVENT_WAITLIST_MAX)) await db.$transaction((tx) => publishEventPagesIn(tx, slug));
}
