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
import { lockEvent, placeInLine } from './event-lock';
import { mailRegistration } from './registration-mail';
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
    try {
      return await db.$transaction((tx) => register(tx, slug, data, language, now));
    } catch (e) {
      // A ticket code drawn twice (one in 10^11): draw again. Any other unique violation is a real clash.
      if (attempt < 2 && e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002' && String(e.meta?.target).includes('ticket_code')) continue;
      throw e;
    }
  }
}

async function register(tx: Prisma.TransactionClient, slug: string, data: EventRegistrationData, language: Locale, now: Date): Promise<RegistrationOutcome> {
  const event = await lockEvent(tx, slug);
  if (!event || event.status === 'draft') throw notFound(REGISTRATION_REFUSALS.unknown);
  const existing = await tx.eventRegistration.findFirst({
    where: { eventId: event.id, status: { not: 'cancelled' }, OR: [{ email: data.email }, { mobile: data.mobile }] },
    select: { id: true, ticketResends: true, ticketResendDay: true },
  });
  // Already in: say so whatever the state of the event, and re-send to the address we hold (never the one given).
  if (existing) return { status: 'already_registered', registrationId: existing.id, resent: await resend(tx, existing, now) };
  const counts = await countPlaces(tx, event.id);
  const state = registrationState(event, counts, now);
  if (state !== 'open' && state !== 'waitlist') throw refusal(state);
  const waitlisted = state === 'waitlist';
  const row = await tx.eventRegistration.create({
    data: {
      eventId: event.id, name: data.name, email: data.email, mobile: data.mobile, organisation: data.organisation ?? null, language,
      status: waitlisted ? 'waitlisted' : 'registered', waitlistPosition: waitlisted ? counts.lastPosition + 1 : null,
      ticketCode: newTicketCode(), consentAt: now, createdAt: now,
    },
    select: { id: true, ticketCode: true, waitlistPosition: true },
  });
  await mailRegistration(tx, row.id, waitlisted ? 'waitlisted' : 'ticket');
  return waitlisted
    ? { status: 'waitlisted', position: await placeInLine(tx, event.id, row.waitlistPosition!), registrationId: row.id }
    : { status: 'registered', ticketCode: row.ticketCode, registrationId: row.id };
}

function refusal(state: Exclude<RegistrationState, 'open' | 'waitlist'>) {
  switch (state) {
    case 'draft': return notFound(REGISTRATION_REFUSALS.unknown);
    case 'cancelled': return conflict(REGISTRATION_REFUSALS.cancelled, 'event_cancelled');
    case 'full': return conflict(REGISTRATION_REFUSALS.full, 'event_full');
    default: return conflict(REGISTRATION_REFUSALS[state], 'event_not_open');
  }
}

async function countPlaces(tx: Prisma.TransactionClient, eventId: number) {
  const [r] = await tx.$queryRaw<{ registered: number; waitlisted: number; last: number | null }[]>`
    SELECT count(*) FILTER (WHERE status = 'registered')::int AS registered, count(*) FILTER (WHERE status = 'waitlisted')::int AS waitlisted,
           max(waitlist_position) FILTER (WHERE status = 'waitlisted') AS last
    FROM event_registrations WHERE event_id = ${eventId}`;
  return { registered: r.registered, waitlisted: r.waitlisted, lastPosition: r.last ?? 0 };
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
