// Attendance certificates (issue 36): one for each admission, in the person's language, mailed through the
// outbox with its PDF; sending twice (or twice at once) issues nothing new; not before the event ends; revocable.
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { testDb } from '../helpers/db';
import { newTicketCode } from '@/lib/events/tickets';
import { sendAttendanceCertificates } from '@/lib/events/check-in/send-certificates';
import { recordCheckIns } from '@/lib/events/check-in/record-check-ins';
import { reissueCertificate, revokeCertificate } from '@/lib/certificates/certificates';
import { runAdmin } from '@/scripts/admin/run';
import { events } from '@/scripts/admin/events';
import { eventDoor } from '@/scripts/admin/event-door';
import { eraseRegistrationsByEmail } from '@/lib/events/erase-registrations';

const HOUR = 3600_000;

async function pastEvent() {
  const db = testDb();
  const now = Date.now();
  const slug = `cert-${randomBytes(5).toString('hex')}`;
  const event = await db.event.create({
    data: {
      slug, status: 'published', category: 'Workshop', startsAt: new Date(now - 3 * HOUR), endsAt: new Date(now + HOUR), venueName: 'Cotton University',
      text: { en: { title: 'Youth Finance Day', summary: 'A day.', description: 'A day.', coverAlt: '' }, as: { title: 'যুৱ বিত্ত দিৱস', summary: 'এদিন।', description: 'এদিন।', coverAlt: '' } },
      publishedAt: new Date(now - 24 * HOUR),
    },
  });
  const people = [['Anjali Saikia', 'as'], ['Rohit Sharma', 'hi'], ['Meera Nath', 'en'], ['Absent Person', 'en']] as const;
  const regs = [];
  for (const [i, [name, language]] of people.entries()) {
    regs.push(await db.eventRegistration.create({
      data: {
        eventId: event.id, name, email: `p${i}.${slug}@example.org`, mobile: `6${String(i).padStart(9, '0')}`, language, status: 'registered',
        ticketCode: newTicketCode(), consentAt: new Date(),
      },
    }));
  }
  // Three of the four came, during the event.
  await recordCheckIns(slug, regs.slice(0, 3).map((r, i) => ({ ticketCode: r.ticketCode, scannedAt: new Date(now - 2 * HOUR + i * 1000), deviceId: 'device-cert' })), 'door@staff.test');
  return { event, slug, regs };
}

describe('attendance certificates', () => {
  it('are refused before the event ends, then issued once each, in the person\'s language, with the PDF by mail', async () => {
    const db = testDb();
    const { event, slug, regs } = await pastEvent();
    await expect(sendAttendanceCertificates(slug, 'reviewer@staff.test')).rejects.toMatchObject({ code: 'event_not_over', message: 'Certificates go out once the event has ended.' });
    await db.event.update({ where: { id: event.id }, data: { endsAt: new Date(Date.now() - HOUR) } });

    // Twice at once, then once more: three certificates in all.
    const runs = await Promise.allSettled([sendAttendanceCertificates(slug, 'reviewer@staff.test'), sendAttendanceCertificates(slug, 'admin@staff.test')]);
    const again = await sendAttendanceCertificates(slug, 'reviewer@staff.test');
    expect(again).toEqual({ issued: 0, alreadySent: 3 });
    const issuedNow = runs.reduce((n, r) => n + (r.status === 'fulfilled' ? r.value.issued : 0), 0);
    expect(issuedNow).toBe(3);

    const certificates = await db.certificate.findMany({ where: { kind: 'event_attendance', subjectId: { in: regs.map((r) => r.id) } }, orderBy: { subjectId: 'asc' } });
    expect(certificates.map((c) => [c.subjectId, c.holderName, c.language])).toEqual([[regs[0]!.id, 'Anjali Saikia', 'as'], [regs[1]!.id, 'Rohit Sharma', 'hi'], [regs[2]!.id, 'Meera Nath', 'en']]);
    expect(certificates[0]!.details).toEqual({ event: 'যুৱ বিত্ত দিৱস', date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), venue: 'Cotton University' });
    expect(certificates[1]!.details).toMatchObject({ event: 'Youth Finance Day' }); // no Hindi title: the English one
    const checkIns = await db.eventCheckIn.findMany({ where: { registrationId: { in: regs.map((r) => r.id) } }, orderBy: { registrationId: 'asc' } });
    expect(checkIns.map((c) => c.certificateId)).toEqual(certificates.map((c) => c.id));

    const mails = await db.mailOutbox.findMany({ where: { topic: 'event-certificate', toAddress: { in: regs.map((r) => r.email) } }, orderBy: { toAddress: 'asc' } });
    expect(mails.map((m) => m.toAddress)).toEqual(regs.slice(0, 3).map((r) => r.email).sort());
    const assamese = mails.find((m) => m.toAddress === regs[0]!.email)!;
    expect(assamese.subject).toBe('আপোনাৰ উপস্থিতিৰ প্ৰমাণপত্ৰ: যুৱ বিত্ত দিৱস');
    expect(assamese.textBody).toContain(certificates[0]!.number);
    expect(assamese.textBody).toMatch(/\/verify\/\S+/);
    const [pdf, ...more] = await db.mailAttachment.findMany({ where: { outboxId: assamese.id } });
    expect(more).toEqual([]);
    expect(pdf).toMatchObject({ filename: `${certificates[0]!.number}.pdf`, contentType: 'application/pdf' });
    expect(Buffer.from(pdf!.content).subarray(0, 5).toString()).toBe('%PDF-');
    expect(mails.find((m) => m.toAddress === regs[1]!.email)!.subject).toBe('आपका उपस्थिति प्रमाणपत्र: Youth Finance Day');
    expect(await db.staffAction.count({ where: { action: 'event_certificates', entityId: event.id } })).toBe(3);
  });

  it('an erased address loses its certificate mail too: its body and PDF named the holder (review of issue 36)', async () => {
    const db = testDb();
    const { event, slug, regs } = await pastEvent();
    await db.event.update({ where: { id: event.id }, data: { endsAt: new Date(Date.now() - HOUR) } });
    await sendAttendanceCertificates(slug, 'reviewer@staff.test');
    const mail = await db.mailOutbox.findFirstOrThrow({ where: { topic: 'event-certificate', toAddress: regs[0]!.email } });
    expect(mail.textBody).toContain('Anjali Saikia');
    await eraseRegistrationsByEmail(regs[0]!.email.toUpperCase(), 'admin@staff.test', 'request');
    expect(await db.mailOutbox.count({ where: { toAddress: regs[0]!.email } })).toBe(0);
    expect(await db.mailAttachment.count({ where: { outboxId: mail.id } })).toBe(0);
    expect(await db.mailOutbox.count({ where: { topic: 'event-certificate', toAddress: regs[1]!.email } })).toBe(1); // others keep theirs
  });

  it('can be revoked, and a revoked one is not sent again', async () => {
    const db = testDb();
    const { event, slug, regs } = await pastEvent();
    await db.event.update({ where: { id: event.id }, data: { endsAt: new Date(Date.now() - HOUR) } });
    await sendAttendanceCertificates(slug, 'reviewer@staff.test');
    const first = await db.certificate.findFirstOrThrow({ where: { kind: 'event_attendance', subjectId: regs[0]!.id } });
    await revokeCertificate(first.number, 'Checked in by mistake', 'admin@staff.test');
    expect(await sendAttendanceCertificates(slug, 'reviewer@staff.test')).toEqual({ issued: 0, alreadySent: 3 });
    expect(await db.certificate.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ revokeReason: 'Checked in by mistake', revokedBy: 'admin@staff.test' });
  });

  it('a reissued certificate reaches its holder on the next run, and a revoked one is never mailed, even if its first mail was not (review)', async () => {
    const db = testDb();
    const { event, slug, regs } = await pastEvent();
    await db.event.update({ where: { id: event.id }, data: { endsAt: new Date(Date.now() - HOUR) } });
    await sendAttendanceCertificates(slug, 'reviewer@staff.test');
    const [first, second] = await Promise.all([0, 1].map((i) => db.certificate.findFirstOrThrow({ where: { kind: 'event_attendance', subjectId: regs[i]!.id } })));
    // The first holder's name was misspelt: staff reissue it, and the next run mails the corrected certificate.
    const fixed = await reissueCertificate(first.number, 'admin@staff.test', { holderName: 'Anjali Saikiya' });
    // The second's mail never went (a run stopped between issuing and mailing), then staff revoked it.
    await db.mailOutbox.deleteMany({ where: { topic: 'event-certificate', toAddress: regs[1]!.email } });
    await revokeCertificate(second.number, 'Checked in by mistake', 'admin@staff.test');
    expect(await sendAttendanceCertificates(slug, 'reviewer@staff.test')).toEqual({ issued: 0, alreadySent: 3 });
    const mails = await db.mailOutbox.findMany({ where: { topic: 'event-certificate', toAddress: { in: [regs[0]!.email, regs[1]!.email] } }, orderBy: { id: 'asc' } });
    const files = await db.mailAttachment.findMany({ where: { outboxId: { in: mails.map((m) => m.id) } } });
    expect(mails.map((m) => [m.toAddress, files.filter((f) => f.outboxId === m.id).map((f) => f.filename)])).toEqual([
      [regs[0]!.email, [`${first.number}.pdf`]],
      [regs[0]!.email, [`${fixed.number}.pdf`]],
    ]);
  });

  it('are sent by `events certificates <slug>`, and a ticket is admitted by `events check-in`: one events group with the events verbs', async () => {
    const db = testDb();
    const { event, slug, regs } = await pastEvent();
    const out: string[] = [];
    const io = { out: (t: string) => out.push(t), err: (t: string) => { throw new Error(t); } };
    const groups = [events, eventDoor];
    // The absent person comes late, while the door is still open.
    expect(await runAdmin(['events', 'check-in', slug, regs[3]!.ticketCode.toLowerCase(), '--by', 'door@staff.test'], groups, io)).toBe(0);
    expect(await runAdmin(['events', 'check-in', slug, regs[3]!.ticketCode, '--by', 'door@staff.test'], groups, io)).toBe(0);
    expect(out.splice(0)).toEqual(['Checked in: Absent Person.', expect.stringMatching(/^Already checked in at \d\d:\d\d by door@staff\.test\.$/)]);
    await db.event.update({ where: { id: event.id }, data: { endsAt: new Date(Date.now() - 60_000) } });
    expect(await runAdmin(['events', 'certificates', slug, '--by', 'reviewer@staff.test'], groups, io)).toBe(0);
    expect(await runAdmin(['events', 'certificates', slug, '--by', 'reviewer@staff.test'], groups, io)).toBe(0);
    expect(out).toEqual(['4 certificates issued and queued for mail; 0 had been sent before.', '0 certificates issued and queued for mail; 4 had been sent before.']);
    expect(await runAdmin(['events', 'list'], groups, { out: () => {}, err: (t) => { throw new Error(t); } })).toBe(0); // the events' own verbs still answer
  });
});
