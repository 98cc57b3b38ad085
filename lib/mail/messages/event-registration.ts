// The mails about a place at an event, in the registrant's language: the ticket (on registering, on a re-send,
// when a seat frees for someone on the waitlist, and the day before), the waitlist notice, and the cancellations
// (by the person, or of the whole event). Each names the event, when and where, and carries the cancel link.
import { renderMail, type RenderedMail } from '../layout';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';

export type EventMailKind = 'ticket' | 'promoted' | 'reminder' | 'waitlisted' | 'cancelled' | 'event-cancelled';

export type EventMail = {
  kind: EventMailKind;
  language: Locale;
  name: string;
  event: { title: string; when: string; where: string; url: string };
  /** Tickets: the code as printed (K7P-MX4-Q9R) and the content id of the attached QR image. */
  ticket?: { code: string; qrCid: string };
  /** The waitlisted: their place in line. */
  place?: number;
  /** The event's cancellation: the reason staff gave. */
  reason?: string;
  cancelUrl?: string;
};

/** Every text of these mails (the catalogue test reads them here). */
export const EVENT_MAIL_SUBJECT: Record<EventMailKind, string> = {
  ticket: 'Your ticket: {event}',
  promoted: 'A seat is yours: {event}',
  reminder: 'Tomorrow: {event}',
  waitlisted: 'You are on the waitlist: {event}',
  cancelled: 'Registration cancelled: {event}',
  'event-cancelled': 'Cancelled: {event}',
};

export const EVENT_MAIL_OPENING: Record<EventMailKind, string> = {
  ticket: 'You are registered for {event}. We look forward to seeing you.',
  promoted: 'A seat became free, and it is yours: you are now registered for {event}.',
  reminder: 'A reminder: {event} is tomorrow. We look forward to seeing you.',
  waitlisted: '{event} is full, so you are on the waitlist, at place {place}. If a seat becomes free, we register you and email your ticket.',
  cancelled: 'Your registration for {event} is cancelled. Thank you for letting us know: your seat goes to the next person on the waitlist.',
  'event-cancelled': 'We are sorry: {event} has been cancelled. Your registration is void, and there is nothing you need to do.',
};

export const EVENT_MAIL_NOTE = {
  waitlisted: 'No longer want a seat? Leave the waitlist here: {url}',
  registered: 'Cannot come? Cancel here, so that someone on the waitlist gets your seat: {url}',
} as const;

export function eventRegistrationMail(m: EventMail): RenderedMail {
  const t = translatorForLocale(m.language);
  const event = m.event.title;
  const paragraphs = [t(EVENT_MAIL_OPENING[m.kind], { event, place: m.place ?? '' })];
  if (m.kind === 'event-cancelled' && m.reason) paragraphs.push(t('The reason: {reason}', { reason: m.reason }));
  if (m.kind !== 'cancelled') paragraphs.push(t('When: {when}', { when: m.event.when }), t('Where: {where}', { where: m.event.where }));
  if (m.ticket) {
    paragraphs.push(
      t('Your ticket code is {code}. At the door, show the QR code below or read out the code.', { code: m.ticket.code }),
      t('The calendar file attached adds the event to your calendar.'),
    );
  }
  return renderMail({
    lang: m.language,
    subject: t(EVENT_MAIL_SUBJECT[m.kind], { event }),
    greeting: t('Hello {name},', { name: m.name }),
    paragraphs,
    image: m.ticket ? { cid: m.ticket.qrCid, alt: t('QR code of your ticket {code}', { code: m.ticket.code }) } : undefined,
    action: m.kind === 'event-cancelled' || m.kind === 'cancelled' ? undefined : { label: t('See the event'), url: m.event.url },
    note: m.cancelUrl
      ? t(EVENT_MAIL_NOTE[m.kind === 'waitlisted' ? 'waitlisted' : 'registered'], { url: m.cancelUrl })
      : undefined,
  });
}
