// Registering for an event: one statement, the SQL function event_register (its migration,
// prisma/migrations/20261128121500_event_register_function; docs/decisions/024). Why a row lock and not SERIALIZABLE
// with retries: every registration of one event contends for the same seats, so under serialisable isolation 50 at
// once would abort and retry each other in waves; the lock queues them in arrival order and nobody retries
// (docs/decisions/024). Why one statement: fifty at once take the lock one after another, so the time it is held is
// what the last of them waits for, times fifty. Run outside any transaction, the function holds the lock for its own
// run and the commit, never across a round trip to this process, whose event loop is busy with the other 49. It
// writes only the evidence: the registration, and its mail's outbox row (the ticket's QR, calendar file and words are
// written by the worker when it sends it, lib/events/registration-mail-writer.ts), and publishes the pages when the
// label changes. The partial unique indexes (one email, one mobile per event) stay as the backstop.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { conflict, notFound } from '@/lib/kernel/domain-errors';
import type { Locale } from '@/lib/i18n/locales';
import { EVENT_TICKET_RESENDS_PER_DAY, EVENT_WAITLIST_MAX } from '@/lib/limits';
import type { EventRegistrationData } from './registration-schema';
import { inTurn } from './event-turns';
import { eventPagePaths } from './publish-event-pages';
import { mailRegistration, registrationMailPrefix } from './registration-mail';
import { MAIL_MAX_ATTEMPTS, SEND_MAIL_TASK } from '@/lib/mail/outbox';
import { PUBLICATIONS_CHANNEL } from '@/lib/publishing/paths';
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

type Outcome = 'unknown' | 'cancelled' | 'already_registered' | 'closed' | 'not_yet' | 'full' | 'registered' | 'waitlisted' | 'draw_again';

/** Registers `data` for the event `slug` (published and open), in `language` for its mails. */
export async function registerForEvent(slug: string, data: EventRegistrationData, language: Locale, now = new Date()): Promise<RegistrationOutcome> {
  const pages = [...new Set(eventPagePaths(slug))].sort(); // sorted, as publishPaths locks them
  const mailKeys = [registrationMailPrefix('ticket'), registrationMailPrefix('waitlisted')];
  for (let attempt = 0; ; attempt++) {
    const ticketCode = newTicketCode();
    // At most a few registrations of one event per process wait for its lock (./event-turns.ts): each holds a connection.
    const [r] = await inTurn(slug, () => db.$queryRaw<{ outcome: Outcome; registration_id: number | null; place: number | null }[]>`
      SELECT * FROM event_register(${slug}::text, ${data.name}::text, ${data.email}::text, ${data.mobile}::text, ${data.organisation ?? null}::text,
        ${language}::text, ${ticketCode}::text, ${now}::timestamptz, ${EVENT_WAITLIST_MAX}::int, ${mailKeys}::text[], 'event-registration',
        ${SEND_MAIL_TASK}::text, ${MAIL_MAX_ATTEMPTS}::int, ${pages}::text[], ${PUBLICATIONS_CHANNEL}::text)`);
    switch (r.outcome) {
      case 'registered': return { status: 'registered', ticketCode, registrationId: r.registration_id! };
      case 'waitlisted': return { status: 'waitlisted', position: r.place!, registrationId: r.registration_id! };
      // Already in: say so whatever else the state of the event, and re-send to the address we hold (never the one given).
      case 'already_registered': return { status: 'already_registered', registrationId: r.registration_id!, resent: await resend(r.registration_id!, now) };
      case 'draw_again': if (attempt < 2) continue; throw new Error(`event ${slug}: a ticket code drawn three times over`);
      case 'unknown': throw notFound(REGISTRATION_REFUSALS.unknown);
      case 'cancelled': throw conflict(REGISTRATION_REFUSALS.cancelled, 'event_cancelled');
      case 'full': throw conflict(REGISTRATION_REFUSALS.full, 'event_full');
      default: throw conflict(REGISTRATION_REFUSALS[r.outcome], 'event_not_open');
    }
  }
}

/** The IST calendar day of `now`, as a UTC midnight (how a DATE column reads back). */
const istDay = (now: Date) => new Date(`${new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Kolkata' }).format(now)}T00:00:00Z`);

/**
 * Sends the ticket (or the waitlist notice) again, at most EVENT_TICKET_RESENDS_PER_DAY times per IST day, in its own
 * transaction (a rare path: the event's lock is not needed, the conditional update keeps the count).
 */
async function resend(id: number, now: Date) {
  const today = istDay(now);
  return db.$transaction(async (tx: Prisma.TransactionClient) => {
    const r = await tx.eventRegistration.findUniqueOrThrow({ where: { id }, select: { ticketResends: true, ticketResendDay: true } });
    const sent = r.ticketResendDay?.getTime() === today.getTime() ? r.ticketResends : 0;
    if (sent >= EVENT_TICKET_RESENDS_PER_DAY) return false;
    // Conditional on what was read, so two repeats at once cannot both pass the daily count.
    const { count } = await tx.eventRegistration.updateMany({
      where: { id, ticketResends: r.ticketResends, ticketResendDay: r.ticketResendDay },
      data: { ticketResends: sent + 1, ticketResendDay: today },
    });
    if (count !== 1) return false;
    await mailRegistration(tx, id, 'again', `${today.toISOString().slice(0, 10)}:${sent + 1}`);
    return true;
  });
}
