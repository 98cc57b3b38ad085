// Which public pages an event's change touches, and their publication to every instance (lib/publishing,
// docs/decisions/025): the /events list and the event's own page, in the three languages. Each change of an event
// (lib/events/manage-events.ts, for the console and the script alike) and a cancellation that changes the label publish them in their own
// transaction; a registration publishes them, in its own transaction too, when it took the last seat or the waitlist's
// last place, because the list's label changes then ("Register" → "Join the waitlist" → "Full").
import 'server-only';
import { inEveryLanguage } from '@/lib/publishing/paths';
import { publishPaths } from '@/lib/publishing/publish';
import type { Prisma } from '@/lib/generated/prisma/client';

/** The rendered paths of the list and of each named event's page (a renamed event: both slugs). */
export const eventPagePaths = (...slugs: string[]) => [...inEveryLanguage('/events'), ...slugs.flatMap((s) => inEveryLanguage(`/events/${s}`))];

/** Inside the change's own transaction: every instance shows the events' pages anew once it commits, never before. */
export const publishEventPagesIn = (tx: Prisma.TransactionClient, ...slugs: string[]) => publishPaths(tx, [...new Set(eventPagePaths(...slugs))]);
