// Attendance certificates (issue 36): one for every admission at the door, issued by lib/certificates (a number
// without gaps, a signed verify code) in the person's language, and mailed through the outbox with the PDF
// attached. One function for the console's button and `events certificates <slug>`.
// Idempotent, in two steps per admission: (1) the admission is locked and marked with its certificate in the
// transaction that issues it, so two runs at once issue one; (2) the PDF is drawn from the committed certificate
// and queued under the certificate's number (the outbox's dedupe key), so a run that stopped between the steps is
// finished by the next one, and no run mails twice.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { audit } from '@/lib/review/audit';
import { conflict, notFound } from '@/lib/kernel/domain-errors';
import { queueMail } from '@/lib/mail/outbox';
import { eventCertificateMail } from '@/lib/mail/messages/event-certificate';
import { issueCertificate } from '@/lib/certificates/certificates';
import { certificatePdf } from '@/lib/certificates/certificate-pdf';
import { certificateVerifyUrl } from '@/lib/certificates/certificate-code';
import { toLocale } from '@/lib/i18n/locales';
import { readEventText, textFor } from '../event-text';

export type CertificateRun = { issued: number; alreadySent: number };

/** The event's day in India, as the certificate's date field takes it (YYYY-MM-DD). */
const indiaDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
const dedupeKey = (number: string) => `event-certificate:${number}`;

type Admission = { id: number; registration_id: number; name: string; email: string; language: string; certificate_id: number | null };

export async function sendAttendanceCertificates(slug: string, staff: string, now = new Date()): Promise<CertificateRun> {
  const event = await db.event.findFirst({ where: { slug, status: 'published' }, select: { id: true, endsAt: true, startsAt: true, text: true, venueName: true } });
  if (!event) throw notFound('No such event.');
  if (event.endsAt > now) throw conflict('Certificates go out once the event has ended.', 'event_not_over');
  const text = readEventText(event.text);
  const admissions = await db.$queryRaw<Admission[]>`
    SELECT c.id, c.registration_id, r.name, r.email, r.language, c.certificate_id
    FROM event_check_ins c JOIN event_registrations r ON r.id = c.registration_id
    WHERE r.event_id = ${event.id} AND r.status = 'registered' AND r.erased_at IS NULL
    ORDER BY c.id`;
  let issued = 0;
  for (const a of admissions) {
    const language = toLocale(a.language);
    const title = textFor(text, language).title;
    const certificate = await db.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ certificate_id: number | null }[]>`SELECT certificate_id FROM event_check_ins WHERE id = ${a.id} FOR UPDATE`;
      if (locked?.certificate_id) return tx.certificate.findUniqueOrThrow({ where: { id: locked.certificate_id }, select: { id: true, number: true } });
      const made = await issueCertificate(tx, {
        kind: 'event_attendance', subjectId: a.registration_id, holderName: a.name, language,
        details: { event: title, date: indiaDay(event.startsAt), ...(event.venueName ? { venue: event.venueName } : {}) },
      });
      await tx.eventCheckIn.update({ where: { id: a.id }, data: { certificateId: made.id } });
      issued++;
      return made;
    });
    // What the person should hold is the admission's certificate as it stands now: a corrected reissue goes out
    // under its own number, and a revoked (or erased) one never goes out, even if its first mail did not.
    const current = await currentOf(certificate.id);
    if (current.revokedAt || !current.holderName) continue;
    if (await db.mailOutbox.findUnique({ where: { dedupeKey: dedupeKey(current.number) }, select: { id: true } })) continue;
    const pdf = await certificatePdf(current.number);
    await db.$transaction((tx) => queueMail(tx, {
      ...eventCertificateMail({ name: current.holderName!, event: title, number: current.number, verifyUrl: certificateVerifyUrl(current.id), language }),
      to: a.email, topic: 'event-certificate', dedupeKey: dedupeKey(current.number),
      attachments: [{ filename: `${current.number}.pdf`, contentType: 'application/pdf', content: pdf }],
    }));
  }
  await audit(db, { staff, action: 'event_certificates', entityType: 'event', entityId: event.id, detail: { issued, admissions: admissions.length } });
  return { issued, alreadySent: admissions.length - issued };
}

/** The certificate that replaced `id` (through every reissue), or `id` itself. */
async function currentOf(id: number) {
  for (let at = id; ;) {
    const c = await db.certificate.findUniqueOrThrow({ where: { id: at }, select: { id: true, number: true, holderName: true, revokedAt: true, replacedById: true } });
    if (c.replacedById === null) return c;
    at = c.replacedById;
  }
}
