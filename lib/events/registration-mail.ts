// Queues the mail about one registration (lib/mail/messages/event-registration.ts) inside the caller's transaction,
// with the ticket's QR code and calendar file attached where there is a ticket. Each mail has its own dedupe key,
// so a mail the same event caused twice goes out once (a promotion, a reminder on two instances).
import 'server-only';
import QRCode from 'qrcode';
import type { Prisma } from '@/lib/generated/prisma/client';
import { queueMail, type MailFile } from '@/lib/mail/outbox';
import { eventRegistrationMail, type EventMailKind } from '@/lib/mail/messages/event-registration';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import { toLocale } from '@/lib/i18n/locales';
import { readEventText, textFor } from './event-text';
import { eventCalendar, eventUrl } from './calendar';
import { eventWhen } from './event-time';
import { placeInLine } from './event-lock';
import { cancelUrl } from './cancel-link';
import { formatTicketCode, ticketToken } from './tickets';

/** What happened: 'again' re-sends what the person's status calls for (their ticket, or their place in line). */
export type RegistrationMailCause = 'ticket' | 'waitlisted' | 'again' | 'promoted' | 'reminder' | 'cancelled' | 'event-cancelled';

const QR_CID = 'ticket-qr';

export async function mailRegistration(tx: Prisma.TransactionClient, registrationId: number, cause: RegistrationMailCause, occasion = '') {
  const r = await tx.eventRegistration.findUniqueOrThrow({ where: { id: registrationId }, include: { event: true } });
  if (r.erasedAt) return null;
  const language = toLocale(r.language);
  const t = translatorForLocale(language);
  const words = textFor(readEventText(r.event.text), language);
  const kind: EventMailKind = cause === 'again' ? (r.status === 'waitlisted' ? 'waitlisted' : 'ticket') : cause;
  const withTicket = kind === 'ticket' || kind === 'promoted' || kind === 'reminder';
  const place = kind === 'waitlisted' && r.waitlistPosition !== null ? await placeInLine(tx, r.eventId, r.waitlistPosition) : undefined;
  const code = formatTicketCode(r.ticketCode);
  const mail = eventRegistrationMail({
    kind, language, name: r.name, place,
    event: {
      title: words.title,
      when: eventWhen(r.event.startsAt, r.event.endsAt, language, t),
      where: [r.event.venueName, r.event.venueAddress].filter(Boolean).join(', ') || r.event.onlineUrl || '',
      url: eventUrl(r.event.slug, language),
    },
    ticket: withTicket ? { code, qrCid: QR_CID } : undefined,
    reason: r.event.cancelReason ?? undefined,
    cancelUrl: kind === 'cancelled' || kind === 'event-cancelled' ? undefined : cancelUrl(r.ticketCode, language),
  });
  const attachments: MailFile[] = withTicket
    ? [
      { filename: `ticket-${r.ticketCode}.png`, contentType: 'image/png', contentId: QR_CID, content: await QRCode.toBuffer(ticketToken(r.eventId, r.ticketCode), { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 480 }) },
      { filename: `${r.event.slug}.ics`, contentType: 'text/calendar; charset=utf-8', content: Buffer.from(eventCalendar(r.event, language)) },
    ]
    : [];
  return queueMail(tx, {
    ...mail, to: r.email, topic: 'event-registration', attachments,
    dedupeKey: `event-${cause}:${r.id}${occasion ? `:${occasion}` : ''}`,
  });
}
