// The shipped deploy/Caddyfile in a real Caddy, for tests (where one is installed: Debian's `caddy`, which .ci/run
// installs). Only what a test must change is changed: the site address (plain http on a free port), the instances
// (these upstreams instead of compose's names), optionally the health-check interval; Caddy's admin port and
// automatic HTTPS are off, and its files go to a folder of the test's own.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const hasCaddy = () => spawnSync('caddy', ['version']).status === 0;

type Options = {
  port: number;
  upstreams: number[];
  /** The Caddyfile to start from: the shipped one unless a test changes it. */
  caddyfile?: string;
  /** Caddy's active health check, e.g. '300ms' (the shipped 5 s makes a test wait for a dead instance to leave). */
  healthInterval?: string;
};

/** Starts Caddy and resolves once it answers GET /api/health with 200 through an instance. */
export async function startCaddy({ port, upstreams, caddyfile = readFileSync('deploy/Caddyfile', 'utf8'), healthInterval }: Options) {
  const url = `http://127.0.0.1:${port}`;
  let config = caddyfile
    .replace('{$SITE_ADDRESS}', url)
    .replace(/\n(\s+)to nextgen-youth-app-1:3000[^\n]*/, `\n$1to ${upstreams.map((p) => `127.0.0.1:${p}`).join(' ')}`);
  if (healthInterval) config = config.replace(/health_interval \d+s/, `health_interval ${healthInterval}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'caddy-'));
  const file = path.join(work, 'Caddyfile');
  writeFileSync(file, `{\n\tadmin off\n\tauto_https off\n}\n${config}`);
  const child = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], { stdio: 'ignore', env: { ...process.env, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work } });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => { child.once('exit', r); child.kill(); });
    rmSync(work, { recursive: true, force: true });
  };
  // A hang limit, not a speed: polled until it holds.
  for (let i = 0; (await fetch(`${url}/api/health`).then((r) => r.status, () => 0)) !== 200; i++) {
    if (i > 600 || child.exitCode !== null) { await stop(); throw new Error(`caddy did not answer on ${url} within a minute`); }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop };
}
