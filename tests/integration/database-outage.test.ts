// A database outage under load: the test's own PostgreSQL server is stopped while clients keep calling, then
// started again. API routes answer 503 with Retry-After in the usual JSON shape, a page that needs the database
// gets the "back in a minute" page with 503, static answers keep coming, nothing is a 500, readiness says 503
// then 200 again, and every write that was acknowledged is there afterwards.
// OUTAGE_SECONDS (default 3) sets how long the database stays down; the report used 10.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureEmbeddedPostgres } from '@/lib/platform/db/embedded';
import { migrateDeploy } from '@/lib/platform/db/migrate';
import { seedReferenceData } from '@/lib/reference/seed';
import { freePort } from '../helpers/free-port';

const OUTAGE_MS = Number(process.env.OUTAGE_SECONDS ?? 3) * 1000;
const dir = mkdtempSync(path.join(os.tmpdir(), 'outage-pg-'));
let port: number;
let stopDb: () => Promise<void>;
let server: http.Server;
let base: string;

type Route = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;

function asNodeHandler(routes: Record<string, Route>, page: (res: ServerResponse) => Promise<void>) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url!, `http://${req.headers.host}`);
    if (url.pathname === '/static') { res.writeHead(200, { 'content-type': 'text/html' }); res.end('<h1>About us</h1>'); return; }
    if (url.pathname === '/profile-page') return page(res);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const response = await routes[url.pathname](new Request(url, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }), { params: Promise.resolve({}) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}

beforeAll(async () => {
  port = await freePort();
  const pg = await ensureEmbeddedPostgres({ dir, port, database: 'outage' });
  stopDb = pg.stop;
  await migrateDeploy(pg.url);
  await seedReferenceData(pg.url);
  process.env.DATABASE_URL = pg.url; // before the app's modules read it
  delete (globalThis as { db?: unknown }).db;
  const { createAppServer, listen } = await import('@/lib/http/app-server');
  const { db } = await import('@/lib/platform/db/client');
  const { noteDatabaseError } = await import('@/lib/platform/db/unavailable');
  const routes: Record<string, Route> = {
    '/api/v1/newsletter': (await import('@/app/api/v1/newsletter/route')).POST,
    '/api/v1/getalldistricts': (await import('@/app/api/v1/getalldistricts/route')).GET,
    '/api/v1/session': (await import('@/app/api/v1/session/route')).GET,
    '/api/health': (await import('@/app/api/health/route')).GET,
    '/api/ready': (await import('@/app/api/ready/route')).GET,
  };
  // A page that reads the database, failing as Next.js does when its render throws: a 500 with an HTML body.
  const page = async (res: ServerResponse) => {
    try {
      await db.$queryRaw`SELECT count(*) FROM applicants`;
      res.writeHead(200, { 'content-type': 'text/html' }); res.end('<h1>Your profile</h1>');
    } catch (e) {
      noteDatabaseError(e); // what instrumentation.ts's onRequestError does for a page of the app
      res.statusCode = 500; res.setHeader('content-type', 'text/html'); res.end('<h1>Internal Server Error</h1>');
    }
  };
  server = createAppServer(asNodeHandler(routes, page), '127.0.0.1');
  base = `http://127.0.0.1:${(await listen(server, 0, '127.0.0.1')).port}`;
});

afterAll(async () => {
  // Each step bounded: a connection the outage left half-open must not hold the run.
  const step = (name: string, work: Promise<unknown> | undefined) =>
    Promise.race([work, new Promise((r) => setTimeout(() => r(console.warn(`[outage] ${name} took over 10 s; moving on`)), 10_000).unref())]);
  server?.closeAllConnections();
  await step('closing the server', new Promise((r) => server?.close(r)));
  const g = globalThis as { db?: { $disconnect(): Promise<void> }; rateLimitPool?: { end(): Promise<void> } };
  await step('closing the Prisma client', g.db?.$disconnect().catch(() => {}));
  await step('closing the rate-limit pool', g.rateLimitPool?.end().catch(() => {}));
  await step('stopping PostgreSQL', stopDb?.());
  rmSync(dir, { recursive: true, force: true });
});


type Answer = { path: string; status: number; retryAfter: string | null; body: string; at: number };

let n = 0;
async function call(pathname: string): Promise<Answer> {
  const init: RequestInit = pathname === '/api/v1/newsletter'
    ? { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${(n >> 8) & 255}.${n++ & 255}` }, body: JSON.stringify({ email: `outage.${randomUUID().slice(0, 12)}@example.org` }) }
    : {};
  const res = await fetch(base + pathname, { ...init, signal: AbortSignal.timeout(15_000) });
  return { path: pathname, status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text(), at: Date.now(), ...(init.body ? { email: JSON.parse(init.body as string).email } : {}) };
}

/** Asks /api/ready until `ok` holds or the deadline passes; the last answer. */
async function until(ok: (a: Answer) => boolean, deadline: number): Promise<Answer> {
  for (;;) {
    const a = await call('/api/ready');
    if (ok(a) || Date.now() > deadline) return a;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const PATHS = ['/api/v1/newsletter', '/api/v1/getalldistricts', '/api/v1/session', '/profile-page', '/static', '/api/health'];

describe('a database outage under load', () => {
  it('answers 503 + Retry-After (never 500), keeps static answers, loses no acknowledged write, and recovers', async () => {
    expect((await call('/api/ready')).status).toBe(200);
    const answers: (Answer & { email?: string })[] = [];
    let running = true;
    const clients = Array.from({ length: 4 }, async (_, i) => {
      for (let k = i; running; k++) answers.push(await call(PATHS[k % PATHS.length]));
    });
    await new Promise((r) => setTimeout(r, 500));
    const stoppedAt = Date.now();
    await stopDb();
    // Readiness reuses its answer for 2 s (a flood of /api/ready costs one check), then says 503. The database
    // stays down until it has (the minute is a limit for a hang: a loaded machine may stop PostgreSQL slowly).
    const ready = await until((a) => a.status === 503, Date.now() + 60_000);
    await new Promise((r) => setTimeout(r, stoppedAt + OUTAGE_MS - Date.now()));
    const restartedAt = Date.now();
    ({ stop: stopDb } = await ensureEmbeddedPostgres({ dir, port, database: 'outage' }));
    const upAt = Date.now();
    await new Promise((r) => setTimeout(r, 1_500));
    running = false;
    await Promise.all(clients);

    const during = answers.filter((a) => a.at > stoppedAt && a.at < restartedAt);
    const tally = (list: Answer[]) => list.reduce<Record<string, number>>((t, a) => ({ ...t, [`${a.path} ${a.status}`]: (t[`${a.path} ${a.status}`] ?? 0) + 1 }), {});
    console.info(`[outage] database down ${restartedAt - stoppedAt} ms (restart took ${upAt - restartedAt} ms); ${answers.length} requests, ${during.length} while down:`, tally(during));

    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable' }); // the checks only for METRICS_TOKEN's holder
    expect(ready.body).not.toMatch(/password|postgres(ql)?:\/\/|127\.0\.0\.1/);
    const refusals = during.filter((a) => a.status === 503);
    expect(refusals.length).toBeGreaterThan(0);
    for (const r of refusals) {
      expect(r.retryAfter, r.path).toBe('10');
      if (r.path.startsWith('/api/')) expect(JSON.parse(r.body)).toEqual({ success: false, code: 'unavailable', message: 'The portal is briefly unavailable. Please try again in a minute.' });
      else expect(r.body).toContain('We will be back in a minute');
    }
    expect(new Set(refusals.map((r) => r.path))).toEqual(new Set(['/api/v1/newsletter', '/api/v1/session', '/profile-page', '/api/v1/getalldistricts'].filter((p) => during.some((a) => a.path === p && a.status === 503))));
    expect(during.filter((a) => a.path === '/static' || a.path === '/api/health').every((a) => a.status === 200)).toBe(true);
    expect(during.some((a) => a.path === '/static')).toBe(true);

    // Afterwards: ready again, and every acknowledged subscription is stored.
    expect((await until((a) => a.status === 200, Date.now() + 60_000)).status).toBe(200);
    expect((await call('/profile-page')).status).toBe(200);
    const acknowledged = answers.filter((a) => a.path === '/api/v1/newsletter' && a.status === 200).map((a) => a.email!);
    const { db } = await import('@/lib/platform/db/client');
    const stored = await db.newsletterSubscription.findMany({ where: { email: { in: acknowledged } }, select: { email: true } });
    expect(stored.length).toBe(acknowledged.length);
    expect(acknowledged.length).toBeGreaterThan(0);
  });
});
