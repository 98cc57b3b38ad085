// Issue 36/35, publishing to every instance (lib/publishing, docs/decisions/025): two production instances of the
// build, one database, behind the shipped deploy/Caddyfile in a real Caddy (skipped where Caddy is not installed).
// An admin changes a published event's title in the console of instance A; the new title is read from A, from B
// and through Caddy, on the event's page and on /events, with no rebuild and no restart (the time it took is
// printed; `npm run bench` is where time is judged). Then B is stopped, the title changed again on A, and B
// started: its very first answer is the new title (it catches up before it says it is serving).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { test, expect } from './fixtures';
import { createDb } from '@/lib/platform/db/create-client';
import { freshDatabase } from '../setup/fresh-database';
import { freePort } from '../helpers/free-port';
import { eventInput } from '../factories/event';

const hasCaddy = spawnSync('caddy', ['version']).status === 0;
test.describe.configure({ mode: 'serial' });
test.skip(!hasCaddy, 'Caddy is not installed (apt-get install -y caddy)');

type Instance = { url: string; port: number; child: ChildProcess; output: string[] };
let database: Awaited<ReturnType<typeof freshDatabase>>;
let env: NodeJS.ProcessEnv;
let caddy: ChildProcess | undefined;
let proxyUrl = '';
const instances: Instance[] = [];
const work = mkdtempSync(path.join(os.tmpdir(), 'publishing-'));

async function startInstance(port: number): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', 'start'], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance on ${port} did not start:\n${output.join('')}`)), 120_000);
    child.stdout!.on('data', (c: Buffer) => { output.push(c.toString()); if (c.toString().includes('serving on')) { clearTimeout(timer); resolve(); } });
    child.stderr!.on('data', (c: Buffer) => output.push(c.toString()));
    child.on('exit', (code) => reject(new Error(`instance on ${port} exited ${code}:\n${output.join('')}`)));
  });
  return { url: `http://127.0.0.1:${port}`, port, child, output };
}
const stop = (i: Instance) => new Promise((r) => { i.child.once('exit', r); i.child.kill('SIGTERM'); });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  database = await freshDatabase('publishing', { dir: path.resolve('.data/e2e-postgres'), port: Number(process.env.E2E_PG_PORT ?? 54331) });
  const [pa, pb, proxyPort] = [await freePort(), await freePort(), await freePort()];
  proxyUrl = `http://127.0.0.1:${proxyPort}`;
  env = {
    ...process.env, NODE_ENV: 'production', APP_ENV: 'local', DATABASE_URL: database.url, SEED_DEMO: '0', MAIL_WORKER: '0',
    SESSION_SECRET: 'publishing-session-secret-that-is-long-enough-012345', CARD_KEY: 'd'.repeat(64), DOCUMENT_KEY: 'e'.repeat(64),
    PUBLIC_BASE_URL: proxyUrl, TRUST_PROXY: 'loopback', UPLOAD_DIR: path.join(work, 'uploads'),
  };
  instances.push(...(await Promise.all([startInstance(pa), startInstance(pb)])));
  const config = readFileSync('deploy/Caddyfile', 'utf8')
    .replace('{$SITE_ADDRESS}', proxyUrl)
    .replace(/\n(\s+)to nextgen-youth-app-1:3000[^\n]*/, `\n$1to 127.0.0.1:${pa} 127.0.0.1:${pb}`)
    .replace(/health_interval \d+s/, 'health_interval 300ms');
  writeFileSync(path.join(work, 'Caddyfile'), `{\n\tadmin off\n\tauto_https off\n}\n${config}`);
  caddy = spawn('caddy', ['run', '--config', path.join(work, 'Caddyfile'), '--adapter', 'caddyfile'], { stdio: 'ignore', env: { ...process.env, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work } });
  await expect.poll(() => fetch(`${proxyUrl}/api/health`).then((r) => r.status, () => 0), { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  caddy?.kill();
  await Promise.all(instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null).map(stop));
  await database?.drop();
  rmSync(work, { recursive: true, force: true });
});

/** An admin of this test's database with a live console session on `host`. */
async function adminCookie() {
  const db = createDb(database.url, 1);
  try {
    const staff = await db.staffMember.create({ data: { name: 'Publishing Admin', email: `admin.${randomBytes(4).toString('hex')}@staff.e2e.test`, role: 'admin', passwordHash: await bcrypt.hash('RiverBoat#4417', 4), totpSecret: 'JBSWY3DPEHPK3PXP', enrolledAt: new Date(), createdBy: 'e2e' } });
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await db.staffSession.create({ data: { id: createHash('sha256').update(token).digest('hex'), staffId: staff.id, createdAt: now, lastSeenAt: now, verifiedAt: now, expiresAt: new Date(now.getTime() + 3600_000) } });
    return { name: 'nyf_staff', value: token, domain: '127.0.0.1', path: '/staff', httpOnly: true, sameSite: 'Lax' as const };
  } finally {
    await db.$disconnect();
  }
}

const read = async (url: string) => (await fetch(url)).text();
/** Ms until every address answers with `text` (polled; the test's time limit catches a hang). */
async function untilAll(urls: string[], text: string) {
  const started = Date.now();
  await expect.poll(async () => (await Promise.all(urls.map(read))).every((html) => html.includes(text)), { timeout: 60_000, intervals: [100] }).toBe(true);
  return Date.now() - started;
}

test('a change published on one instance is served by both and through Caddy; a stopped instance catches up when it starts', async ({ browser }) => {
  test.setTimeout(300_000);
  const [a, b] = instances as [Instance, Instance];
  const input = eventInput({ title: 'Riverbank Drive, first title' });
  const db = createDb(database.url, 1);
  await db.event.create({ data: { ...input, startsAt: input.startsAt as Date, endsAt: input.endsAt as Date, capacity: null, registrationOpensAt: null, registrationClosesAt: null, status: 'published', publishedAt: new Date(), text: input.text } });
  await db.$disconnect();
  const page = (i: { url: string }) => `${i.url}/events/${input.slug}`;
  await untilAll([page(a), page(b), page({ url: proxyUrl })], 'Riverbank Drive, first title');

  const context = await browser.newContext();
  await context.addCookies([await adminCookie()]);
  const console_ = await context.newPage();
  const retitle = async (title: string) => {
    await console_.goto(`${a.url}/staff/events/${input.slug}`);
    await console_.getByRole('group', { name: 'English (required)' }).getByLabel('Title', { exact: true }).fill(title);
    await console_.getByRole('button', { name: 'Save changes' }).click();
    await expect(console_.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  };

  await retitle('Riverbank Drive, second title');
  const took = await untilAll([page(a), page(b), page({ url: proxyUrl }), `${a.url}/events`, `${b.url}/hi/events`], 'Riverbank Drive, second title');
  console.log(`published on A, served by A, B and Caddy after ${took} ms`);

  await stop(b);
  await retitle('Riverbank Drive, third title');
  instances[1] = await startInstance(b.port);
  // Its first answers, before any other request reached it: the catch-up ran before "serving on".
  expect(await read(page(instances[1]!))).toContain('Riverbank Drive, third title');
  expect(await read(`${instances[1]!.url}/events`)).toContain('Riverbank Drive, third title');
  await context.close();
});
