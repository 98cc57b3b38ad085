// The words and files of a registration's own mail (its ticket, or its waitlist notice), written by the mail worker
// when it sends them. The registration's one statement (./register.ts) queues the outbox row without them, so what
// fifty people registering at once wait for holds no QR code, calendar file or HTML; the mail also says what the
// event is when it leaves, not what it was a moment before. A notice that no longer applies (the person left the
// line, or got a seat and its own mail, before the worker came to it) is withdrawn unsent, and so is a ticket or
// notice for an event cancelled meanwhile: its rows keep their status, and the cancellation mail says what is true.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { MailWriter } from '@/lib/mail/transport-types';
import { placeInLine } from './event-lock';
import { registrationMailPrefix, renderRegistrationMail } from './registration-mail';

const KINDS = { ticket: 'registered', waitlisted: 'waitlisted' } as const;

export const registrationMailWriter: MailWriter = async ({ topic, dedupeKey }) => {
  const kind = (Object.keys(KINDS) as (keyof typeof KINDS)[]).find((k) => dedupeKey.startsWith(registrationMailPrefix(k)));
  const id = kind && Number(dedupeKey.slice(registrationMailPrefix(kind).length));
  if (topic !== 'event-registration' || !kind || !Number.isSafeInteger(id)) throw new Error(`not a registration's own mail: ${dedupeKey}`);
  const r = await db.eventRegistration.findUnique({ where: { id: id as number }, include: { event: true } });
  if (!r || r.erasedAt || r.status !== KINDS[kind] || r.event.status === 'cancelled') return null;
  const place = kind === 'waitlisted' ? await placeInLine(db, r.eventId, r.waitlistPosition!) : undefined;
  const mail = await renderRegistrationMail(r, kind, place);
  return {
    subject: mail.subject, text: mail.text, html: mail.html, lang: mail.lang,
    attachments: (mail.attachments ?? []).map((f) => ({ filename: f.filename, contentType: f.contentType, content: Buffer.from(f.content), ...(f.contentId ? { cid: f.contentId } : {}) })),
  };
};
