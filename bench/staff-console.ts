// `npm run bench:staff` (after `npm run build`): the staff console on 100,000 applicants and 20,000 public
// submissions. Measures the review queue, a search by name, a search by mobile number and the dashboard (p50/p95 of
// sequential requests by one signed-in reviewer), and a CSV export of 100,000 rows: streamed, with the server's
// peak memory before and after. Absolute numbers are this machine's at this moment (see the load average).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freshDatabase } from '../tests/setup/fresh-database';
import { DIST_DIR } from '../lib/platform/build/dist-dir';
import { percentile } from './load';
import { arrange } from './registrations';
import { insertApplicants, seedStaffConsole } from './staff-seed';

const PORT = Number(process.env.BENCH_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 500);
const APP = `http://127.0.0.1:${PORT}`;
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 100_000);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 20_000);
// BENCH_ONLY=dashboard,name measures only the rows whose label contains one of these words (default: all).
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((w) => w.trim()).filter(Boolean);
const wanted = (label: string) => !ONLY.length || ONLY.some((w) => label.includes(w));
const REQUESTS = 40;
if (!existsSync(path.join(DIST_DIR, 'BUILD_ID'))) throw new Error('Run `npm run build` first.');

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
      SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789', CARD_KEY: 'd'.repeat(64), DOCUMENT_KEY: 'c'.repeat(64), SIGNING_KEY: '5e'.repeat(32),
      UPLOAD_DIR: path.resolve('.data/bench-uploads'), PUBLIC_BASE_URL: APP, SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Bench <bench@localhost>',
      MAIL_WORKER: '0', RETENTION_INTERVAL_MINUTES: '0', STAFF_DIGEST: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${APP}/api/v1/get-all-categories`)).ok) break; } catch { /* not up yet */ }
    if (i > 300) throw new Error('the app did not come up');
    await new Promise((r) => setTimeout(r, 300));
  }
  const ref = await arrange(database.url);
  const { token, seconds } = await seedStaffConsole(database.url, ref, { applicants: APPLICANTS, submissions: SUBMISSIONS });
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
    if (!wanted(label)) continue;
    const r = await timed(p, cookie);
    rows.push([label, `p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms`]);
  }
  if (wanted('CSV export')) {
    // 25,000 more applicants (4 in 5 interns) make the exported interns 100,000.
    const extra = new pg.Client({ connectionString: database.url });
    await extra.connect();
    await insertApplicants(extra, ref, APPLICANTS + 1, APPLICANTS + 25_000).finally(() => extra.end());
    // The route's code is loaded by a small export first (4,000 contact messages), so what is measured is the
    // streaming. The server's resident memory is sampled every 20 ms while it streams, against what it held just
    // before (its lifetime peak would hide growth below the earlier requests' peak).
    await (await fetch(`${APP}/staff/export/contacts`, { headers: { cookie } })).arrayBuffer();
    const before = memory(app.pid!);
    let highest = before.rss;
    const sampler = setInterval(() => { highest = Math.max(highest, memory(app!.pid!).rss); }, 20);
    const t = performance.now();
    const res = await fetch(`${APP}/staff/export/interns`, { headers: { cookie } });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) { bytes += chunk.byteLength; for (const b of chunk) if (b === 10) lines++; }
    clearInterval(sampler);
    const took = ((performance.now() - t) / 1000).toFixed(1);
    rows.push([`CSV export of interns (${lines - 1} rows, ${(bytes / 1048576).toFixed(1)} MB), streamed`,
      `${took} s; server memory ${before.rss.toFixed(0)} MB before, at most ${highest.toFixed(0)} MB while streaming (+${(highest - before.rss).toFixed(0)} MB)`]);
  }
  console.log(`\n${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`seeded ${APPLICANTS} applicants and ${SUBMISSIONS} submissions in ${seconds.toFixed(1)} s; ${REQUESTS} sequential requests each\n`);
  console.log('| what | time |\n| --- | --- |');
  for (const [a, b] of rows) console.log(`| ${a} | ${b} |`);
} finally {
  if (app && app.exitCode === null) { app.kill('SIGTERM'); await new Promise((r) => app!.once('exit', r)); }
  await database.drop();
}
