// Attendance certificates (issue 36): one for every admission at the door, issued by lib/certificates (a number
// without gaps, a signed verify code) in the person's language and mailed through the outbox with the PDF
// attached. One function for the console's button and `events certificates <slug>`.
// Idempotent: each admission is locked and marked with its certificate in the transaction that issues it and
// queues the mail, so sending twice, or from two places at once, issues nothing new.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { audit } from '@/lib/review/audit';
import { conflict, notFound } from '@/lib/kernel/domain-errors';
import { queueMail } from '@/lib/mail/outbox';
import { eventCertificateMail } from '@/lib/mail/messages/event-certificate';
import { issueCertificate } from '@/lib/certificates/certificates';
import { textFor, readEventText } from '@/lib/events/event-text';
import { toLocale } from '@/lib/i18n/locales';

export type CertificateRun = { issued: number; alreadySent: number };

/** The event's day in India, as the certificate's date field takes it (YYYY-MM-DD). */
const indiaDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);

export async function sendAttendanceCertificates(slug: string, staff: string, now = new Date()): Promise<CertificateRun> {
  const event = await db.event.findFirst({ where: { slug, status: 'published' }, select: { id: true, endsAt: true, startsAt: true, text: true, venueName: true } });
  if (!event) throw notFound('No such event.');
  if (event.endsAt > now) throw conflict('Certificates go out once the event has ended.', 'event_not_over');
  const waiting = await db.$queryRaw<{ id: number }[]>`
    SELECT c.id FROM event_check_ins c JOIN event_registrations r ON r.id = c.registration_id
    WHERE r.event_id = ${event.id} AND r.status = 'registered' AND r.erased_at IS NULL AND c.certificate_id IS NULL
    ORDER BY c.id`;
  let issued = 0;
  for (const { id } of waiting) {
    // One transaction per certificate: a failure halfway leaves the ones already sent sent, and a rerun sends the rest.
    issued += await db.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<{ registration_id: number; name: string; email: string; language: string }[]>`
        SELECT c.registration_id, r.name, r.email, r.language FROM event_check_ins c JOIN event_registrations r ON r.id = c.registration_id
        WHERE c.id = ${id} AND c.certificate_id IS NULL AND r.erased_at IS NULL FOR UPDATE OF c`;
      if (!row) return 0; // sent meanwhile by another run
      const language = toLocale(row.language);
      const title = textFor(readEventText(event.text), language).title;
      const certificate = await issueCertificate(tx, {
        kind: 'event_attendance', subjectId: row.registration_id, holderName: row.name, language,
        details: { event: title, date: indiaDay(event.startsAt), ...(event.venueName ? { venue: event.venueName } : {}) },
      });
      await tx.eventCheckIn.update({ where: { id }, data: { certificateId: certificate.id } });
      await queueMail(tx, {
        ...eventCertificateMail({ name: row.name, event: title, number: certificate.number, verifyUrl: certificate.verifyUrl, language }),
        to: row.email, topic: 'event-certificate', dedupeKey: `event-certificate:${certificate.number}`,
        attachments: [{ kind: 'certificate', number: certificate.number }],
      });
      return 1;
    });
  }
  await audit(db, { staff, action: 'event_certificates', entityType: 'event', entityId: event.id, detail: { issued, alreadySent: waiting.length === 0 ? 'all' : waiting.length - issued } });
  const sent = await db.eventCheckIn.count({ where: { certificateId: { not: null }, registrationId: { in: (await db.eventRegistration.findMany({ where: { eventId: event.id }, select: { id: true } })).map((r) => r.id) } } });
  return { issued, alreadySent: sent - issued };
}
