// The ticket mail through the outbox and the queue to a real SMTP server (MailDev): the QR code inline and the
// calendar file attached arrive, the code and the cancel link are in the text, and the attachments leave the
// database once sent. On a database of its own: a running worker takes every job it can see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { testDb } from '../helpers/db';
import { mailbox } from '../helpers/mailbox';
import { ownDatabase } from '../helpers/own-database';
import { eventInput, registrant } from '../factories/event';
import { createEvent } from '@/lib/events/manage-events';
import { registerForEvent } from '@/lib/events/register';
import { eventRegistrationSchema } from '@/lib/events/registration-schema';
import { formatTicketCode, readTicketToken } from '@/lib/events/tickets';
import { cancelToken } from '@/lib/events/cancel-link';
import { runMailQueueOnce } from '@/lib/mail/worker';
import { registrationMailWriter } from '@/lib/events/registration-mail-writer';

const database = ownDatabase('eventmail');

describe('the ticket mail, delivered', () => {
  let box: Awaited<ReturnType<typeof mailbox>>;
  beforeAll(async () => {
    await database.create();
    box = await mailbox();
  });
  afterAll(async () => {
    await box.stop();
    await testDb().$disconnect();
    await database.drop();
  });

  it('arrives with its QR code (which decodes to the signed ticket), the calendar file, the code and the cancel link', async () => {
    const e = await createEvent(eventInput({ title: 'Majuli Climate Camp' }), 'staff@test.example', { publish: true });
    const who = eventRegistrationSchema.parse(registrant());
    const outcome = await registerForEvent(e.slug, who, 'hi');
    expect(outcome.status).toBe('registered');
    const row = await testDb().eventRegistration.findFirstOrThrow({ where: { email: who.email } });
    await runMailQueueOnce({ databaseUrl: database.url, smtpUrl: box.smtpUrl, from: 'NextGen <events@test.example>', write: registrationMailWriter });
    const [mail] = await box.waitFor(who.email);
    expect(mail.subject).toBe('आपका टिकट: Majuli Climate Camp');
    expect(mail.text).toContain(formatTicketCode(row.ticketCode));
    expect(mail.text).toContain(`/hi/events/cancel/${cancelToken(row.ticketCode)}`);
    expect(mail.html).toContain(`alt="आपके टिकट ${formatTicketCode(row.ticketCode)} का QR कोड"`);
    const source = await box.source(mail.id);
    expect(source).toMatch(/Content-Type: text\/calendar; charset=utf-8[\s\S]*filename=.*\.ics/i);
    expect(source).toMatch(/Content-Type: image\/png[\s\S]*Content-ID: <ticket-qr>/i);
    // The QR image, decoded as a door's camera would, is the signed ticket: this event, this code.
    const base64 = /Content-Type: image\/png[^\n]*\r?\n(?:[\w-]+:[^\n]*\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(source)![1];
    const png = PNG.sync.read(Buffer.from(base64.replace(/\s/g, ''), 'base64'));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(readTicketToken(decoded!.data)).toEqual({ eventId: e.id, ticketCode: row.ticketCode });
    // Sent: the files are gone from the database, like the bodies.
    const outbox = await testDb().mailOutbox.findFirstOrThrow({ where: { toAddress: who.email } });
    expect(outbox.sentAt).not.toBeNull();
    expect([outbox.subject, outbox.textBody, outbox.htmlBody]).toEqual(['आपका टिकट: Majuli Climate Camp', null, null]); // what was sent, without the words
    expect(await testDb().mailAttachment.count({ where: { outboxId: outbox.id } })).toBe(0);
  });
});
