// A person cancels their place through the link in their mails. In one transaction, under the event's lock
// (./event-lock.ts): the place is marked cancelled, and a freed seat goes to the first person on the waitlist,
// who is registered and mailed their ticket there and then. The lock makes racing cancellations take turns, so
// each freed seat is counted once and goes to exactly one person; the promotion's mail has its own dedupe key.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { conflict, notFound } from '@/lib/kernel/domain-errors';
import { lockEvent, type LockedEvent } from './event-lock';
import { mailRegistration } from './registration-mail';
import { readCancelToken } from './cancel-link';
import { publishEventPagesIn } from './publish-event-pages';
import { CANCEL_MESSAGES } from './cancel-messages';
import { registrationState } from './registration-state';

/** The event's seats and places in line taken now (the caller holds its lock). */
async function placesOf(tx: Prisma.TransactionClient, eventId: number) {
  const [places] = await tx.$queryRaw<{ registered: number; waitlisted: number }[]>`
    SELECT count(*) FILTER (WHERE status = 'registered')::int AS registered, count(*) FILTER (WHERE status = 'waitlisted')::int AS waitlisted
    FROM event_registrations WHERE event_id = ${eventId}`;
  return places;
}

/**
 * Runs `change` of a place (the caller holds the event's lock) and publishes the event's pages when it changed the
 * label they show: a freed seat nobody was waiting for turns "Join the waitlist" back into "Register", a place freed
 * in a full line (a seat's promotion, or someone in line leaving) "Full" into "Join the waitlist" (lib/publishing).
 */
export async function publishingLabelChange<T>(tx: Prisma.TransactionClient, event: LockedEvent, now: Date, change: () => Promise<T>): Promise<T> {
  const before = registrationState(event, await placesOf(tx, event.id), now);
  const result = await change();
  if (registrationState(event, await placesOf(tx, event.id), now) !== before) await publishEventPagesIn(tx, event.slug);
  return result;
}

/** What the confirmation page shows for a cancel token (a GET changes nothing). */
export async function findByCancelToken(token: string) {
  const ticketCode = readCancelToken(token);
  const r = ticketCode && await db.eventRegistration.findUnique({
    where: { ticketCode },
    select: { id: true, name: true, status: true, erasedAt: true, ticketCode: true, cancelledAt: true, event: { select: { slug: true, status: true, startsAt: true, endsAt: true, text: true } } },
  });
  return r && !r.erasedAt ? r : null;
}

/** Cancels the place the token names ('self': the person did). Returns the registration's id. */
export async function cancelRegistration(token: string, now = new Date()): Promise<{ registrationId: number; promotedId: number | null }> {
  const ticketCode = readCancelToken(token);
  if (!ticketCode) throw notFound(CANCEL_MESSAGES.invalid);
  return db.$transaction(async (tx) => {
    const found = await tx.eventRegistration.findUnique({ where: { ticketCode }, select: { id: true, eventId: true, erasedAt: true } });
    if (!found || found.erasedAt) throw notFound(CANCEL_MESSAGES.invalid);
    const event = (await lockEvent(tx, found.eventId))!;
    // Read again under the lock: a cancellation that raced this one has committed by now.
    const r = await tx.eventRegistration.findUniqueOrThrow({ where: { id: found.id }, select: { id: true, status: true } });
    if (r.status === 'cancelled') throw conflict(CANCEL_MESSAGES.already);
    if (event.status === 'cancelled') throw conflict(CANCEL_MESSAGES.eventCancelled);
    if (now >= event.endsAt) throw conflict(CANCEL_MESSAGES.over);
    const promotedId = await publishingLabelChange(tx, event, now, async () => {
      await tx.eventRegistration.update({ where: { id: r.id }, data: { status: 'cancelled', cancelledAt: now, cancelledBy: 'self', waitlistPosition: null } });
      await mailRegistration(tx, r.id, 'cancelled');
      return r.status === 'registered' && now < event.startsAt ? promoteNext(tx, event.id, event.capacity, now) : null;
    });
    return { registrationId: r.id, promotedId };
  });
}

/**
 * Gives free seats to the waitlist, first come first served, while seats are free; the caller holds the event's
 * lock. Returns the first promoted registration's id (null: nobody was waiting or no seat is free).
 */
export async function promoteNext(tx: Prisma.TransactionClient, eventId: number, capacity: number | null, now: Date): Promise<number | null> {
  const registered = await tx.eventRegistration.count({ where: { eventId, status: 'registered' } });
  const free = capacity === null ? Number.MAX_SAFE_INTEGER : capacity - registered;
  if (free <= 0) return null;
  const next = await tx.eventRegistration.findMany({ where: { eventId, status: 'waitlisted' }, orderBy: { waitlistPosition: 'asc' }, take: Math.min(free, 1000), select: { id: true } });
  for (const n of next) {
    await tx.eventRegistration.update({ where: { id: n.id }, data: { status: 'registered', waitlistPosition: null, promotedAt: now } });
    await mailRegistration(tx, n.id, 'promoted');
  }
  return next[0]?.id ?? null;
}
