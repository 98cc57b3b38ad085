// The event row lock every change to an event's places takes first (registering, cancelling, promoting,
// cancelling the event): one at a time per event, in arrival order (./register.ts says why a lock).
import 'server-only';
import { Prisma, type Event } from '@/lib/generated/prisma/client';

export type LockedEvent = Pick<Event, 'id' | 'slug' | 'status' | 'startsAt' | 'endsAt' | 'capacity' | 'registrationOpensAt' | 'registrationClosesAt' | 'updatedAt'>;

/** Locks the event (by slug or id) until the transaction ends, and reads what its places depend on. */
export async function lockEvent(tx: Prisma.TransactionClient, by: string | number): Promise<LockedEvent | null> {
  const where = typeof by === 'number' ? Prisma.sql`id = ${by}` : Prisma.sql`slug = ${by}`;
  const rows = await tx.$queryRaw<LockedEvent[]>`
    SELECT id, slug, status::text AS status, starts_at AS "startsAt", ends_at AS "endsAt", capacity,
           registration_opens_at AS "registrationOpensAt", registration_closes_at AS "registrationClosesAt",
           updated_at AS "updatedAt"
    FROM events WHERE ${where} FOR UPDATE`;
  return rows[0] ?? null;
}

/**
 * A waitlisted person's place in the line: 1 for the next to get a seat. `waitlist_position` records the order of
 * arrival and never changes (renumbering on every promotion would rewrite the whole line under a unique index);
 * the place is counted from it.
 */
export async function placeInLine(tx: Pick<Prisma.TransactionClient, 'eventRegistration'>, eventId: number, position: number): Promise<number> {
  return 1 + (await tx.eventRegistration.count({ where: { eventId, status: 'waitlisted', waitlistPosition: { lt: position } } }));
}
