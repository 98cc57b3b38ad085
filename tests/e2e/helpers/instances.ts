// Production instances of the build for the browser tests about several instances (publishing to every instance,
// the gallery, one service behind a proxy): each one `scripts/serve.ts start`, as `npm start` runs it, on its own
// port, in a process of its own (node --import tsx, not the tsx CLI, which would run the server in a child of its
// own). And two of them on one fresh database behind the shipped deploy/Caddyfile in a real Caddy.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { freshDatabase } from '../../setup/fresh-database';
import { freePort } from '../../helpers/free-port';
import { startCaddy } from '../../helpers/caddy';

export type Instance = { url: string; port: number; child: ChildProcess; output: string[] };

/** Starts an instance on `port` and resolves when it says it is serving (its first catch-up done). */
export async function startInstance(env: NodeJS.ProcessEnv, port: number): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', 'start'], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    // A hang, not a speed: two instances start at once on a busy machine.
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`instance on ${port} did not start:\n${output.join('')}`)); }, 240_000);
    child.stdout!.on('data', (c: Buffer) => { output.push(c.toString()); if (c.toString().includes('serving on')) { clearTimeout(timer); resolve(); } });
    child.stderr!.on('data', (c: Buffer) => output.push(c.toString()));
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`instance on ${port} exited ${code}:\n${output.join('')}`)); });
  });
  return { url: `http://127.0.0.1:${port}`, port, child, output };
}

const running = (i: Instance) => i.child.exitCode === null && i.child.signalCode === null;

/** Stops an instance (SIGTERM, its graceful end) and resolves when its process has exited. */
export const stopInstance = (i: Instance) => new Promise<void>((r) => {
  if (!running(i)) return r();
  i.child.once('exit', () => r());
  i.child.kill('SIGTERM');
});

/**
 * Two instances of the build, one fresh database (`name`), one upload folder, behind Caddy (a 300 ms health check).
 * `oneAtATime`: start them one after the other (when both would seed the same rows at start). `close` ends it all.
 */
export async function twoInstancesBehindCaddy(name: string, { oneAtATime = false } = {}) {
  const database = await freshDatabase(name, { dir: path.resolve('.data/e2e-postgres'), port: Number(process.env.E2E_PG_PORT ?? 54331) });
  const work = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const [pa, pb, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const proxyUrl = `http://127.0.0.1:${proxyPort}`; // the instances must know the public address before the proxy knows them
  const env: NodeJS.ProcessEnv = {
    ...process.env, NODE_ENV: 'production', APP_ENV: 'local', DATABASE_URL: database.url, SEED_DEMO: '0', MAIL_WORKER: '0',
    SESSION_SECRET: `${name}-session-secret-that-is-long-enough-0123456789`, CARD_KEY: 'd'.repeat(64), DOCUMENT_KEY: 'e'.repeat(64),
    PUBLIC_BASE_URL: proxyUrl, TRUST_PROXY: 'loopback', UPLOAD_DIR: path.join(work, 'uploads'),
  };
  const instances: Instance[] = [];
  let caddy: Awaited<ReturnType<typeof startCaddy>> | undefined;
  const close = async () => {
    await caddy?.stop();
    await Promise.all(instances.map(stopInstance));
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    if (oneAtATime) for (const p of [pa, pb]) instances.push(await startInstance(env, p));
    else {
      const started = await Promise.allSettled([startInstance(env, pa), startInstance(env, pb)]);
      for (const r of started) if (r.status === 'fulfilled') instances.push(r.value);
      for (const r of started) if (r.status === 'rejected') throw r.reason;
    }
    caddy = await startCaddy({ port: proxyPort, upstreams: [pa, pb], healthInterval: '300ms' });
  } catch (error) {
    await close();
    throw error;
  }
  /** Instance `index` started again on its port (after a test stopped it), in the list in its place. */
  const restart = async (index: number) => (instances[index] = await startInstance(env, instances[index]!.port));
  return { database, instances, proxyUrl, restart, close };
}

const read = async (url: string) => (await fetch(url)).text();

/** Ms until every address's page contains `text` (with `absent`: no longer does); polled, the test's limit catches a hang. */
export async function untilAll(urls: string[], text: string, absent = false) {
  const started = Date.now();
  await expect.poll(async () => (await Promise.all(urls.map(read))).every((html) => html.includes(text) !== absent), { timeout: 60_000, intervals: [100] }).toBe(true);
  return Date.now() - started;
}
