// `npm run bench:staff` (after `npm run build`): the staff console on 100,000 applicants and 20,000 public
// submissions. Measures the review queue, a search by name, a search by mobile number and the dashboard (p50/p95 of
// sequential requests by one signed-in reviewer), and a CSV export of 100,000 rows: streamed, with the server's
// peak memory before and after. Absolute numbers are this machine's at this moment (see the load average).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freshDatabase } from '../tests/setup/fresh-database';
import { percentile } from './load';
import { arrange } from './registrations';

const PORT = Number(process.env.BENCH_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 500);
const APP = `http://127.0.0.1:${PORT}`;
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 100_000);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 20_000);
const REQUESTS = 40;
if (!existsSync('.next/BUILD_ID')) throw new Error('Run `npm run build` first.');

async function seed(url: string, ref: Awaited<ReturnType<typeof arrange>>) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const t = performance.now();
    await db.query(`
      INSERT INTO applicants (kind, application_id, name, dob, gender, mobile_no, whatsapp_no, email, full_address, district_id, police_station_id,
        pin_code, institution_id, category_id, stream_id, area_of_interest, password_hash, referral_code, referral_code_used, is_verified,
        terms_version, terms_accepted_at, created_at, updated_at)
      SELECT CASE WHEN g % 5 = 0 THEN 'member' ELSE 'intern' END::"ApplicantKind", 'BEN-2026-' || lpad(g::text, 6, '0'),
        'Bench Person ' || g, DATE '2003-01-01', 'other', (6000000000 + g)::text, (6000000000 + g)::text, 'bench' || g || '@example.org',
        'GS Road', $1, $2, '781005', $3, $4, $5, ARRAY['career'], 'x',
        CASE WHEN g % 5 = 0 THEN NULL ELSE 'NYF-B' || g END, CASE WHEN g % 5 = 0 THEN 'NYF-B1' ELSE NULL END,
        (CASE WHEN g % 10 < 6 THEN 'pending' WHEN g % 10 < 9 THEN 'approved' ELSE 'rejected' END)::"VerificationStatus",
        'bench', now(), now() - (g % 120) * interval '1 day' - (g % 86400) * interval '1 second', now()
      FROM generate_series(1, ${APPLICANTS}) g`, [ref.districtId, ref.stationId, ref.institutionId, ref.categoryId, ref.streamId]);
    const share = Math.floor(SUBMISSIONS / 5);
    await db.query(`INSERT INTO contact_messages (name, email, subject, message, inquiry_type, created_at)
      SELECT 'Visitor ' || g, 'v' || g || '@example.org', 'Question ' || g, 'Hello', 'General Inquiry', now() - (g % 90) * interval '1 day' FROM generate_series(1, ${share}) g`);
    await db.query(`INSERT INTO partnership_requests (organization_name, contact_person, email, partnership_type, created_at)
      SELECT 'Org ' || g, 'Person ' || g, 'p' || g || '@example.org', 'CSR', now() FROM generate_series(1, ${share}) g`);
    await db.query(`INSERT INTO impact_stories (name, email, theme, story, created_at)
      SELECT 'Writer ' || g, 's' || g || '@example.org', 'Education', 'A story', now() FROM generate_series(1, ${share}) g`);
    await db.query(`INSERT INTO community_signups (name, email, created_at) SELECT 'Member ' || g, 'c' || g || '@example.org', now() FROM generate_series(1, ${share}) g`);
    await db.query(`INSERT INTO newsletter_subscriptions (email, created_at) SELECT 'n' || g || '@example.org', now() FROM generate_series(1, ${share}) g`);
    await db.query('ANALYZE');
    const token = randomBytes(32).toString('base64url');
    const staff = await db.query<{ id: number }>(`INSERT INTO staff_members (name, email, role, enrolled_at, created_by) VALUES ('Bench Reviewer', 'bench@staff.test', 'admin', now(), 'bench') RETURNING id`);
    await db.query(`INSERT INTO staff_sessions (id, staff_id, created_at, last_seen_at, expires_at, verified_at) VALUES ($1, $2, now(), now(), now() + interval '12 hours', now())`,
      [createHash('sha256').update(token).digest('hex'), staff.rows[0]!.id]);
    return { token, seconds: (performance.now() - t) / 1000 };
  } finally {
    await db.end();
  }
}

async function timed(pathname: string, cookie: string) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const res = await fetch(APP + pathname, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${pathname}: ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The server's resident and peak memory (it runs in the spawned node process itself). */
const memory = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
};

const database = await freshDatabase('bench-staff', { dir: path.resolve('.data/e2e-postgres'), port: Number(process.env.E2E_PG_PORT ?? 54331) });
let app: ChildProcess | undefined;
try {
  app = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', 'start'], {
    env: {
      ...process.env, APP_ENV: 'local', PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: database.url, SEED_DEMO: '0',
      SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789', CARD_KEY: 'd'.repeat(64), DOCUMENT_KEY: 'c'.repeat(64),
      UPLOAD_DIR: path.resolve('.data/bench-uploads'), PUBLIC_BASE_URL: APP, SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Bench <bench@localhost>',
      MAIL_WORKER: '0', RETENTION_INTERVAL_MINUTES: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${APP}/api/v1/get-all-categories`)).ok) break; } catch { /* not up yet */ }
    if (i > 300) throw new Error('the app did not come up');
    await new Promise((r) => setTimeout(r, 300));
  }
  const ref = await arrange(database.url);
  const { token, seconds } = await seed(database.url, ref);
  const cookie = `nyf_staff=${token}`;
  for (const p of ['/staff', '/staff/queue/interns']) await timed(p, cookie); // warm up
  const rows: [string, string][] = [];
  for (const [label, p] of [
    ['review queue (interns, pending, oldest first)', '/staff/queue/interns'],
    ['queue, page 40 (keyset cursor)', '/staff/queue/interns?after=' + encodeURIComponent(`${Date.now() - 100 * 86_400_000}-1`)],
    ['search by name', '/staff/queue/interns?status=all&q=Person%20424'],
    ['search by mobile number', '/staff/queue/interns?status=all&q=6000042421'],
    ['search by application id', '/staff/queue/interns?status=all&q=BEN-2026-042421'],
    ['dashboard', '/staff'],
    ['inbox (contact messages)', '/staff/inbox'],
  ] as const) {
    const r = await timed(p, cookie);
    rows.push([label, `p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms`]);
  }
  const before = memory(app.pid!);
  const t = performance.now();
  const res = await fetch(`${APP}/staff/export/interns`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) { bytes += chunk.byteLength; for (const b of chunk) if (b === 10) lines++; }
  const after = memory(app.pid!);
  rows.push([`CSV export of interns (${lines - 1} rows, ${(bytes / 1048576).toFixed(1)} MB), streamed`,
    `${((performance.now() - t) / 1000).toFixed(1)} s; server peak memory ${before.peak.toFixed(0)} → ${after.peak.toFixed(0)} MB (+${(after.peak - before.peak).toFixed(0)} MB)`]);
  console.log(`\n${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`seeded ${APPLICANTS} applicants and ${SUBMISSIONS} submissions in ${seconds.toFixed(1)} s; ${REQUESTS} sequential requests each\n`);
  console.log('| what | time |\n| --- | --- |');
  for (const [a, b] of rows) console.log(`| ${a} | ${b} |`);
} finally {
  if (app && app.exitCode === null) { app.kill('SIGTERM'); await new Promise((r) => app!.once('exit', r)); }
  await database.drop();
}
