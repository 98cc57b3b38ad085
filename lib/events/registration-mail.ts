// Queues the mail about one registration (lib/mail/messages/event-registration.ts) inside the caller's transaction,
// with the ticket's QR code and calendar file attached where there is a ticket. Each mail has its own dedupe key,
// so a mail the same event caused twice goes out once (a promotion, a reminder on two instances).
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { queueMail, type MailFile, type OutgoingMail } from '@/lib/mail/outbox';
import { eventRegistrationMail, type EventMailKind } from '@/lib/mail/messages/event-registration';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import { toLocale } from '@/lib/i18n/locales';
import { readEventText, textFor } from './event-text';
import { eventCalendar, eventUrl } from './calendar';
import { eventWhen } from './event-time';
import { placeInLine } from './event-lock';
import { cancelUrl } from './cancel-link';
import { formatTicketCode, ticketToken } from './tickets';
import { qrPng } from './ticket-qr';

/** What happened: 'again' re-sends what the person's status calls for (their ticket, or their place in line). */
export type RegistrationMailCause = 'ticket' | 'waitlisted' | 'again' | 'promoted' | 'reminder' | 'cancelled' | 'event-cancelled';

const QR_CID = 'ticket-qr';

type MailEvent = Parameters<typeof eventCalendar>[0] & { cancelReason: string | null };
/** What a mail about a place needs to know of it. */
export type MailPlace = { id?: number; eventId: number; name: string; email: string; language: string; ticketCode: string; event: MailEvent };

/**
 * The mail of `kind` about a place, with its QR code and calendar file where there is a ticket; no dedupe key yet.
 * Pure work (the QR is drawn here): the registration renders its ticket before taking the event's lock.
 */
export async function renderRegistrationMail(r: MailPlace, kind: EventMailKind, place?: number): Promise<Omit<OutgoingMail, 'dedupeKey'>> {
  const language = toLocale(r.language);
  const t = translatorForLocale(language);
  const words = textFor(readEventText(r.event.text), language);
  const withTicket = kind === 'ticket' || kind === 'promoted' || kind === 'reminder';
  const mail = eventRegistrationMail({
    kind, language, name: r.name, place,
    event: {
      title: words.title,
      when: eventWhen(r.event.startsAt, r.event.endsAt, language, t),
      where: [r.event.venueName, r.event.venueAddress].filter(Boolean).join(', ') || r.event.onlineUrl || '',
      url: eventUrl(r.event.slug, language),
    },
    ticket: withTicket ? { code: formatTicketCode(r.ticketCode), qrCid: QR_CID } : undefined,
    reason: r.event.cancelReason ?? undefined,
    cancelUrl: kind === 'cancelled' || kind === 'event-cancelled' ? undefined : cancelUrl(r.ticketCode, language),
  });
  const attachments: MailFile[] = withTicket
    ? [
      { filename: `ticket-${r.ticketCode}.png`, contentType: 'image/png', contentId: QR_CID, content: qrPng(ticketToken(r.eventId, r.ticketCode)) },
      { filename: `${r.event.slug}.ics`, contentType: 'text/calendar; charset=utf-8', content: Buffer.from(eventCalendar(r.event, language)) },
    ]
    : [];
  return { ...mail, to: r.email, topic: 'event-registration', attachments };
}

/** The dedupe key of a mail about registration `id`: one per cause (and occasion, for re-sends). */
export const registrationMailKey = (cause: RegistrationMailCause, id: number, occasion = '') => `${registrationMailPrefix(cause)}${id}${occasion ? `:${occasion}` : ''}`;
/** What a dedupe key of `cause` starts with (the id follows). */
export const registrationMailPrefix = (cause: RegistrationMailCause) => `event-${cause}:`;

/** Queues the mail `cause` calls for about registration `registrationId`, in the caller's transaction. */
export async function mailRegistration(tx: Prisma.TransactionClient, registrationId: number, cause: RegistrationMailCause, occasion = '') {
  const r = await tx.eventRegistration.findUniqueOrThrow({ where: { id: registrationId }, include: { event: true } });
  if (r.erasedAt) return null;
  const kind: EventMailKind = cause === 'again' ? (r.status === 'waitlisted' ? 'waitlisted' : 'ticket') : cause;
  const place = kind === 'waitlisted' && r.waitlistPosition !== null ? await placeInLine(tx, r.eventId, r.waitlistPosition) : undefined;
  return queueMail(tx, { ...(await renderRegistrationMail(r, kind, place)), dedupeKey: registrationMailKey(cause, r.id, occasion) });
}
