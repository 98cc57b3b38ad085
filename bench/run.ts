// `npm run bench` (after `npm run build`): one run, one table. Static pages and a reference list against a bare
// Next.js app serving the same bytes, create-intern at 1 and 10 concurrent with realistic files, login
// throughput against what bcrypt allows on this machine, and a static page's latency during a registration
// burst. Servers are measured one at a time, alternating, so a machine busy with other work hurts both alike:
// read the ratios; absolute numbers are this machine's at this moment.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { freshDatabase } from '../tests/setup/fresh-database';
import { DIST_DIR } from '../lib/platform/build/dist-dir';
import { TEST_PORTS } from '../tests/setup/test-ports';
import bcryptjs from 'bcryptjs';
import { verifyPassword, hashPassword, verifySignInPassword } from '../lib/accounts/password-hash';
import { load, probe, type LoadResult } from './load';
import { buildBaseline, startBaseline, type Served } from './baseline';
import { arrange, logins, mobileFor, registrations } from './registrations';
import { documentReads } from './document-reads';
import { checkInLatency } from './check-ins';
import { certificatePdfTimes } from './certificate-pdfs';
import { eventRegistrations } from './event-registrations';
import { cpuMsOfTree } from './cpu';
import { internshipCertificate } from './internship-certificate';
import { imagePipelineTimes } from './image-pipeline';
import { publishToVisible } from './publish-visible';
import { newerThanBuild } from '../lib/platform/build/build-freshness';

// The bench measures the build: one older than the code would measure code that is gone.
const changedSinceBuild = newerThanBuild(DIST_DIR);
if (changedSinceBuild) {
  console.error(`The build in ${DIST_DIR} is older than ${changedSinceBuild}: run \`npm run build\` first.`);
  process.exit(1);
}

// Next to the e2e port by default, so checkouts that set E2E_PORT apart also bench apart.
const APP_PORT = Number(process.env.BENCH_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 500);
const BASE_PORT = APP_PORT + 1;
const APP = `http://127.0.0.1:${APP_PORT}`;
const BASELINE = `http://127.0.0.1:${BASE_PORT}`;
const SECOND_PORT = APP_PORT + 2;
const SECOND = `http://127.0.0.1:${SECOND_PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 8;
// `BENCH_ONLY=events`: only issue 36's rows (no baseline, nothing else), for work on registrations or the door.
const EVENTS_ONLY = process.env.BENCH_ONLY === 'events';
// `BENCH_ONLY=pages`: only the page rows against bare Next.js (static pages, content from the database), for work on serving.
const PAGES_ONLY = process.env.BENCH_ONLY === 'pages';
const HEADER = ['what', 'app', 'bare Next.js, same bytes', 'ratio', 'goal'];
const ms = (v: number) => `${Math.round(v)} ms`;
const rps = (v: number) => `${v.toFixed(0)}/s`;
const us = (v: number) => `${v.toFixed(0)} µs CPU/request`;
/** Throughput, and (in brackets) the inverse ratio of CPU per request: both read "app as fast as bare Next.js = 1". */
const ratios = (r: { app: number; base: number; cpuApp: number; cpuBase: number }) => `${(r.app / r.base).toFixed(2)}× (CPU ${(r.cpuBase / r.cpuApp).toFixed(2)}×)`;
const kb = (b: number) => (b < 1024 ? `${b} B` : `${(b / 1024).toFixed(0)} KB`);

if (!existsSync(path.join(DIST_DIR, 'BUILD_ID'))) throw new Error('Run `npm run build` first.');

async function waitFor(url: string) {
  for (let i = 0; ; i++) {
    try { if ((await fetch(url)).ok) return; } catch { /* not up yet */ }
    if (i > 200) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/**
 * Alternates app and baseline rounds and adds them up, so drift in the machine's load falls on both. Also the CPU
 * each server used per request (its process tree's, from /proc): on a machine busy with other work, requests per
 * second swing with what else runs, while CPU per request barely moves.
 */
async function compare(appPath: string, basePath: string) {
  const runs = { app: [] as LoadResult[], base: [] as LoadResult[] };
  const cpu = { app: 0, base: 0 };
  const measured = async (who: 'app' | 'base', pid: number, url: string) => {
    const before = cpuMsOfTree(pid);
    runs[who].push(await load(url, { connections: CONNECTIONS, seconds: SECONDS }));
    cpu[who] += cpuMsOfTree(pid) - before;
  };
  for (let round = 0; round < 2; round++) {
    await measured('app', app!.pid!, APP + appPath);
    await measured('base', baseline!.pid!, BASELINE + basePath);
  }
  const rate = (r: LoadResult[]) => r.reduce((s, x) => s + x.perSecond, 0) / r.length;
  const microsPerRequest = (ms: number, r: LoadResult[]) => (ms * 1000) / Math.max(1, r.reduce((s, x) => s + x.requests, 0));
  const errors = [...runs.app, ...runs.base].reduce((s, x) => s + x.errors, 0);
  return {
    app: rate(runs.app), base: rate(runs.base), p99: Math.max(...runs.app.map((r) => r.p99)), errors, bytes: runs.app[0]!.bytes,
    cpuApp: microsPerRequest(cpu.app, runs.app), cpuBase: microsPerRequest(cpu.base, runs.base),
  };
}

async function bcryptCeiling(seconds: number) {
  const hash = await hashPassword('Ceiling@2025');
  let count = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: os.availableParallelism() * 2 }, async () => {
    while (performance.now() < until) { await verifyPassword('Ceiling@2025', hash); count++; }
  }));
  return count / ((performance.now() - started) / 1000);
}

/** The event loop's longest wait while ten passwords hash at once in this process (the pool's threads warm). */
async function eventLoopDuringHashes() {
  await Promise.all(Array.from({ length: 4 }, () => hashPassword('Warm@2025')));
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  await Promise.all(Array.from({ length: 10 }, (_, i) => hashPassword(`Burst@${i}2025`)));
  delay.disable();
  return delay.max / 1e6;
}

/**
 * Issue 39, B8: a sign-in's password check for an unknown email, a cost-4 account (an old or a test's hash) and a
 * cost-10 one, each with a wrong password, interleaved; the quickest of each (a busy moment only adds). The work
 * itself is counted in tests/integration/staff-sign-in-work.test.ts; this is what it costs on this machine.
 */
async function signInCheckTimes(rounds = 9) {
  const hashes = { unknown: null, cost4: bcryptjs.hashSync('Right@2025', 4), cost10: await hashPassword('Right@2025') };
  const quickest = { unknown: Infinity, cost4: Infinity, cost10: Infinity };
  for (let i = 0; i < rounds; i++) {
    for (const who of ['unknown', 'cost4', 'cost10'] as const) {
      const started = performance.now();
      await verifySignInPassword('Wrong@2025', hashes[who]);
      quickest[who] = Math.min(quickest[who], performance.now() - started);
    }
  }
  return quickest;
}

// The certificate's verify code is signed in this process (bench/internship-certificate.ts) and checked by the app.
const BENCH_SIGNING_KEY = '7a'.repeat(32);
process.env.SIGNING_KEY = BENCH_SIGNING_KEY;
const database = await freshDatabase('bench', { dir: path.resolve('.data/e2e-postgres'), port: TEST_PORTS.e2eDatabase });
// This process's own reads (certificates, publish to visible) use the bench database: the app's database client is
// made once, on first use, by whichever row imports it first.
process.env.DATABASE_URL = database.url;
let app: ChildProcess | undefined;
let baseline: ChildProcess | undefined;
let second: ChildProcess | undefined;
try {
  // The app as `npm start` serves it (lib/http/app-server.ts in front of Next.js). The bench stands in for a
  // proxy on this machine (TRUST_PROXY=loopback), so each simulated visitor has its own address; no mail is
  // sent (MAIL_WORKER=0: the outbox fills, nothing leaves).
  const appEnv = {
    ...process.env, APP_ENV: 'local', PORT: String(APP_PORT), HOST: '127.0.0.1', DATABASE_URL: database.url, SEED_DEMO: '0',
    SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789', CARD_KEY: 'd'.repeat(64), DOCUMENT_KEY: 'c'.repeat(64), SIGNING_KEY: BENCH_SIGNING_KEY,
    UPLOAD_DIR: path.resolve('.data/bench-uploads'), TRUST_PROXY: 'loopback', PUBLIC_BASE_URL: APP,
    SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Bench <bench@localhost>', MAIL_WORKER: '0',
  };
  app = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/serve.ts', 'start'], { env: appEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`${APP}/api/v1/get-all-categories`);
  if (EVENTS_ONLY) {
    const { rows, failures } = await eventRows();
    printTable([HEADER, ...rows]);
    if (failures) { console.error(`${failures} requests failed`); process.exitCode = 1; }
  } else if (PAGES_ONLY) {
    const { rows, failures } = await pageRows();
    printTable([HEADER, ...rows]);
    if (failures) { console.error(`${failures} requests failed`); process.exitCode = 1; }
  } else await everyRow(appEnv);
} finally {
  await stop(app);
  await stop(second);
  await stop(baseline);
  await database.drop();
}

/** Issue 36's rows: door check-in, and 50 registrations at once for one event (with the app's CPU per registration). */
async function eventRows() {
  const door = await checkInLatency(APP, database.url);
  const events = await eventRegistrations(APP, database.url, app!.pid!);
  const rows = [
    ['event registration, 50 at once for 10 seats (one statement each; the mail queued, written by the worker)', `p50 ${ms(events.p50)}, p95 ${ms(events.p95)}, max ${ms(events.max)}, ${ms(events.cpuMs)} app CPU each; ${events.outcomes.registered ?? 0} registered, ${events.outcomes.waitlisted ?? 0} waitlisted`, '', '', 'p95 < 500 ms'],
    ['door check-in (issue 36), one scan at a time (100) / 4 devices syncing 25 queued scans at once', `p50 ${ms(door.p50)}, p95 ${ms(door.p95)} / p50 ${ms(door.batchP50)}, p95 ${ms(door.batchP95)}`, '', '', 'p95 < 300 ms'],
  ];
  return { rows, failures: door.failures + events.failures };
}

/** The pages against bare Next.js serving the same bytes: what the app adds per request to a static page. */
async function pageRows() {
  // The bytes the app serves, for the baseline to serve too.
  const grab = async (p: string, route: string): Promise<Served> => {
    const res = await fetch(APP + p);
    return { route, contentType: res.headers.get('content-type') ?? 'text/html', body: Buffer.from(await res.arrayBuffer()) };
  };
  // [app path, baseline route, label, goal]: static pages, the reference list, and pages whose content comes from the
  // database (issue 35: seeded at start, rendered again on publish) against the same bytes served static.
  const compared = [
    ['/about', 'about', `GET /about (SIZE gzip), ${CONNECTIONS} connections`, '≥ 0.9×'],
    ['/', 'home', 'GET / (SIZE gzip)', '≥ 0.9×'],
    ['/gallery', 'gallery', 'GET /gallery, content from the database (SIZE gzip)', '≥ 0.9×'],
    ['/as/gallery', 'as-gallery', 'GET /as/gallery (SIZE gzip)', '≥ 0.9×'],
    ['/research', 'research', 'GET /research, content from the database (SIZE gzip)', '≥ 0.9×'],
    ['/events', 'events', 'GET /events, from the database (SIZE gzip)', '≥ 0.9×'],
    ['/api/v1/getalldistricts', 'list', 'GET /api/v1/getalldistricts (SIZE gzip)', '≥ 0.8×'],
  ] as const;
  const served: Served[] = [];
  for (const [appPath, route] of compared) served.push(await grab(appPath, route));
  buildBaseline(served);
  baseline = startBaseline(BASE_PORT);
  await waitFor(`${BASELINE}/about`);
  // Both servers warm on every compared path first: their first seconds run code V8 has not optimised yet (the bare
  // app took about 10 s to settle), and a baseline measured cold made the first row look better than the later ones.
  for (let round = 0; round < 2; round++) {
    for (const [appPath, route] of compared) {
      await load(APP + appPath, { connections: CONNECTIONS, seconds: 1 });
      await load(`${BASELINE}/${route}`, { connections: CONNECTIONS, seconds: 1 });
    }
  }
  const rows: string[][] = [];
  let failures = 0;
  for (const [appPath, route, label, goal] of compared) {
    const r = await compare(appPath, `/${route}`);
    failures += r.errors;
    rows.push([label.replace('SIZE', kb(r.bytes)), `${rps(r.app)}, p99 ${ms(r.p99)}, ${us(r.cpuApp)}`, `${rps(r.base)}, ${us(r.cpuBase)}`, ratios(r), goal]);
  }
  return { rows, failures };
}

async function everyRow(appEnv: NodeJS.ProcessEnv) {
  const ref = await arrange(database.url);
  const pages = await pageRows();

  // The first registrations after the server starts run code V8 has not optimised yet; a server that has been
  // up a while has. They are shown apart, and the measured rows below are the steady state.
  const cold = await registrations(APP, ref, 20, 10);
  const single = await registrations(APP, ref, 10, 1);
  let burstDone: () => void = () => {};
  const burstOver = new Promise<void>((r) => { burstDone = r; });
  const during = probe(`${APP}/about`, burstOver);
  const burst = await registrations(APP, ref, 50, 10);
  burstDone();
  const visitor = await during;

  const ceiling = await bcryptCeiling(SECONDS);
  const hashGap = await eventLoopDuringHashes();
  const signIn = await signInCheckTimes();
  const mobiles = Array.from({ length: burst.registered }, (_, i) => mobileFor(i + 1));
  const login = await logins(APP, mobiles, 10, SECONDS * 2);

  const reads = await documentReads();
  const pdfs = await certificatePdfTimes();
  const images = await imagePipelineTimes();
  const certificate = await internshipCertificate(database.url, APP, { rounds: 30, connections: CONNECTIONS, seconds: SECONDS });
  const events = await eventRows();
  // A second instance of the build on the same database, for the time from a publish to both showing it.
  second = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/serve.ts', 'start'], { env: { ...appEnv, PORT: String(SECOND_PORT) }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`${SECOND}/api/v1/get-all-categories`);
  const visible = await publishToVisible(database.url, [APP, SECOND]);

  const rows = [
    HEADER,
    ...pages.rows,
    ['create-intern, the first 20 after start, 10 at a time', `p50 ${ms(cold.p50)}, p95 ${ms(cold.p95)}, ${cold.perSecond.toFixed(1)}/s`, '', '', ''],
    ['create-intern, 1 at a time (10), 200 KB PDF + 60 KB JPEG', `p50 ${ms(single.p50)}, p95 ${ms(single.p95)}`, '', '', ''],
    ['create-intern, 10 at a time (50)', `p50 ${ms(burst.p50)}, p95 ${ms(burst.p95)}, max ${ms(burst.max)}, ${burst.perSecond.toFixed(1)}/s`, '', '', 'p95 < 1 s'],
    ['GET /about by one visitor during that burst', `p50 ${ms(visitor.p50)}, p99 ${ms(visitor.p99)} (${visitor.count} requests)`, '', '', 'p99 < 100 ms'],
    events.rows[0]!,
    ['document read (200 KB, decrypted), folder store', `p50 ${reads.local.p50.toFixed(1)} ms, p95 ${reads.local.p95.toFixed(1)} ms`, '', '', ''],
    ['document read (200 KB, decrypted), S3 store (s3rver here)', `p50 ${reads.s3.p50.toFixed(1)} ms, p95 ${reads.s3.p95.toFixed(1)} ms`, '', '', ''],
    ['certificate PDF (English and Assamese, shaped, with QR), 40 after the first', `p50 ${ms(pdfs.p50)}, p95 ${ms(pdfs.p95)}, ${ms(pdfs.cpuMs)} CPU each (first ${ms(pdfs.first)})`, '', '', 'p95 < 300 ms'],
    [`image pipeline (issue 35): a 12 MP JPEG (${(images.inputBytes / 1e6).toFixed(1)} MB) to 3 widths × AVIF + WebP, 5 after the first`, `p50 ${ms(images.p50)}, max ${ms(images.max)}, ${ms(images.cpuMs)} CPU each (first ${ms(images.first)})`, '', '', ''],
    ['event loop\'s longest wait while 10 passwords hash (bench process)', ms(hashGap), '', '', '< 50 ms'],
    ['sign-in password check, wrong password: unknown email / cost-4 / cost-10 account (quickest of 9)', `${signIn.unknown.toFixed(1)} / ${signIn.cost4.toFixed(1)} / ${signIn.cost10.toFixed(1)} ms`, '', `${(signIn.cost4 / signIn.unknown).toFixed(2)}× / ${(signIn.cost10 / signIn.unknown).toFixed(2)}×`, '0.9–1.1×'],
    ['internship certificate PDF (English + Assamese, QR), 30 renders', `p50 ${certificate.pdf.p50.toFixed(0)} ms, p95 ${certificate.pdf.p95.toFixed(0)} ms`, '', '', 'p95 < 300 ms'],
    [`GET /verify/<certificate code> vs GET /about (same app), ${CONNECTIONS} connections`, `${rps(certificate.verify.perSecond)}, p99 ${ms(certificate.verify.p99)}`, `/about: ${rps(certificate.about.perSecond)}`, `${(certificate.verify.perSecond / certificate.about.perSecond).toFixed(2)}×`, ''],
    events.rows[1]!,
    ['publish to visible (issue 35): a gallery caption published, until /gallery and /as/gallery of 2 instances show it (5 rounds)', `p50 ${ms(visible.p50)}, max ${ms(visible.max)}`, '', '', '< 10 s'],
    [`login, 10 at a time`, rps(login.perSecond), `bcrypt cost 10 on ${os.availableParallelism()} cores: ${rps(ceiling)}`, `${(login.perSecond / ceiling).toFixed(2)}×`, ''],
  ];
  const failures = pages.failures + certificate.verify.errors + cold.failures + single.failures + burst.failures + visitor.errors + login.failures + events.failures;
  printTable(rows);
  if (failures) { console.error(`${failures} requests failed`); process.exitCode = 1; }
}

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  console.log(`\n${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  for (const [i, r] of rows.entries()) {
    console.log(`| ${r.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`);
    if (i === 0) console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  }
}
