// Event registrations for the bench: a published 10-seat event in the bench database, then 50 registrations sent at
// once over HTTP (10 get seats, 40 join the waitlist), each from its own address. Every one waits on the event's
// row lock (lib/events/register.ts, one statement), so this measures the queue the lock makes; the mail is queued
// without words, and the worker (off here, MAIL_WORKER=0) writes it when it sends it. Five
// registrations for another event go first, unmeasured: the route's first requests after the server started load and
// optimise its code (the create-intern rows show that cold start apart). The app's CPU per registration is its
// process tree's (/proc), which a machine busy with other work disturbs far less than the latency.
import { createDb } from '../lib/platform/db/create-client';
import { cpuMsOfTree } from './cpu';
import { percentile } from './load';

async function benchEvent(databaseUrl: string, seats: number) {
  const db = createDb(databaseUrl, 1);
  const slug = `bench-event-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const start = new Date(Date.now() + 7 * 24 * 3600_000);
  try {
    await db.event.create({
      data: {
        slug, status: 'published', category: 'Convention', startsAt: start, endsAt: new Date(start.getTime() + 7 * 3600_000), venueName: 'Bench Hall',
        capacity: seats, publishedAt: new Date(), text: { en: { title: 'Bench Convention', summary: 'A bench.', description: 'A bench.', coverAlt: '' } },
      },
    });
  } finally {
    await db.$disconnect();
  }
  return slug;
}

const register = (base: string, slug: string, i: number) => fetch(`${base}/api/v1/events/${slug}/registrations`, {
  method: 'POST',
  headers: { origin: base, 'content-type': 'application/json', 'x-forwarded-for': `10.3.${i >> 8}.${i & 255}` },
  body: JSON.stringify({ name: `Bench Person ${i}`, email: `bench.event.${i}@example.org`, mobile: `9${String(200000000 + i)}`, consent: true }),
});

export async function eventRegistrations(base: string, databaseUrl: string, appPid: number, total = 50, seats = 10) {
  const warm = await benchEvent(databaseUrl, 2);
  for (let i = 0; i < 5; i++) await (await register(base, warm, 1000 + i)).arrayBuffer();
  const slug = await benchEvent(databaseUrl, seats);
  const times: number[] = [];
  const outcomes: Record<string, number> = {};
  let failures = 0;
  const cpuBefore = cpuMsOfTree(appPid);
  const started = performance.now();
  await Promise.all(Array.from({ length: total }, async (_, i) => {
    const t = performance.now();
    const res = await register(base, slug, i);
    const body = await res.json() as { status?: string };
    times.push(performance.now() - t);
    if (res.status !== 201) { failures++; if (failures <= 2) console.error(`event registration answered ${res.status}: ${JSON.stringify(body)}`); }
    outcomes[body.status ?? 'error'] = (outcomes[body.status ?? 'error'] ?? 0) + 1;
  }));
  const wall = (performance.now() - started) / 1000;
  const cpuMs = (cpuMsOfTree(appPid) - cpuBefore) / total;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? NaN, perSecond: total / wall, cpuMs, failures, outcomes };
}
