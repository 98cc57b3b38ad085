// Registering for an event over HTTP, on real PostgreSQL: the wire contract of POST /api/v1/events/{slug}/registrations
// (201 registered or waitlisted, 200 already registered, 409, 404, 400), the races (50 at once for 10 seats; 20
// cancellations racing for the waitlist), the cancel link's refusals, and the mail each step queues.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { freshIPv4, serveRoutes } from '../helpers/http-server';
import { eventInput, registrant } from '../factories/event';
import { POST as registerRoute } from '@/app/api/v1/events/[slug]/registrations/route';
import { POST as cancelRoute } from '@/app/api/v1/events/cancel/route';
import { cancelEvent, createEvent } from '@/lib/events/manage-events';
import { cancelToken } from '@/lib/events/cancel-link';
import { eraseRegistrationsByEmail } from '@/lib/events/erase-registrations';
import { newTicketCode, readTicketCode } from '@/lib/events/tickets';
import { EVENT_TICKET_RESENDS_PER_DAY, EVENT_WAITLIST_MAX } from '@/lib/limits';
import { registrationMailWriter } from '@/lib/events/registration-mail-writer';

const DAY = 24 * 60 * 60 * 1000;
let server: Awaited<ReturnType<typeof serveRoutes>>;

beforeAll(async () => {
  server = await serveRoutes(
    // The registration route takes its slug from the middle of the path (params below).
    { '/api/v1/events/cancel': cancelRoute, '/api/v1/events': registerRoute as unknown as typeof cancelRoute },
    { params: (p) => ({ slug: /^\/api\/v1\/events\/([^/]+)\/registrations$/.exec(p)?.[1] ?? '' }) },
  );
});

const register = (slug: string, body: unknown, ip = freshIPv4()) => server.send({ path: `/api/v1/events/${slug}/registrations`, json: body, ip });
const cancel = (token: string, ip = freshIPv4()) => server.send({ path: '/api/v1/events/cancel', json: { token }, ip });
async function openEvent(o: Parameters<typeof eventInput>[0] = {}) {
  const e = await createEvent(eventInput(o), 'staff@test.example', { publish: true });
  return e.slug;
}
const rowsOf = (slug: string) => testDb().eventRegistration.findMany({ where: { event: { slug } }, orderBy: { id: 'asc' } });
const mailsTo = (email: string) => testDb().mailOutbox.findMany({ where: { toAddress: email }, orderBy: { id: 'asc' } });
/** A registration's own mail is queued without its words; the worker writes them when it sends it (lib/events/registration-mail-writer.ts). */
const written = async (mail: { topic: string; dedupeKey: string }) => (await registrationMailWriter(mail))!;

describe('POST /api/v1/events/{slug}/registrations', () => {
  it('registers with a ticket code, stores the place and queues the ticket, written with its QR code and calendar file when sent', async () => {
    const slug = await openEvent({ capacity: 5 });
    const who = registrant({ email: `  Mixed.${Date.now()}@Example.COM ` });
    const res = await register(slug, who);
    expect(res.status).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, status: 'registered', ticket_code: expect.stringMatching(/^[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}$/) });
    const [row] = await rowsOf(slug);
    expect(row).toMatchObject({ name: who.name, email: who.email.trim().toLowerCase(), mobile: who.mobile, organisation: 'Cotton University', status: 'registered', waitlistPosition: null, language: 'en' });
    expect(readTicketCode(String(body.ticket_code))).toBe(row.ticketCode);
    const [mail] = await mailsTo(row.email);
    expect(mail).toMatchObject({ topic: 'event-registration', dedupeKey: `event-ticket:${row.id}`, subject: '', textBody: null, htmlBody: null, sentAt: null });
    expect(await testDb().mailAttachment.count({ where: { outboxId: mail.id } })).toBe(0);
    const words = await written(mail);
    expect(words.subject).toMatch(/^Your ticket: Test Event/);
    expect(words.text).toContain(String(body.ticket_code));
    expect(words.text).toContain(`/events/cancel/${cancelToken(row.ticketCode)}`);
    expect(words.html).toContain('src="cid:ticket-qr"');
    const files = words.attachments;
    expect(files.map((f) => [f.filename, f.contentType, f.cid ?? null])).toEqual([
      [`ticket-${row.ticketCode}.png`, 'image/png', 'ticket-qr'],
      [`${slug}.ics`, 'text/calendar; charset=utf-8', null],
    ]);
    expect(Buffer.from(files[0].content).subarray(1, 4).toString()).toBe('PNG');
    expect(Buffer.from(files[1].content).toString()).toMatch(/BEGIN:VEVENT[\s\S]*SUMMARY:Test Event[\s\S]*STATUS:CONFIRMED/);
  });

  it('writes the mail in the language of the form (?lang=as)', async () => {
    const slug = await openEvent();
    const who = registrant();
    const res = await server.send({ path: `/api/v1/events/${slug}/registrations?lang=as`, json: who, ip: freshIPv4() });
    expect(res.status).toBe(201);
    const mail = await written((await mailsTo(who.email))[0]);
    expect(mail.subject).toMatch(/^আপোনাৰ টিকট: Test Event/);
    expect(mail.html).toContain('lang="as-IN"');
  });

  it('says already_registered for the same email or mobile, and re-sends the ticket a few times a day only, to the address it holds', async () => {
    const slug = await openEvent();
    const who = registrant();
    expect((await register(slug, who)).status).toBe(201);
    const other = `other.${Date.now()}@example.com`;
    const sameMobile = await register(slug, registrant({ mobile: who.mobile, email: other }));
    expect(sameMobile.status).toBe(200);
    expect(sameMobile.json()).toEqual({ success: true, status: 'already_registered' });
    for (let i = 1; i < EVENT_TICKET_RESENDS_PER_DAY + 2; i++) expect((await register(slug, { ...who, email: who.email.toUpperCase() })).json().status).toBe('already_registered');
    expect(await rowsOf(slug)).toHaveLength(1);
    const [row] = await rowsOf(slug);
    const keys = (await mailsTo(who.email)).map((m) => m.dedupeKey.replace(/:\d{4}-\d\d-\d\d:/, ':DAY:'));
    expect(keys).toEqual([`event-ticket:${row.id}`, ...Array.from({ length: EVENT_TICKET_RESENDS_PER_DAY }, (_, i) => `event-again:${row.id}:DAY:${i + 1}`)]);
    expect(await testDb().mailOutbox.count({ where: { toAddress: other } })).toBe(0);
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const slug = await openEvent();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...registrant(), mobile: '12345' }, { mobile: 'Please enter a valid 10-digit mobile number.' }],
      [{ ...registrant(), mobile: '9999999999' }, { mobile: 'Please enter a valid 10-digit mobile number.' }],
      [{ ...registrant(), email: 'not-an-email' }, { email: 'Please enter a valid email address.' }],
      [{ ...registrant(), consent: false }, { consent: 'Please agree to the notice to register.' }],
      [{ ...registrant(), consent: undefined }, { consent: 'Please agree to the notice to register.' }],
      [{ ...registrant(), name: 'x'.repeat(101) }, { name: 'Name must be at most 100 characters.' }],
      [{ ...registrant(), name: 'Eve\u202Eevil' }, { name: 'Please remove hidden control characters (such as escape or text-direction codes) from this field.' }],
      [{ ...registrant(), name: '   ' }, { name: 'Name is required.' }],
    ];
    for (const [body, fields] of cases) {
      const res = await register(slug, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'invalid_input', fields });
    }
    const huge = await register(slug, { ...registrant(), name: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
    expect(await rowsOf(slug)).toEqual([]);
  });

  it('a person registered for a cancelled event who registers again hears it is cancelled, and is sent no ticket (review of issue 36)', async () => {
    const slug = await openEvent();
    const who = registrant();
    expect((await register(slug, who)).status).toBe(201);
    await cancelEvent(slug, 'The hall flooded.', 'staff@test.example');
    const before = (await mailsTo(who.email)).map((m) => m.dedupeKey);
    const again = await register(slug, who);
    expect([again.status, again.json().code, again.json().message]).toEqual([409, 'event_cancelled', 'This event has been cancelled.']);
    expect((await mailsTo(who.email)).map((m) => m.dedupeKey)).toEqual(before);
  });

  it('answers 404 for an unknown or draft event, and 409 with a code for a cancelled, closed, not yet open or past one', async () => {
    expect((await register('no-such-event', registrant())).status).toBe(404);
    const draft = await createEvent(eventInput(), 'staff@test.example');
    const d = await register(draft.slug, registrant());
    expect([d.status, d.json().code]).toEqual([404, 'not_found']);

    const cancelled = await openEvent();
    await cancelEvent(cancelled, 'The hall flooded.', 'staff@test.example');
    const closed = await openEvent({ registrationClosesAt: new Date(Date.now() - 60_000) });
    const later = await openEvent({ registrationOpensAt: new Date(Date.now() + DAY) });
    const past = await openEvent({ startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - DAY) });
    const answers = await Promise.all([cancelled, closed, later, past].map(async (slug) => { const r = await register(slug, registrant()); return [r.status, r.json().code, r.json().message]; }));
    expect(answers).toEqual([
      [409, 'event_cancelled', 'This event has been cancelled.'],
      [409, 'event_not_open', 'Registration for this event has closed.'],
      [409, 'event_not_open', 'Registration for this event has not opened yet.'],
      [409, 'event_not_open', 'Registration for this event has closed.'],
    ]);
    for (const slug of [draft.slug, cancelled, closed, later, past]) expect(await rowsOf(slug)).toEqual([]);
  });
});

describe('races, on real PostgreSQL over HTTP', () => {
  it('50 registrations at once for 10 seats: exactly 10 registered, 40 waitlisted at places 1 to 40, no duplicates', async () => {
    const slug = await openEvent({ capacity: 10 });
    const people = Array.from({ length: 50 }, () => registrant());
    const answers = await Promise.all(people.map((p) => register(slug, p)));
    expect(answers.map((a) => a.status)).toEqual(people.map(() => 201));
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.status === 'registered')).toHaveLength(10);
    expect(bodies.filter((b) => b.status === 'waitlisted').map((b) => b.position).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const rows = await rowsOf(slug);
    expect(rows).toHaveLength(50);
    expect(rows.filter((r) => r.status === 'registered')).toHaveLength(10);
    expect(rows.filter((r) => r.status === 'waitlisted').map((r) => r.waitlistPosition).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.ticketCode)).size).toBe(50);
    expect(new Set(rows.map((r) => r.email)).size).toBe(50);
    // Each got the mail of their outcome, once.
    const keys = (await testDb().mailOutbox.findMany({ where: { toAddress: { in: rows.map((r) => r.email) } }, select: { dedupeKey: true } })).map((m) => m.dedupeKey.split(':')[0]).sort();
    expect(keys).toEqual([...Array(10).fill('event-ticket'), ...Array(40).fill('event-waitlisted')].sort());
  });

  it('the registration that takes the last seat publishes the event\'s pages in its transaction; the others do not', async () => {
    const slug = await openEvent({ capacity: 2 });
    const version = async () => (await testDb().publication.findUniqueOrThrow({ where: { path: `/en/events/${slug}` } })).version;
    const published = await version();
    expect((await register(slug, registrant())).json().status).toBe('registered');
    expect(await version()).toBe(published); // a seat is still free: "Register" stays
    expect((await register(slug, registrant())).json().status).toBe('registered');
    const full = await version();
    expect(full).toBeGreaterThan(published); // the last seat: "Join the waitlist" now
    expect((await register(slug, registrant())).json().status).toBe('waitlisted');
    expect(await version()).toBe(full);
  });

  it('a cancellation that makes room in a full waitlist publishes the pages ("Full" → "Join the waitlist"), a seat\'s and a place in line\'s alike (review)', async () => {
    const slug = await openEvent({ capacity: 1 });
    const version = async () => (await testDb().publication.findUniqueOrThrow({ where: { path: `/en/events/${slug}` } })).version;
    const seated = registrant();
    expect((await register(slug, seated)).json().status).toBe('registered');
    const { id: eventId } = await testDb().event.findUniqueOrThrow({ where: { slug } });
    // The line, full (EVENT_WAITLIST_MAX places): written directly, 500 registrations over HTTP would only be slow.
    await testDb().eventRegistration.createMany({
      data: Array.from({ length: EVENT_WAITLIST_MAX }, (_, i) => {
        const p = registrant();
        return { eventId, name: p.name, email: p.email, mobile: p.mobile, language: 'en', status: 'waitlisted' as const, waitlistPosition: i + 1, ticketCode: newTicketCode(), consentAt: new Date() };
      }),
    });
    const refused = await register(slug, registrant());
    expect([refused.status, refused.json().code]).toEqual([409, 'event_full']);
    const full = await version();
    // The seated person cancels: the first in line takes the seat, and the line has a free place again.
    const [seat] = (await rowsOf(slug)).filter((r) => r.email === seated.email);
    expect((await cancel(cancelToken(seat.ticketCode))).status).toBe(200);
    const afterSeat = await version();
    expect(afterSeat).toBeGreaterThan(full);
    // The free place is taken (the line's last place publishes), then someone in line cancels.
    expect((await register(slug, registrant())).json().status).toBe('waitlisted');
    const fullAgain = await version();
    expect(fullAgain).toBeGreaterThan(afterSeat);
    const inLine = (await rowsOf(slug)).find((r) => r.status === 'waitlisted')!;
    expect((await cancel(cancelToken(inLine.ticketCode))).status).toBe(200);
    expect(await version()).toBeGreaterThan(fullAgain);
  });

  it('erasing a seated person\'s registrations frees the seat on the pages too ("Join the waitlist" → "Register") (review)', async () => {
    const slug = await openEvent({ capacity: 1 });
    const version = async () => (await testDb().publication.findUniqueOrThrow({ where: { path: `/en/events/${slug}` } })).version;
    const seated = registrant();
    expect((await register(slug, seated)).json().status).toBe('registered');
    const full = await version();
    expect(await eraseRegistrationsByEmail(seated.email, 'staff@test.example', 'Asked to be forgotten')).toEqual({ registrations: 1 });
    expect(await version()).toBeGreaterThan(full);
  });

  it('a registration waiting for the lock while staff change the event is mailed the changed event, not the one it read before (review)', async () => {
    const slug = await openEvent({ capacity: 10 });
    const who = registrant();
    let answer: ReturnType<typeof register> | undefined;
    await testDb().$transaction(async (tx) => {
      const [{ id }] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM events WHERE slug = ${slug} FOR UPDATE`;
      answer = register(slug, who);
      // Until the registration waits for this lock (its ticket drawn from the event as it was).
      for (let waiting = false; !waiting;) {
        await new Promise((r) => setTimeout(r, 50));
        waiting = (await testDb().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND locktype = 'transactionid'`)[0].n > 0;
      }
      await tx.event.update({ where: { id }, data: { venueName: 'Srimanta Sankaradeva Kalakshetra' } });
    }, { timeout: 120_000 });
    expect((await answer!).json().status).toBe('registered');
    const ticket = await written((await mailsTo(who.email))[0]);
    expect(ticket.text).toContain('Srimanta Sankaradeva Kalakshetra');
    expect(ticket.text).not.toContain('Cotton University Auditorium');
  });

  it('the same person twice at once: one place', async () => {
    const slug = await openEvent({ capacity: 10 });
    const who = registrant();
    const answers = await Promise.all(Array.from({ length: 8 }, () => register(slug, who)));
    expect(answers.map((a) => a.json().status).sort()).toEqual(['registered', ...Array(7).fill('already_registered')].sort());
    expect(await rowsOf(slug)).toHaveLength(1);
  });

  it('20 cancellations racing: each freed seat goes to exactly one waitlisted person, in waitlist order, mailed once', async () => {
    const slug = await openEvent({ capacity: 20 });
    for (let i = 0; i < 20; i++) expect((await register(slug, registrant())).status).toBe(201);
    for (let i = 0; i < 30; i++) expect((await register(slug, registrant())).json().status).toBe('waitlisted');
    const before = await rowsOf(slug);
    const seated = before.filter((r) => r.status === 'registered');
    const line = before.filter((r) => r.status === 'waitlisted').sort((a, b) => a.waitlistPosition! - b.waitlistPosition!);
    // Each cancel link twice at once: a replay in the race must change nothing.
    const answers = await Promise.all(seated.flatMap((r) => [cancel(cancelToken(r.ticketCode)), cancel(cancelToken(r.ticketCode))]));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(20).fill(200), ...Array(20).fill(409)]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.json().message)).toEqual(Array(20).fill('This registration was already cancelled. Nothing more to do.'));
    const after = await rowsOf(slug);
    const status = new Map(after.map((r) => [r.id, r]));
    expect(seated.map((r) => status.get(r.id)!.status)).toEqual(Array(20).fill('cancelled'));
    expect(line.slice(0, 20).map((r) => status.get(r.id)!.status)).toEqual(Array(20).fill('registered'));
    expect(line.slice(0, 20).every((r) => status.get(r.id)!.promotedAt)).toBe(true);
    expect(line.slice(20).map((r) => status.get(r.id)!.status)).toEqual(Array(10).fill('waitlisted'));
    expect(after.filter((r) => r.status === 'registered')).toHaveLength(20);
    const promotedMails = await testDb().mailOutbox.findMany({ where: { dedupeKey: { startsWith: 'event-promoted:' }, toAddress: { in: line.map((r) => r.email) } } });
    expect(promotedMails.map((m) => m.toAddress).sort()).toEqual(line.slice(0, 20).map((r) => r.email).sort());
  });
});

describe('the cancel link', () => {
  it('refuses a made-up or altered token, and a token of another registration cancels only that one', async () => {
    const slug = await openEvent({ capacity: 1 });
    const a = registrant();
    const b = registrant();
    await register(slug, a);
    await register(slug, b);
    const [ra, rb] = await rowsOf(slug);
    const forged = `${ra.ticketCode}.${'A'.repeat(24)}`;
    for (const token of ['', 'nonsense', forged, cancelToken(ra.ticketCode).slice(0, -1) + 'x']) {
      const res = await cancel(token);
      expect([res.status, res.json().message]).toEqual([404, 'This cancel link is not valid. Please use the link in the latest email about your registration.']);
    }
    expect((await cancel(cancelToken(rb.ticketCode))).status).toBe(200);
    const [ra2, rb2] = await rowsOf(slug);
    expect([ra2.status, rb2.status]).toEqual(['registered', 'cancelled']);
    // b was waitlisted: leaving frees no seat, and nobody is promoted.
    expect(rb2.waitlistPosition).toBeNull();
  });

  it('without scripts: the page\'s form posts and is sent back to the page, with the outcome by name', async () => {
    const slug = await openEvent();
    await register(slug, registrant());
    const [r] = await rowsOf(slug);
    const token = cancelToken(r.ticketCode);
    const post = (ip = freshIPv4()) => server.send({ path: '/api/v1/events/cancel', body: `token=${encodeURIComponent(token)}&lang=hi`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, ip });
    const first = await post();
    expect([first.status, first.headers.location]).toEqual([303, `/hi/events/cancel/${encodeURIComponent(token)}?done=1`]);
    const again = await post();
    expect([again.status, again.headers.location]).toEqual([303, `/hi/events/cancel/${encodeURIComponent(token)}?refused=already`]);
    expect((await rowsOf(slug))[0]).toMatchObject({ status: 'cancelled', cancelledBy: 'self' });
  });
});
