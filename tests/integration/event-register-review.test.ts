// An outside review of the one-statement registration (event_register, lib/events/register.ts) and of its mail
// written when sent (lib/events/registration-mail-writer.ts; docs/decisions/024): what a ticket queued before the
// event changed says when it leaves, what staff see of a mail that failed before it had words, and the seat
// decision under staff changes and cancellations racing a crowd, on real PostgreSQL.
import { afterAll, describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { eventInput, registrant } from '../factories/event';
import { cancelEvent, createEvent, updateEvent } from '@/lib/events/manage-events';
import { registerForEvent } from '@/lib/events/register';
import { eventRegistrationSchema } from '@/lib/events/registration-schema';
import { cancelRegistration } from '@/lib/events/cancel-registration';
import { cancelToken } from '@/lib/events/cancel-link';
import { registrationMailWriter } from '@/lib/events/registration-mail-writer';
import { sendOutboxMail } from '@/lib/mail/send-outbox-mail';
import { failedMail } from '@/lib/staff/dashboard';
import { eraseRegistrationsByEmail } from '@/lib/events/erase-registrations';
import { readTicketToken } from '@/lib/events/tickets';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const STAFF = 'staff@test.example';
const FROM = 'NextGen <events@test.example>';
const person = () => eventRegistrationSchema.parse(registrant());
const open = async (o: Parameters<typeof eventInput>[0] = {}) => {
  const { id } = await createEvent(eventInput(o), STAFF, { publish: true });
  return testDb().event.findUniqueOrThrow({ where: { id } });
};
const ownMail = (key: string) => testDb().mailOutbox.findUniqueOrThrow({ where: { dedupeKey: key } });

afterAll(() => testDb().$disconnect());

describe('a registration mail written when sent, after the event changed', () => {
  it('a ticket and a waitlist notice queued before the event was cancelled are withdrawn unsent; the cancellation mail goes', async () => {
    const e = await open({ capacity: 1, title: 'Majuli River Talks' });
    const [a, b] = [person(), person()];
    const seated = await registerForEvent(e.slug, a, 'en');
    const waiting = await registerForEvent(e.slug, b, 'en');
    await cancelEvent(e.slug, 'The venue flooded.', STAFF);
    const sent: string[] = [];
    const send = async (m: { to: string; subject: string }) => { sent.push(`${m.to}: ${m.subject}`); };
    const ticket = await ownMail(`event-ticket:${seated.registrationId}`);
    const notice = await ownMail(`event-waitlisted:${waiting.registrationId}`);
    expect(await sendOutboxMail(ticket.id, send, FROM, undefined, registrationMailWriter)).toBe('withdrawn');
    expect(await sendOutboxMail(notice.id, send, FROM, undefined, registrationMailWriter)).toBe('withdrawn');
    const cancelled = await ownMail(`event-event-cancelled:${seated.registrationId}`);
    expect(await sendOutboxMail(cancelled.id, send, FROM, undefined, registrationMailWriter)).toBe('sent');
    expect(sent).toEqual([`${a.email}: ${cancelled.subject}`]);
    expect(cancelled.subject).toContain('Majuli River Talks');
  });

  it('a ticket of a place cancelled or erased before it was sent never leaves: withdrawn, or gone with the erasure', async () => {
    const e = await open({ capacity: 5 });
    const [a, b] = [person(), person()];
    const [left, erased] = [await registerForEvent(e.slug, a, 'en'), await registerForEvent(e.slug, b, 'en')];
    const [toA, toB] = [await ownMail(`event-ticket:${left.registrationId}`), await ownMail(`event-ticket:${erased.registrationId}`)];
    await cancelRegistration(cancelToken((left as { ticketCode: string }).ticketCode));
    await eraseRegistrationsByEmail(b.email.toUpperCase(), STAFF, 'Asked by email');
    const sent: string[] = [];
    const send = async (m: { to: string }) => { sent.push(m.to); };
    expect(await sendOutboxMail(toA.id, send, FROM, undefined, registrationMailWriter)).toBe('withdrawn');
    expect(await sendOutboxMail(toB.id, send, FROM, undefined, registrationMailWriter)).toBe('missing');
    expect(sent).toEqual([]);
    expect(await testDb().mailOutbox.count({ where: { toAddress: { in: [b.email] } } })).toBe(0);
  });

  it('a ticket queued before the event moved says where and when it is now, and its QR is still the signed ticket', async () => {
    const e = await open({ capacity: 5, title: 'Tezpur Startup Day' });
    const r = await registerForEvent(e.slug, person(), 'en');
    const moved = eventInput({ slug: e.slug, title: 'Tezpur Startup Day', capacity: 5, venueName: 'Tezpur University Hall' });
    await updateEvent(e.slug, moved, STAFF);
    const written = (await registrationMailWriter({ topic: 'event-registration', dedupeKey: `event-ticket:${r.registrationId}` }))!;
    expect(written.text).toContain('Tezpur University Hall');
    expect(written.text).not.toContain('Cotton University Auditorium');
    const code = (r as { ticketCode: string }).ticketCode;
    expect(written.attachments.map((f) => f.filename)).toEqual([`ticket-${code}.png`, `${e.slug}.ics`]);
    expect(written.attachments[1]!.content.toString()).toContain('LOCATION:Tezpur University Hall');
    // The QR the door scans: the event id and the code, signed, checked without the database (as before the change).
    const png = PNG.sync.read(written.attachments[0]!.content);
    expect(readTicketToken(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)!.data)).toEqual({ eventId: e.id, ticketCode: code });
  });
});

describe('what staff see of a registration mail that failed', () => {
  it('the dashboard names a mail that failed to send with its written subject, and one that failed before it had words by what it is', async () => {
    const e = await open({ capacity: 5, title: 'Jorhat Code Camp' });
    const [first, second] = [await registerForEvent(e.slug, person(), 'en'), await registerForEvent(e.slug, person(), 'en')];
    const smtpDown = async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:25'); };
    const one = await ownMail(`event-ticket:${first.registrationId}`);
    await expect(sendOutboxMail(one.id, smtpDown, FROM, undefined, registrationMailWriter)).rejects.toThrow('ECONNREFUSED');
    const two = await ownMail(`event-ticket:${second.registrationId}`);
    await expect(sendOutboxMail(two.id, smtpDown, FROM)).rejects.toThrow('no writer');
    const shown = new Map((await failedMail()).map((m) => [m.id, m.subject]));
    expect(shown.get(one.id)).toContain('Jorhat Code Camp');
    expect(shown.get(two.id)).toBe(`Not written yet (written when sent): event-ticket:${second.registrationId}`);
  });
});

describe('the seat decision under staff changes and cancellations racing a crowd', () => {
  it('30 at once for 5 seats while staff raise the capacity to 8 and two seated people cancel: nobody waits while a seat is free, the line has no repeat', async () => {
    const e = await open({ capacity: 5 });
    const first = await Promise.all([person(), person()].map((p) => registerForEvent(e.slug, p, 'en')));
    const crowd = Array.from({ length: 28 }, person);
    const codes = (await testDb().eventRegistration.findMany({ where: { id: { in: first.map((f) => f.registrationId) } } })).map((r) => r.ticketCode);
    await Promise.all([
      ...crowd.map((p) => registerForEvent(e.slug, p, 'en')),
      updateEvent(e.slug, eventInput({ slug: e.slug, capacity: 8 }), STAFF),
      ...codes.map((c) => cancelRegistration(cancelToken(c))),
    ]);
    const rows = await testDb().eventRegistration.findMany({ where: { eventId: e.id } });
    const registered = rows.filter((r) => r.status === 'registered');
    const waiting = rows.filter((r) => r.status === 'waitlisted');
    expect([rows.length, rows.filter((r) => r.status === 'cancelled').length, registered.length, waiting.length]).toEqual([30, 2, 8, 20]);
    expect(new Set(waiting.map((r) => r.waitlistPosition)).size).toBe(20);
    expect(new Set(rows.map((r) => r.email)).size).toBe(30);
  });

  it('20 at once for 10 seats while staff lower the capacity to 6: the seats never exceed the capacity that holds, the line stays whole', async () => {
    const e = await open({ capacity: 10 });
    const lowered = updateEvent(e.slug, eventInput({ slug: e.slug, capacity: 6 }), STAFF).then(() => 'lowered', (x: Error & { code?: string }) => x.code);
    const [answer] = await Promise.all([lowered, ...Array.from({ length: 20 }, () => registerForEvent(e.slug, person(), 'en'))]);
    const { capacity } = await testDb().event.findUniqueOrThrow({ where: { id: e.id } });
    const rows = await testDb().eventRegistration.findMany({ where: { eventId: e.id } });
    const waiting = rows.filter((r) => r.status === 'waitlisted').map((r) => r.waitlistPosition!).sort((a, b) => a - b);
    expect([answer, capacity, rows.filter((r) => r.status === 'registered').length]).toEqual(answer === 'lowered' ? ['lowered', 6, 6] : ['invalid_input', 10, 10]);
    expect(waiting).toEqual(Array.from({ length: 20 - capacity! }, (_, i) => waiting[0]! + i));
  });

  it('one person six times at once, by email in other case and spacing and by mobile with another email: one place, five already_registered', async () => {
    const e = await open({ capacity: 5 });
    const me = registrant();
    const tries = [me, { ...me, email: `  ${me.email.toUpperCase()} ` }, { ...me, email: me.email.replace(/^reg/, 'REG') }, { ...me, email: `x.${me.email}` }, { ...me, email: `y.${me.email}` }, me];
    const answers = await Promise.all(tries.map((t) => registerForEvent(e.slug, eventRegistrationSchema.parse(t), 'en').then((o) => o.status)));
    expect(answers.sort()).toEqual(['already_registered', 'already_registered', 'already_registered', 'already_registered', 'already_registered', 'registered']);
    const rows = await testDb().eventRegistration.findMany({ where: { eventId: e.id }, select: { email: true, mobile: true } });
    expect(rows.map((r) => r.mobile)).toEqual([me.mobile]); // whichever came first: its email is one of those typed, lower-cased
    expect([me.email, `x.${me.email}`, `y.${me.email}`]).toContain(rows[0]!.email);
  });

  it('20 at once while staff cancel the event: everyone who got a place is mailed the cancellation, everyone after is refused', async () => {
    const e = await open({ capacity: 5 });
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => (i === 10 ? cancelEvent(e.slug, 'The speaker fell ill.', STAFF).then(() => 'cancel') : registerForEvent(e.slug, person(), 'en').then((o) => o.status, (x: Error & { code?: string }) => x.code ?? x.message))),
    ]);
    const rows = await testDb().eventRegistration.findMany({ where: { eventId: e.id } });
    expect(answers.filter((a) => a === 'registered' || a === 'waitlisted')).toHaveLength(rows.length);
    expect(answers.filter((a) => a !== 'registered' && a !== 'waitlisted' && a !== 'cancel').every((a) => a === 'event_cancelled')).toBe(true);
    const mailed = await testDb().mailOutbox.findMany({ where: { dedupeKey: { in: rows.map((r) => `event-event-cancelled:${r.id}`) } } });
    expect(mailed).toHaveLength(rows.length);
  });
});
