// Creating, changing, publishing and cancelling events: the staff console and the admin script (`events …`) call
// these and nothing else writes an event. Each change is audited in its own transaction; cancelling an event
// mails everyone registered or waitlisted in that same transaction (the outbox sends them), and keeps every row.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { conflict, invalid, notFound } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { eventInputSchema, type EventData, type EventInput } from './event-input';
import { lockEvent } from './event-lock';
import { promoteNext } from './cancel-registration';
import { mailRegistration } from './registration-mail';
import { publishEventPagesIn } from './publish-event-pages';

export const EVENT_MESSAGES = {
  slugTaken: 'An event with this address (slug) already exists.',
  notDraft: 'Only a draft can be published.',
  cancelled: 'This event is cancelled and can no longer change.',
  reasonRequired: 'Give a reason: everyone registered reads it in their email.',
  capacityBelowRegistered: 'The capacity cannot go below the {registered} people already registered.',
} as const;

/** The input, or a refusal naming each wrong field (the console shows them beside the fields, the script lists them). */
function parse(input: EventInput): EventData {
  const r = eventInputSchema.safeParse(input);
  if (r.success) return r.data;
  const fields = Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  throw invalid(`Please check the event's details: ${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ')}`, fields);
}

const columns = (d: EventData) => ({
  slug: d.slug, category: d.category, startsAt: d.startsAt, endsAt: d.endsAt, venueName: d.venueName ?? null, venueAddress: d.venueAddress ?? null,
  onlineUrl: d.onlineUrl ?? null, capacity: d.capacity, registrationOpensAt: d.registrationOpensAt, registrationClosesAt: d.registrationClosesAt,
  coverImageKey: d.coverImageKey ?? null, text: d.text as Prisma.InputJsonValue,
});

const slugTaken = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002';

/** A new event, as a draft unless `publish`. */
export async function createEvent(input: EventInput, staff: string, o: { publish?: boolean } = {}) {
  const data = parse(input);
  try {
    return await db.$transaction(async (tx) => {
      const now = new Date();
      const row = await tx.event.create({ data: { ...columns(data), ...(o.publish ? { status: 'published', publishedAt: now } : {}) }, select: { id: true, slug: true, status: true } });
      await audit(tx, { staff, action: 'event.create', entityType: 'event', entityId: row.id, detail: { slug: row.slug, published: Boolean(o.publish) } });
      if (o.publish) await publishEventPagesIn(tx, row.slug); // every instance shows it once this commits (lib/publishing)
      return row;
    });
  } catch (e) {
    if (slugTaken(e)) throw conflict(EVENT_MESSAGES.slugTaken);
    throw e;
  }
}

/** Changes an event (not a cancelled one). More seats go to the waitlist at once. */
export async function updateEvent(slug: string, input: EventInput, staff: string) {
  const data = parse(input);
  try {
    return await db.$transaction(async (tx) => {
      const event = await lockEvent(tx, slug);
      if (!event) throw notFound();
      if (event.status === 'cancelled') throw conflict(EVENT_MESSAGES.cancelled);
      const registered = await tx.eventRegistration.count({ where: { eventId: event.id, status: 'registered' } });
      if (data.capacity !== null && data.capacity < registered) throw invalid({ id: EVENT_MESSAGES.capacityBelowRegistered, values: { registered } }, { capacity: EVENT_MESSAGES.capacityBelowRegistered.replace('{registered}', String(registered)) });
      const row = await tx.event.update({ where: { id: event.id }, data: columns(data), select: { id: true, slug: true, status: true } });
      await audit(tx, { staff, action: 'event.update', entityType: 'event', entityId: row.id, detail: { slug: row.slug, ...(row.slug !== slug ? { previousSlug: slug } : {}) } });
      if (event.status === 'published') {
        await promoteNext(tx, event.id, data.capacity, new Date());
        await publishEventPagesIn(tx, row.slug, slug); // a renamed event: its old page goes too
      }
      return row;
    });
  } catch (e) {
    if (slugTaken(e)) throw conflict(EVENT_MESSAGES.slugTaken);
    throw e;
  }
}

/** Publishes a draft: from now on the public sees it, on every instance once this commits (lib/publishing). */
export async function publishEvent(slug: string, staff: string) {
  return db.$transaction(async (tx) => {
    const event = await lockEvent(tx, slug);
    if (!event) throw notFound();
    if (event.status !== 'draft') throw conflict(EVENT_MESSAGES.notDraft);
    const row = await tx.event.update({ where: { id: event.id }, data: { status: 'published', publishedAt: new Date() }, select: { id: true, slug: true, status: true } });
    await audit(tx, { staff, action: 'event.publish', entityType: 'event', entityId: row.id, detail: { slug } });
    await publishEventPagesIn(tx, slug);
    return row;
  });
}

/**
 * Cancels an event: it stays, marked with when and why, and everyone registered or waitlisted is mailed the
 * reason. Their rows keep their status (the event's says the rest). Returns how many were mailed.
 */
export async function cancelEvent(slug: string, reason: string | undefined, staff: string) {
  const why = reason?.trim();
  if (!why) throw invalid(EVENT_MESSAGES.reasonRequired, { reason: EVENT_MESSAGES.reasonRequired });
  if (why.length > 500) throw invalid('The reason must be at most 500 characters.', { reason: 'The reason must be at most 500 characters.' });
  return db.$transaction(async (tx) => {
    const event = await lockEvent(tx, slug);
    if (!event) throw notFound();
    if (event.status === 'cancelled') throw conflict(EVENT_MESSAGES.cancelled);
    await tx.event.update({ where: { id: event.id }, data: { status: 'cancelled', cancelledAt: new Date(), cancelReason: why } });
    const people = await tx.eventRegistration.findMany({ where: { eventId: event.id, status: { in: ['registered', 'waitlisted'] }, erasedAt: null }, select: { id: true } });
    for (const p of people) await mailRegistration(tx, p.id, 'event-cancelled');
    await audit(tx, { staff, action: 'event.cancel', entityType: 'event', entityId: event.id, detail: { slug, reason: why, mailed: people.length } });
    await publishEventPagesIn(tx, slug);
    return { id: event.id, slug, mailed: people.length };
  }, { timeout: 120_000 });
}
