// Registering for an event. The whole decision (open? already in? a seat or the waitlist?) and its mail happen in
// one transaction that first locks the event's row (SELECT … FOR UPDATE). Why a row lock and not SERIALIZABLE with
// retries: every registration of one event contends for the same seats, so under serialisable isolation 50 at once
// would abort and retry each other in waves (the p95 grows with the crowd); the lock queues them in arrival order,
// each holds it for a few milliseconds, nobody retries, and registrations for other events never wait. The partial
// unique indexes (one email, one mobile per event) stay as the backstop.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { conflict, notFound } from '@/lib/kernel/domain-errors';
import type { Locale } from '@/lib/i18n/locales';
import { EVENT_TICKET_RESENDS_PER_DAY } from '@/lib/limits';
import { registrationState, type RegistrationState } from './registration-state';
import type { EventRegistrationData } from './registration-schema';
import { lockEvent } from './event-lock';
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
  const event = await db.event.findUnique({ where: { slug } });
  if (!event || event.status === 'draft') throw notFound(REGISTRATION_REFUSALS.unknown);
  for (let attempt = 0; ; attempt++) {
    // The ticket mail is drawn before the lock: its QR code and calendar file are the costly part of a registration,
    // and under the lock registrations for one event take turns. (An edit of the event in between is not in it.)
    const place: MailPlace = { eventId: event.id, name: data.name, email: data.email, language, ticketCode: newTicketCode(), event };
    const ticket = await renderRegistrationMail(place, 'ticket');
    try {
      // The timeout counts the wait for the lock too: 50 at once on a busy machine queue for seconds.
      return await db.$transaction((tx) => register(tx, slug, data, now, place, ticket), { timeout: 60_000 });
    } catch (e) {
      // A ticket code drawn twice (one in 10^11): draw again. Any other unique violation is a real clash.
      if (attempt < 2 && e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002' && String(e.meta?.target).includes('ticket_code')) continue;
      throw e;
    }
  }
}

async function register(tx: Prisma.TransactionClient, slug: string, data: EventRegistrationData, now: Date, place: MailPlace, ticket: Omit<OutgoingMail, 'dedupeKey'>): Promise<RegistrationOutcome> {
  const event = await lockEvent(tx, slug);
  if (!event || event.status === 'draft') throw notFound(REGISTRATION_REFUSALS.unknown);
  const { existing, ...counts } = await placesAndRepeat(tx, event.id, data);
  // A cancelled event refuses everyone: a re-sent ticket would tell a registered person to come.
  if (event.status === 'cancelled') throw refusal('cancelled');
  // Already in: say so whatever else the state of the event, and re-send to the address we hold (never the one given).
  if (existing) return { status: 'already_registered', registrationId: existing.id, resent: await resend(tx, existing, now) };
  const state = registrationState(event, counts, now);
  if (state !== 'open' && state !== 'waitlist') throw refusal(state);
  const waitlisted = state === 'waitlist';
  const row = await tx.eventRegistration.create({
    data: {
      eventId: event.id, name: data.name, email: data.email, mobile: data.mobile, organisation: data.organisation ?? null, language: place.language,
      status: waitlisted ? 'waitlisted' : 'registered', waitlistPosition: waitlisted ? counts.lastPosition + 1 : null,
      ticketCode: place.ticketCode, consentAt: now, createdAt: now,
    },
    select: { id: true, ticketCode: true },
  });
  if (!waitlisted) {
    await queueMail(tx, { ...ticket, dedupeKey: registrationMailKey('ticket', row.id) });
    return { status: 'registered', ticketCode: row.ticketCode, registrationId: row.id };
  }
  // The newest arrival is last in line: behind everyone waiting now.
  const position = counts.waitlisted + 1;
  await queueMail(tx, { ...(await renderRegistrationMail(place, 'waitlisted', position)), dedupeKey: registrationMailKey('waitlisted', row.id) });
  return { status: 'waitlisted', position, registrationId: row.id };
}

function refusal(state: Exclude<RegistrationState, 'open' | 'waitlist'>) {
  switch (state) {
    case 'draft': return notFound(REGISTRATION_REFUSALS.unknown);
    case 'cancelled': return conflict(REGISTRATION_REFUSALS.cancelled, 'event_cancelled');
    case 'full': return conflict(REGISTRATION_REFUSALS.full, 'event_full');
    default: return conflict(REGISTRATION_REFUSALS[state], 'event_not_open');
  }
}

/** In one round trip under the lock: the event's places, and this person's place if they hold one already. */
async function placesAndRepeat(tx: Prisma.TransactionClient, eventId: number, data: Pick<EventRegistrationData, 'email' | 'mobile'>) {
  const [r] = await tx.$queryRaw<{ registered: number; waitlisted: number; last: number | null; existing: { id: number; ticketResends: number; ticketResendDay: string | null } | null }[]>`
    SELECT count(*) FILTER (WHERE status = 'registered')::int AS registered, count(*) FILTER (WHERE status = 'waitlisted')::int AS waitlisted,
           max(waitlist_position) FILTER (WHERE status = 'waitlisted') AS last,
           (SELECT json_build_object('id', id, 'ticketResends', ticket_resends, 'ticketResendDay', ticket_resend_day) FROM event_registrations
             WHERE event_id = ${eventId} AND status <> 'cancelled' AND (email = ${data.email} OR mobile = ${data.mobile}) LIMIT 1) AS existing
    FROM event_registrations WHERE event_id = ${eventId}`;
  const existing = r.existing && { ...r.existing, ticketResendDay: r.existing.ticketResendDay ? new Date(`${r.existing.ticketResendDay}T00:00:00Z`) : null };
  return { registered: r.registered, waitlisted: r.waitlisted, lastPosition: r.last ?? 0, existing };
}

/** The IST calendar day of `now`, as a UTC midnight (how a DATE column reads back). */
const istDay = (now: Date) => new Date(`${new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Kolkata' }).format(now)}T00:00:00Z`);

/** Sends the ticket (or the waitlist notice) again, at most EVENT_TICKET_RESENDS_PER_DAY times per IST day. */
async function resend(tx: Prisma.TransactionClient, r: { id: number; ticketResends: number; ticketResendDay: Date | null }, now: Date) {
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
