// Door check-in latency for the bench (issue 36): an event whose door is open, 300 tickets and a staff session in
// the bench database, then POST /staff/events/{slug}/check-ins over HTTP: one scan at a time (a door with the
// network), and batches of 25 queued scans from 4 devices at once (phones coming back online together).
import { randomBytes } from 'node:crypto';
import { createDb } from '../lib/platform/db/create-client';
import { newTicketCode } from '../lib/events/ticket-code';
import { hashToken, newToken } from '../lib/staff/tokens';
import { percentile } from './load';

const TICKETS = 300;

async function arrange(databaseUrl: string) {
  const db = createDb(databaseUrl, 1);
  try {
    const now = Date.now();
    const slug = `bench-door-${randomBytes(3).toString('hex')}`;
    const event = await db.event.create({
      data: {
        slug, status: 'published', category: 'Workshop', startsAt: new Date(now + 3600_000), endsAt: new Date(now + 4 * 3600_000), venueName: 'Bench Hall',
        text: { en: { title: 'Bench door', summary: 'Bench.', description: 'Bench.', coverAlt: '' } }, publishedAt: new Date(now),
      },
    });
    const codes = Array.from({ length: TICKETS }, () => newTicketCode());
    await db.eventRegistration.createMany({
      data: codes.map((ticketCode, i) => ({
        eventId: event.id, name: `Bench Guest ${i}`, email: `door${i}@bench.example.org`, mobile: `8${String(i).padStart(9, '0')}`, language: 'en',
        status: 'registered' as const, ticketCode, consentAt: new Date(),
      })),
    });
    const staff = await db.staffMember.create({ data: { name: 'Bench Door', email: `door.${slug}@bench.example.org`, role: 'viewer', enrolledAt: new Date(), createdBy: 'bench' } });
    const token = newToken();
    await db.staffSession.create({ data: { id: hashToken(token), staffId: staff.id, createdAt: new Date(), lastSeenAt: new Date(), verifiedAt: new Date(), expiresAt: new Date(now + 3600_000) } });
    return { slug, codes, cookie: `nyf_staff=${token}` };
  } finally {
    await db.$disconnect();
  }
}

export async function checkInLatency(app: string, databaseUrl: string) {
  const { slug, codes, cookie } = await arrange(databaseUrl);
  const post = async (scans: { ticket_code: string; scanned_at: string; device_id: string }[]) => {
    const started = performance.now();
    const res = await fetch(`${app}/staff/events/${slug}/check-ins`, { method: 'POST', headers: { cookie, origin: app, 'content-type': 'application/json' }, body: JSON.stringify({ scans }) });
    await res.arrayBuffer();
    return { ms: performance.now() - started, ok: res.ok };
  };
  const single: number[] = [];
  let failures = 0;
  for (const code of codes.slice(0, 100)) {
    const r = await post([{ ticket_code: code, scanned_at: new Date().toISOString(), device_id: 'bench-door-1' }]);
    single.push(r.ms); if (!r.ok) failures++;
  }
  const rest = codes.slice(100);
  const batches = await Promise.all([0, 1, 2, 3].map(async (d) => {
    const times: number[] = [];
    for (let b = 0; b < 2; b++) {
      const scans = rest.slice((d * 2 + b) * 25, (d * 2 + b + 1) * 25).map((ticket_code) => ({ ticket_code, scanned_at: new Date().toISOString(), device_id: `bench-door-${d + 2}` }));
      const r = await post(scans);
      times.push(r.ms); if (!r.ok) failures++;
    }
    return times;
  }));
  const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
  const s = sorted(single), b = sorted(batches.flat());
  return { p50: percentile(s, 50), p95: percentile(s, 95), batchP50: percentile(b, 50), batchP95: percentile(b, 95), failures };
}
