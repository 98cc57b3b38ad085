// `npm run bench` (after `npm run build`): one run, one table. Static pages and a reference list against a bare
// Next.js app serving the same bytes, create-intern at 1 and 10 concurrent with realistic files, login
// throughput against what bcrypt allows on this machine, and a static page's latency during a registration
// burst. Servers are measured one at a time, alternating, so a machine busy with other work hurts both alike:
// read the ratios; absolute numbers are this machine's at this moment.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from '../tests/setup/fresh-database';
import { TEST_PORTS } from '../tests/setup/test-ports';
import { verifyPassword, hashPassword } from '../lib/accounts/password-hash';
import { load, probe, type LoadResult } from './load';
import { buildBaseline, startBaseline, type Served } from './baseline';
import { arrange, logins, mobileFor, registrations } from './registrations';
import { documentReads } from './document-reads';

// Next to the e2e port by default, so checkouts that set E2E_PORT apart also bench apart.
const APP_PORT = Number(process.env.BENCH_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 500);
const BASE_PORT = APP_PORT + 1;
const APP = `http://127.0.0.1:${APP_PORT}`;
const BASELINE = `http://127.0.0.1:${BASE_PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 8;

if (!existsSync('.next/BUILD_ID')) throw new Error('Run `npm run build` first.');

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

/** Alternates app and baseline rounds and adds them up, so drift in the machine's load falls on both. */
async function compare(appPath: string, basePath: string) {
  const app: LoadResult[] = [];
  const base: LoadResult[] = [];
  for (let round = 0; round < 2; round++) {
    app.push(await load(APP + appPath, { connections: CONNECTIONS, seconds: SECONDS }));
    base.push(await load(BASELINE + basePath, { connections: CONNECTIONS, seconds: SECONDS }));
  }
  const rate = (r: LoadResult[]) => r.reduce((s, x) => s + x.perSecond, 0) / r.length;
  const errors = [...app, ...base].reduce((s, x) => s + x.errors, 0);
  return { app: rate(app), base: rate(base), p99: Math.max(...app.map((r) => r.p99)), errors, bytes: app[0]!.bytes };
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

const database = await freshDatabase('bench', { dir: path.resolve('.data/e2e-postgres'), port: TEST_PORTS.e2eDatabase });
let app: ChildProcess | undefined;
let baseline: ChildProcess | undefined;
try {
  // The app as `npm start` serves it (lib/http/app-server.ts in front of Next.js). The bench stands in for a
  // proxy on this machine (TRUST_PROXY=loopback), so each simulated visitor has its own address; no mail is
  // sent (MAIL_WORKER=0: the outbox fills, nothing leaves).
  app = spawn(path.resolve('node_modules/.bin/tsx'), [...(process.env.CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/abuse-cde-prof'] : []), 'scripts/serve.ts', 'start'], {
    env: {
      ...process.env, APP_ENV: 'local', PORT: String(APP_PORT), HOST: '127.0.0.1', DATABASE_URL: database.url, SEED_DEMO: '0',
      SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789', CARD_KEY: 'd'.repeat(64), DOCUMENT_KEY: 'c'.repeat(64),
      UPLOAD_DIR: path.resolve('.data/bench-uploads'), TRUST_PROXY: 'loopback', PUBLIC_BASE_URL: APP,
      SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Bench <bench@localhost>', MAIL_WORKER: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${APP}/api/v1/get-all-categories`);
  const ref = await arrange(database.url);

  // The bytes the app serves, for the baseline to serve too.
  const grab = async (p: string, route: string): Promise<Served> => {
    const res = await fetch(APP + p);
    return { route, contentType: res.headers.get('content-type') ?? 'text/html', body: Buffer.from(await res.arrayBuffer()) };
  };
  buildBaseline([await grab('/about', 'about'), await grab('/', 'home'), await grab('/api/v1/getalldistricts', 'list')]);
  baseline = startBaseline(BASE_PORT);
  await waitFor(`${BASELINE}/about`);
  await load(`${APP}/about`, { connections: CONNECTIONS, seconds: 1 }); // warm both
  await load(`${BASELINE}/about`, { connections: CONNECTIONS, seconds: 1 });

  const about = await compare('/about', '/about');
  const home = await compare('/', '/home');
  const list = await compare('/api/v1/getalldistricts', '/list');

  console.log(`load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (const [n, r] of Object.entries({ about, home, list })) console.log(`${n}: app ${r.app.toFixed(0)}/s base ${r.base.toFixed(0)}/s ratio ${(r.app / r.base).toFixed(2)} errors ${r.errors}`);
} finally {
  await stop(app);
  await stop(baseline);
  await database.drop();
}
