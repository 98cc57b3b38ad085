// Registering for an event. The whole decision (open? already in? a seat or the waitlist?) and its mail happen in
// one transaction that first locks the event's row (SELECT … FOR UPDATE). Why a row lock and not SERIALIZABLE with
// retries: every registration of one event contends for the same seats, so under serialisable isolation 50 at once
// would abort and retry each other in waves (the p95 grows with the crowd); the lock queues them in arrival order,
// nobody retries, and registrations for other events never wait. The partial unique indexes (one email, one mobile
// per event) stay as the backstop.
// Fifty at once take the lock one after another, so the time it is held is what the last of them waits for, times
// fifty: everything that does not need it happens before (the ticket mail, QR and calendar file, drawn here), and
// under it only three round trips remain: the lock, one statement that finds a repeat, counts the places and inserts
// the row (takePlace), and the mail with its files (one statement, lib/mail/outbox.ts); then the commit. The counts
// are not folded into the locking statement: a statement's snapshot is taken before it waits for the lock, so it
// would count without the rows of those who held the lock before it.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { conflict, notFound } from '@/lib/kernel/domain-errors';
import type { Locale } from '@/lib/i18n/locales';
import { EVENT_TICKET_RESENDS_PER_DAY, EVENT_WAITLIST_MAX } from '@/lib/limits';
import { registrationState, type RegistrationState } from './registration-state';
import type { EventRegistrationData } from './registration-schema';
import { lockEvent, type LockedEvent } from './event-lock';
import { inTurn } from './event-turns';
import { publishEventPagesIn } from './publish-event-pages';
import { mailRegistration, registrationMailKey, renderRegistrationMail, type MailPlace } from './registration-mail';
import { queueMail, type OutgoingMail } from '@/lib/mail/outbox';
import { newTicketCode } from './tickets';

export const REGISTRATION_REFUSALS = {
  cancelled: 'This event has been cancelled.',
  closed: 'Registration for this event has closed.',
  not_yet: 'Registration for this event has not opened yet.',
  full: 'This event and its waitlist are full.',
  unknown: 'There is no such event.',
} as const;

export type RegistrationOutcome =
  | { status: 'registered'; ticketCode: string; registrationId: number }
  | { status: 'waitlisted'; position: number; registrationId: number }
  | { status: 'already_registered'; registrationId: number; resent: boolean };

/** Registers `data` for the event `slug` (published and open), in `language` for its mails. */
export async function registerForEvent(slug: string, data: EventRegistrationData, language: Locale, now = new Date()): Promise<RegistrationOutcome> {
  for (let attempt = 0; ; attempt++) {
    const event = await db.event.findUnique({ where: { slug } });
    if (!event || event.status === 'draft') throw notFound(REGISTRATION_REFUSALS.unknown);
    // The ticket mail is drawn before the lock: its QR code and calendar file are the costly part of a registration,
    // and under the lock registrations for one event take turns. (An edit of the event in between draws it again.)
    const place: MailPlace = { eventId: event.id, name: data.name, email: data.email, language, ticketCode: newTicketCode(), event };
    const ticket = await renderRegistrationMail(place, 'ticket');
    try {
      // The timeout counts the wait for the lock too: 50 at once on a busy machine queue for seconds.
      return await inTurn(event.id, () => db.$transaction((tx) => register(tx, slug, data, now, place, ticket), { timeout: 60_000 }));
    } catch (e) {
      // A ticket code drawn twice (one in 10^11), or the event changed while this waited: draw again.
      if (attempt < 2 && e instanceof DrawAgain) continue;
      throw e;
    }
  }
}

async function register(tx: Prisma.TransactionClient, slug: string, data: EventRegistrationData, now: Date, place: MailPlace, ticket: Omit<OutgoingMail, 'dedupeKey'>): Promise<RegistrationOutcome> {
  const event = await lockEvent(tx, slug);
  if (!event || event.status === 'draft') throw notFound(REGISTRATION_REFUSALS.unknown);
  // A cancelled event refuses everyone: a re-sent ticket would tell a registered person to come.
  if (event.status === 'cancelled') throw refusal('cancelled');
  // Staff changed the event (its time, its place) while this waited: the ticket drawn before says what it was.
  if (event.updatedAt.getTime() !== place.event.updatedAt.getTime()) throw new DrawAgain();
  const { existing, counts, row } = await takePlace(tx, event, data, now, place);
  // Already in: say so whatever else the state of the event, and re-send to the address we hold (never the one given).
  if (existing) return { status: 'already_registered', registrationId: existing.id, resent: await resend(tx, existing, now) };
  const state = registrationState(event, counts, now);
  // The statement's choice must be the rules' (a change to one without the other fails here, rolled back, not silently).
  const differs = () => new Error(`event ${event.id}: the place statement chose ${row?.status ?? 'nothing'} where the rules say ${state}`);
  if (state !== 'open' && state !== 'waitlist') {
    if (row) throw differs();
    throw refusal(state);
  }
  if (!row) throw new DrawAgain(); // the ticket code was drawn twice
  if (row.status !== (state === 'open' ? 'registered' : 'waitlisted')) throw differs();
  const filled = state === 'open' ? counts.registered + 1 === event.capacity : counts.waitlisted + 1 === EVENT_WAITLIST_MAX;
  if (filled) await publishEventPagesIn(tx, event.slug); // the list's label changes: "Register" → "Join the waitlist" → "Full"
  if (state === 'open') {
    await queueMail(tx, { ...ticket, dedupeKey: registrationMailKey('ticket', row.id) });
    return { status: 'registered', ticketCode: place.ticketCode, registrationId: row.id };
  }
  // The newest arrival is last in line: behind everyone waiting now.
  const position = counts.waitlisted + 1;
  await queueMail(tx, { ...(await renderRegistrationMail(place, 'waitlisted', position)), dedupeKey: registrationMailKey('waitlisted', row.id) });
  return { status: 'waitlisted', position, registrationId: row.id };
}

/** The ticket must be drawn again: its code was drawn twice (one in 10^11), or the event changed since it was drawn. */
class DrawAgain extends Error {}

function refusal(state: Exclude<RegistrationState, 'open' | 'waitlist'>) {
  switch (state) {
    case 'draft': return notFound(REGISTRATION_REFUSALS.unknown);
    case 'cancelled': return conflict(REGISTRATION_REFUSALS.cancelled, 'event_cancelled');
    case 'full': return conflict(REGISTRATION_REFUSALS.full, 'event_full');
    default: return conflict(REGISTRATION_REFUSALS[state], 'event_not_open');
  }
}

type Existing = { id: number; ticketResends: number; ticketResendDay: Date | null };

/**
 * In one round trip under the lock: this person's place if they hold one already, the event's places, and, when
 * neither stops it, the new row. Under the lock every round trip is one that fifty people at once wait for in
 * turn, so the seat or waitlist decision is made in the statement too: it mirrors registrationState (a seat while
 * fewer than the capacity are registered, else a place in line while the waitlist has room) only for a window the
 * caller found open, and the caller checks its choice against registrationState with the counts it returns.
 */
async function takePlace(tx: Prisma.TransactionClient, event: LockedEvent, data: EventRegistrationData, now: Date, place: MailPlace) {
  const open = ['open', 'waitlist', 'full'].includes(registrationState(event, { registered: 0, waitlisted: 0 }, now));
  const [r] = await tx.$queryRaw<{ registered: number; waitlisted: number; existing: { id: number; ticketResends: number; ticketResendDay: string | null } | null; row: { id: number; status: 'registered' | 'waitlisted' } | null }[]>`
    WITH existing AS (
      SELECT id, ticket_resends AS "ticketResends", ticket_resend_day AS "ticketResendDay" FROM event_registrations
      WHERE event_id = ${event.id} AND status <> 'cancelled' AND (email = ${data.email} OR mobile = ${data.mobile}) LIMIT 1
    ), places AS (
      SELECT count(*) FILTER (WHERE status = 'registered')::int AS registered, count(*) FILTER (WHERE status = 'waitlisted')::int AS waitlisted,
             coalesce(max(waitlist_position) FILTER (WHERE status = 'waitlisted'), 0) AS last
      FROM event_registrations WHERE event_id = ${event.id}
    ), decided AS (
      SELECT CASE WHEN ${event.capacity}::int IS NULL OR registered < ${event.capacity}::int THEN 'registered'
                  WHEN waitlisted < ${EVENT_WAITLIST_MAX} THEN 'waitlisted' END AS status, last
      FROM places WHERE ${open} AND NOT EXISTS (SELECT 1 FROM existing)
    ), row AS (
      INSERT INTO event_registrations (event_id, name, email, mobile, organisation, language, status, waitlist_position, ticket_code, consent_at, created_at)
      SELECT ${event.id}, ${data.name}, ${data.email}, ${data.mobile}, ${data.organisation ?? null}, ${place.language}, status::"EventRegistrationStatus",
             CASE WHEN status = 'waitlisted' THEN last + 1 END, ${place.ticketCode}, ${now}, ${now}
      FROM decided WHERE status IS NOT NULL
      ON CONFLICT (ticket_code) DO NOTHING
      RETURNING id, status::text AS status
    )
    SELECT registered, waitlisted, (SELECT row_to_json(existing) FROM existing) AS existing, (SELECT row_to_json(row) FROM row) AS row FROM places`;
  const existing: Existing | null = r.existing && { ...r.existing, ticketResendDay: r.existing.ticketResendDay ? new Date(`${r.existing.ticketResendDay}T00:00:00Z`) : null };
  return { existing, counts: { registered: r.registered, waitlisted: r.waitlisted }, row: r.row };
}

/** The IST calendar day of `now`, as a UTC midnight (how a DATE column reads back). */
const istDay = (now: Date) => new Date(`${new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Kolkata' }).format(now)}T00:00:00Z`);

/** Sends the ticket (or the waitlist notice) again, at most EVENT_TICKET_RESENDS_PER_DAY times per IST day. */
async function resend(tx: Prisma.TransactionClient, r: Existing, now: Date) {
  const today = istDay(now);
  const sameDay = r.ticketResendDay?.getTime() === today.getTime();
  const sent = sameDay ? r.ticketResends : 0;
  if (sent >= EVENT_TICKET_RESENDS_PER_DAY) return false;
  // Conditional on what was read, so two repeats at once cannot both pass the daily count.
  const { count } = await tx.eventRegistration.updateMany({
    where: { id: r.id, ticketResends: r.ticketResends, ticketResendDay: r.ticketResendDay },
    data: { ticketResends: sent + 1, ticketResendDay: today },
  });
  if (count !== 1) return false;
  await mailRegistration(tx, r.id, 'again', `${today.toISOString().slice(0, 10)}:${sent + 1}`);
  return true;
}
