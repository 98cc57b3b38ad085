// The door (issue 36, decision 026) over real HTTP on real PostgreSQL: one check-in row per ticket whatever arrives
// twice or at once, the earlier of two offline scans wins after both synced, a ticket of another event, a cancelled
// one, a forged QR refused before any ticket lookup, the door's hours, and the staff-only, same-site gate.
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { testDb } from '../helpers/db';
import { serveRoutes, type Answer } from '../helpers/http-server';
import { GET, POST } from '@/app/staff/events/[slug]/check-ins/route';
import { newTicketCode, ticketToken } from '@/lib/events/tickets';
import { hashToken, newToken } from '@/lib/staff/tokens';
import { recordCheckIns } from '@/lib/events/check-in/record-check-ins';

const HOUR = 3600_000;

async function staffCookie(role: 'admin' | 'reviewer' | 'viewer' = 'viewer') {
  const db = testDb();
  const staff = await db.staffMember.create({
    data: { name: `Door ${role}`, email: `door.${randomBytes(4).toString('hex')}@staff.test`, role, passwordHash: 'x', totpSecret: 'x', enrolledAt: new Date(), createdBy: 'test' },
  });
  const token = newToken();
  const now = new Date();
  await db.staffSession.create({ data: { id: hashToken(token), staffId: staff.id, createdAt: now, lastSeenAt: now, verifiedAt: now, expiresAt: new Date(now.getTime() + HOUR) } });
  return { cookie: `nyf_staff=${token}`, email: staff.email };
}

/** An event whose door is open now (it starts in an hour), with `seats` registered people and one cancelled. */
async function eventWithTickets(seats: number, o: { startsIn?: number; endsIn?: number } = {}) {
  const db = testDb();
  const now = Date.now();
  const slug = `door-${randomBytes(5).toString('hex')}`;
  const event = await db.event.create({
    data: {
      slug, status: 'published', category: 'Workshop', startsAt: new Date(now + (o.startsIn ?? HOUR)), endsAt: new Date(now + (o.endsIn ?? 3 * HOUR)),
      venueName: 'Cotton University', text: { en: { title: `Door test ${slug}`, summary: 'A test.', description: 'A test.', coverAlt: '' } }, publishedAt: new Date(now - 24 * HOUR),
    },
  });
  const make = (i: number, status: 'registered' | 'cancelled') => db.eventRegistration.create({
    data: {
      eventId: event.id, name: `Guest ${i}`, email: `guest${i}.${slug}@example.org`, mobile: `9${String(i).padStart(9, '0')}`, language: 'en', status,
      ticketCode: newTicketCode(), consentAt: new Date(), ...(status === 'cancelled' ? { cancelledAt: new Date(), cancelledBy: 'self' } : {}),
    },
  });
  const tickets = [];
  for (let i = 0; i < seats; i++) tickets.push(await make(i, 'registered'));
  const cancelled = await make(seats, 'cancelled');
  return { event, slug, tickets, cancelled };
}

async function door() {
  const route = (handler: typeof POST) => (req: Request) => handler(req, { params: Promise.resolve({ slug: decodeURIComponent(new URL(req.url).pathname.split('/')[3]!) }) });
  const routes = { '/staff/events': (req: Request) => (req.method === 'GET' ? route(GET)(req) : route(POST)(req)) };
  return serveRoutes(routes);
}

type Result = { ticket_code: string; outcome: string; name: string | null; first_scanned_at: string | null; first_scanned_by: string | null };
const results = (a: Answer) => (a.json() as { results: Result[] }).results;
const scan = (ticket_code: string, device_id: string, scanned_at: Date) => ({ ticket_code, device_id, scanned_at: scanned_at.toISOString() });
const rowsOf = (registrationId: number) => testDb().eventCheckIn.findMany({ where: { registrationId } });

describe('door check-in sync', () => {
  it('a replayed batch changes nothing, and ten devices at once admit a ticket once', async () => {
    const { slug, tickets } = await eventWithTickets(3);
    const { cookie, email } = await staffCookie();
    const { send } = await door();
    const path = `/staff/events/${slug}/check-ins`;
    const batch = { scans: [scan(tickets[0]!.ticketCode, 'device-aaaa', new Date(Date.now() - 60_000))] };

    const first = await send({ path, json: batch, cookie });
    expect(first.status).toBe(200);
    expect(results(first)).toEqual([expect.objectContaining({ outcome: 'checked_in', name: 'Guest 0' })]);
    const [row] = await rowsOf(tickets[0]!.id);
    expect(row).toMatchObject({ staff: email, deviceId: 'device-aaaa' });

    const again = await send({ path, json: batch, cookie });
    expect(results(again)).toEqual(results(first)); // the same scan: still this device's admission
    expect(await rowsOf(tickets[0]!.id)).toEqual([row]); // not even synced_at moved

    const at = new Date(Date.now() - 30_000);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send({ path, json: { scans: [scan(tickets[1]!.ticketCode, `device-${i}xxxxxx`, at)] }, cookie })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((a) => results(a)[0]!.outcome).sort();
    expect(outcomes).toEqual(['already_checked_in', ...Array(8).fill('already_checked_in'), 'checked_in'].sort());
    expect(await rowsOf(tickets[1]!.id)).toHaveLength(1);
    expect(await testDb().eventCheckIn.count({ where: { registrationId: { in: tickets.map((t) => t.id) } } })).toBe(2);
  });

  it('two devices offline with the same ticket: the earlier scan wins whatever syncs first, the later is reported', async () => {
    const { slug, tickets } = await eventWithTickets(2);
    const { cookie, email } = await staffCookie();
    const { send } = await door();
    const path = `/staff/events/${slug}/check-ins`;
    const early = new Date(Date.now() - 10 * 60_000), late = new Date(Date.now() - 5 * 60_000);

    // The later scan syncs first: it is admitted for now, then the earlier one replaces it.
    const [a, b] = [tickets[0]!.ticketCode, tickets[1]!.ticketCode];
    const lateFirst = await send({ path, json: { scans: [scan(a, 'device-late', late), scan(b, 'device-late', late)] }, cookie });
    expect(results(lateFirst).map((r) => r.outcome)).toEqual(['checked_in', 'checked_in']);
    const earlyNext = await send({ path, json: { scans: [scan(a, 'device-early', early)] }, cookie });
    expect(results(earlyNext)[0]).toMatchObject({ outcome: 'checked_in', name: 'Guest 0' });
    expect(await rowsOf(tickets[0]!.id)).toEqual([expect.objectContaining({ deviceId: 'device-early', scannedAt: early })]);
    // The late device syncs again (its retry): now it learns it was second.
    const lateAgain = await send({ path, json: { scans: [scan(a, 'device-late', late)] }, cookie });
    expect(results(lateAgain)[0]).toEqual({
      ticket_code: a, scanned_at: late.toISOString(), device_id: 'device-late', outcome: 'already_checked_in', name: 'Guest 0',
      first_scanned_at: early.toISOString(), first_scanned_by: email,
    });

    // The earlier scan syncs first: the later one is a duplicate at once, and the row stays.
    const early2 = await send({ path, json: { scans: [scan(b, 'device-early', new Date(late.getTime() - 1000))] }, cookie });
    expect(results(early2)[0]!.outcome).toBe('checked_in');
    const late2 = await send({ path, json: { scans: [scan(b, 'device-late', late)] }, cookie });
    expect(results(late2)[0]).toMatchObject({ outcome: 'already_checked_in', first_scanned_at: new Date(late.getTime() - 1000).toISOString() });
    expect(await rowsOf(tickets[1]!.id)).toEqual([expect.objectContaining({ deviceId: 'device-early' })]);
    expect((late2.json() as { checked_in: number; registered: number })).toMatchObject({ checked_in: 2, registered: 2 });
  });

  it('says which tickets are for another event, cancelled or not tickets at all, and admits none of them', async () => {
    const here = await eventWithTickets(1);
    const there = await eventWithTickets(1);
    const { cookie } = await staffCookie();
    const { send } = await door();
    const at = new Date(Date.now() - 60_000);
    const code = there.tickets[0]!.ticketCode;
    const mistyped = code.slice(0, 8) + (code[8] === '2' ? '3' : '2');
    const answer = await send({
      path: `/staff/events/${here.slug}/check-ins`, cookie, json: {
        scans: [
          scan(code, 'device-1234', at), // typed code of another event's ticket
          scan(ticketToken(there.event.id, code), 'device-1234', at), // its QR
          scan(here.cancelled.ticketCode, 'device-1234', at),
          scan(mistyped, 'device-1234', at),
          scan(`${here.tickets[0]!.ticketCode.slice(0, 3)}-${here.tickets[0]!.ticketCode.slice(3, 6)}-${here.tickets[0]!.ticketCode.slice(6)}`.toLowerCase(), 'device-1234', at),
        ],
      },
    });
    expect(results(answer).map((r) => r.outcome)).toEqual(['other_event', 'other_event', 'cancelled', 'invalid', 'checked_in']);
    expect(await rowsOf(there.tickets[0]!.id)).toEqual([]);
    expect(await rowsOf(here.cancelled.id)).toEqual([]);
  });

  it('a cancelled event admits nobody: its tickets read as cancelled (review of issue 36)', async () => {
    const { slug, tickets, event } = await eventWithTickets(2);
    await testDb().event.update({ where: { id: event.id }, data: { status: 'cancelled', cancelledAt: new Date(), cancelReason: 'Rain' } });
    const { cookie } = await staffCookie();
    const { send } = await door();
    const answer = await send({ path: `/staff/events/${slug}/check-ins`, json: { scans: [scan(tickets[0]!.ticketCode, 'device-cccc', new Date()), scan(ticketToken(event.id, tickets[1]!.ticketCode), 'device-cccc', new Date())] }, cookie });
    expect(answer.status).toBe(200);
    expect(results(answer).map((r) => r.outcome)).toEqual(['cancelled', 'cancelled']);
    const list = (await send({ path: `/staff/events/${slug}/check-ins`, method: 'GET', cookie })).json() as { tickets: { status: string }[]; registered: number };
    expect([list.registered, [...new Set(list.tickets.map((t) => t.status))]]).toEqual([0, ['cancelled']]); // a device offline refuses them too
    expect(await testDb().eventCheckIn.count({ where: { registrationId: { in: tickets.map((t) => t.id) } } })).toBe(0);
  });

  it('refuses a forged or altered QR before looking any ticket up', async () => {
    const { event, slug, tickets } = await eventWithTickets(1);
    const { cookie } = await staffCookie();
    const { send } = await door();
    const real = ticketToken(event.id, tickets[0]!.ticketCode);
    const bytes = Buffer.from(real, 'base64url');
    bytes[bytes.length - 1] ^= 1; // the signature's last byte
    const forged = bytes.toString('base64url');
    const answer = await send({ path: `/staff/events/${slug}/check-ins`, cookie, json: { scans: [scan(forged, 'device-forge', new Date())] } });
    expect(results(answer)[0]!.outcome).toBe('invalid');
    expect(await rowsOf(tickets[0]!.id)).toEqual([]);

    // The same batch straight to the function, counting the queries Prisma sends: the event, and no ticket.
    const seen: string[] = [];
    const g = globalThis as unknown as { db?: unknown };
    const before = g.db;
    g.db = testDb().$extends({ query: { async $allOperations({ model, operation, args, query }) { seen.push(`${model ?? ''}.${operation}`); return query(args); } } });
    try {
      await recordCheckIns(slug, [{ ticketCode: forged, deviceId: 'device-forge', scannedAt: new Date() }], 'door@staff.test');
    } finally {
      g.db = before;
    }
    expect(seen).toEqual(['Event.findFirst']);
  });

  it('admits only while the door is open: two hours before the start until the end', async () => {
    const { cookie } = await staffCookie();
    const { send } = await door();
    const later = await eventWithTickets(1, { startsIn: 3 * HOUR, endsIn: 5 * HOUR }); // opens in an hour
    const notYet = await send({ path: `/staff/events/${later.slug}/check-ins`, cookie, json: { scans: [scan(later.tickets[0]!.ticketCode, 'device-door', new Date())] } });
    expect(results(notYet)[0]!.outcome).toBe('door_closed');
    expect(await rowsOf(later.tickets[0]!.id)).toEqual([]);

    const over = await eventWithTickets(2, { startsIn: -3 * HOUR, endsIn: -HOUR }); // ended an hour ago
    const path = `/staff/events/${over.slug}/check-ins`;
    const answer = await send({
      path, cookie, json: {
        scans: [
          scan(over.tickets[0]!.ticketCode, 'device-door', new Date(Date.now() - 2 * HOUR)), // made while open, synced late: lands
          scan(over.tickets[1]!.ticketCode, 'device-door', new Date(Date.now() - 30 * 60_000)), // made after the end
        ],
      },
    });
    expect(results(answer).map((r) => r.outcome)).toEqual(['checked_in', 'door_closed']);

    const future = await send({ path, cookie, json: { scans: [scan(over.tickets[1]!.ticketCode, 'device-door', new Date(Date.now() + 10 * 60_000))] } });
    expect(future.status).toBe(400);
    expect(future.json()).toMatchObject({ success: false, code: 'invalid_input', message: 'A scan time is in the future: check the device clock.' });
  });

  it('a backdated scan synced after the door settled lands on a ticket nobody admitted, but takes no admission over (review of issue 36)', async () => {
    const { cookie } = await staffCookie();
    const { send } = await door();
    const over = await eventWithTickets(2, { startsIn: -5 * HOUR, endsIn: -3 * HOUR }); // closed three hours ago: settled
    const [first, second] = over.tickets;
    const honest = new Date(Date.now() - 3.5 * HOUR);
    // The honest admission, synced while the door was open.
    const [admitted] = await recordCheckIns(over.slug, [{ ticketCode: first!.ticketCode, scannedAt: honest, deviceId: 'device-honest' }], 'door@staff.test', new Date(honest.getTime() + 60_000));
    expect(admitted!.outcome).toBe('checked_in');
    // Days later (here: after the door settled), a device claims it scanned both tickets the moment the door opened.
    const opened = new Date(Date.now() - 7 * HOUR + 60_000);
    const answer = await send({ path: `/staff/events/${over.slug}/check-ins`, cookie, json: { scans: [scan(first!.ticketCode, 'device-backdated', opened), scan(second!.ticketCode, 'device-backdated', opened)] } });
    expect(results(answer).map((r) => [r.outcome, r.first_scanned_at])).toEqual([['already_checked_in', honest.toISOString()], ['checked_in', null]]);
    expect(await rowsOf(first!.id)).toEqual([expect.objectContaining({ deviceId: 'device-honest', scannedAt: honest, staff: 'door@staff.test' })]);
    expect(await rowsOf(second!.id)).toEqual([expect.objectContaining({ deviceId: 'device-backdated', scannedAt: opened })]);
  });

  it('is for signed-in staff from the console itself: the list and the sync', async () => {
    const { slug, tickets, cancelled } = await eventWithTickets(1);
    const { cookie } = await staffCookie('viewer');
    const { send } = await door();
    const path = `/staff/events/${slug}/check-ins`;
    const body = { scans: [scan(tickets[0]!.ticketCode, 'device-gate', new Date())] };

    const list = await send({ path, cookie });
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toMatchObject({
      registered: 1, checkedIn: 0, keys: [{ kid: expect.any(String), x: expect.any(String) }],
      tickets: [
        { code: tickets[0]!.ticketCode, name: 'Guest 0', status: 'registered', checkedInAt: null, checkedInBy: null },
        { code: cancelled.ticketCode, name: 'Guest 1', status: 'cancelled', checkedInAt: null, checkedInBy: null },
      ],
    });

    expect((await send({ path })).status).toBe(401);
    expect((await send({ path, json: body })).json()).toMatchObject({ code: 'unauthenticated' });
    const crossSite = await send({ path, json: body, headers: { cookie, origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: 'cross_site' });
    expect(await rowsOf(tickets[0]!.id)).toEqual([]);
    expect((await send({ path: '/staff/events/no-such-event/check-ins', cookie })).status).toBe(404);
  });
});
