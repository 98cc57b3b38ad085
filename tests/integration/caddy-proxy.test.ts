// The shipped deploy/Caddyfile in a real Caddy, where one is installed (Debian's `caddy`, which .ci/run installs; skipped
// where it is missing): in front of two stand-in instances it alternates between them, lets an instance's own 503 (a
// database outage) through with its Retry-After and keeps sending it traffic, routes around an instance that has
// died, and answers 503 with Retry-After itself when none is left. Only the site address, the instance list and
// the health-check interval are changed for the test (and Caddy's admin port and automatic HTTPS are off).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { brotliCompressSync } from 'node:zlib';
import { freePort } from '../helpers/free-port';
import { hasCaddy, startCaddy } from '../helpers/caddy';
import { createAppServer, listen } from '@/lib/http/app-server';
import { SERVER_LIMITS } from '@/lib/limits';

const SCRIPT = 'console.log("a script the app sent brotli-compressed");'.repeat(50);

const RELAY_LATENCY_MS = 50;
// When the app really closes an idle connection: Node 20's server waits a second past keepAliveTimeout (it sends
// "Keep-Alive: timeout=5" and closes at 6 s, so a client that honours the header lets go first). Requests 5.5 s
// apart (the first test) therefore never met a closed connection, on the old settings either.
const APP_IDLE_CLOSE_MS = SERVER_LIMITS.keepAliveTimeoutMs + 1000;

function instance(name: string) {
  const server = http.createServer((req, res) => {
    if (req.url === '/brotli.js') { res.writeHead(200, { 'content-type': 'application/javascript', 'content-encoding': 'br', vary: 'Accept-Encoding' }); res.end(brotliCompressSync(SCRIPT)); return; }
    if (req.url === '/api/outage') { res.writeHead(503, { 'retry-after': '10', 'content-type': 'application/json' }); res.end('{"success":false}'); return; }
    res.writeHead(200, { 'content-type': 'text/plain', 'x-instance': name });
    res.end(name);
  });
  return { server, listen: (port: number) => new Promise<void>((r) => server.listen(port, '127.0.0.1', r)), close: () => { server.closeAllConnections(); return new Promise((r) => server.close(r)); } };
}

let caddy: Awaited<ReturnType<typeof startCaddy>> | undefined;
afterAll(async () => { await caddy?.stop(); });

describe.skipIf(!hasCaddy())('deploy/Caddyfile in a real Caddy', () => {
  it('alternates, passes the app\'s 503 through, routes around a dead instance, and says 503 when none is left', async () => {
    const [a, b] = [instance('a'), instance('b')];
    const [pa, pb] = [await freePort(), await freePort()];
    await a.listen(pa);
    await b.listen(pb);
    caddy = await startCaddy({ port: await freePort(), upstreams: [pa, pb], healthInterval: '300ms' });
    const url = caddy.url;
    const served = async (n: number) => { const list: string[] = []; for (let i = 0; i < n; i++) list.push(await (await fetch(`${url}/x`)).text()); return list; };

    expect(new Set(await served(6))).toEqual(new Set(['a', 'b']));
    // An instance's own 503 (the database is down) reaches the client as it was, and the instance stays in.
    const outage = await fetch(`${url}/api/outage`);
    expect(outage.status).toBe(503);
    expect(outage.headers.get('retry-after')).toBe('10');
    expect(await outage.text()).toBe('{"success":false}');
    expect(new Set(await served(6))).toEqual(new Set(['a', 'b']));
    // A script the app sends brotli-compressed (lib/http/precompressed.ts) passes `encode` unchanged, once encoded.
    const script = await fetch(`${url}/brotli.js`, { headers: { 'accept-encoding': 'zstd, gzip, br' } });
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(await script.text()).toBe(SCRIPT);
    // /api/metrics is not served through the proxy.
    expect((await fetch(`${url}/api/metrics`)).status).toBe(404);

    await b.close();
    const after = await Promise.all(Array.from({ length: 20 }, () => fetch(`${url}/x`).then(async (r) => `${r.status} ${await r.text()}`)));
    expect(new Set(after)).toEqual(new Set(['200 a']));

    await a.close();
    const none = await fetch(`${url}/x`);
    expect(none.status).toBe(503);
    expect(none.headers.get('retry-after')).toBe('10');
    expect(await none.text()).toBe('The portal is briefly unavailable. Please try again in a minute.');
  });

  it('issue 39, A3: in front of the real app server, requests on connections idle just past its keep-alive never fail (they did with Caddy\'s default keep-alive)', async () => {
    // The app's own server (lib/http/app-server.ts, its real keep-alive timeout) behind the shipped Caddyfile. Caddy
    // reuses an idle upstream connection; if the app closed it under a request, the request failed as a 502 (or a
    // lost POST). The Caddyfile's upstream keep-alive is shorter than the app's, so Caddy lets go first (decision 008).
    // The rule itself, read from the shipped file: Caddy's upstream keep-alive (Go's default: 2 minutes) under the app's.
    const shipped = readFileSync('deploy/Caddyfile', 'utf8');
    const keepalive = /transport http \{[^}]*\bkeepalive (\d+)s\b/.exec(shipped);
    expect(keepalive, 'deploy/Caddyfile sets the upstream keepalive').not.toBeNull();
    expect(Number(keepalive![1]) * 1000).toBeLessThan(SERVER_LIMITS.keepAliveTimeoutMs);
    // The attack: 5 rounds of 40 requests at once (GETs and POSTs) through Caddy, each sent as the upstream
    // connections reach the app's keep-alive, over a link with a little latency (a relay adding 50 ms each way, as
    // between hosts). Without latency the app's close reaches Caddy within microseconds, and Caddy (Go) drops the
    // connection before it could send on it; with it, a request Caddy sends while the close is on its way arrives
    // at a closed connection. Before the fix (Caddy's default upstream keep-alive, 2 minutes) this lost requests;
    // shipped, Caddy lets go of the connection at 3 s, long before the app would, and none is lost.
    const before = shipped.replace(/\n\s*transport http \{[^}]*\}/, '');
    expect(before).not.toContain('keepalive');
    const failed = { before: await keepAliveAttack(before), shipped: await keepAliveAttack(shipped) };
    expect(failed.before.length, 'the attack reproduces the failure with Caddy\'s default keep-alive').toBeGreaterThan(0);
    expect(failed.shipped).toEqual([]);
  }, 240_000);
});

/**
 * A TCP relay that delays everything by `ms` each way, a connection's close included: the app's close of an idle
 * connection reaches Caddy `ms` later, and a request Caddy sends meanwhile reaches a closed connection (reset).
 */
function latencyRelay(target: number, ms: number) {
  const server = net.createServer((proxySide) => {
    const appSide = net.connect(target, '127.0.0.1');
    const later = (f: () => void) => setTimeout(f, ms);
    proxySide.on('data', (d) => later(() => (appSide.writable ? appSide.write(d) : proxySide.destroy())));
    appSide.on('data', (d) => later(() => proxySide.writable && proxySide.write(d)));
    appSide.on('end', () => later(() => proxySide.end()));
    proxySide.on('end', () => later(() => appSide.end()));
    appSide.on('error', () => later(() => proxySide.destroy()));
    proxySide.on('error', () => appSide.destroy());
  });
  return new Promise<{ port: number; close(): void }>((resolve) => server.listen(0, '127.0.0.1', () =>
    resolve({ port: (server.address() as net.AddressInfo).port, close: () => server.close() })));
}

/** The attack above against the app behind Caddy with this Caddyfile: the statuses that were not 200 (0: no answer). */
async function keepAliveAttack(caddyfile: string): Promise<number[]> {
  const app = createAppServer((req, res) => { req.resume(); req.on('end', () => res.end('ok')); }, 'loopback');
  const { port: appPort } = await listen(app, 0, '127.0.0.1');
  const relay = await latencyRelay(appPort, RELAY_LATENCY_MS);
  const proxy = await startCaddy({ port: await freePort(), upstreams: [relay.port], caddyfile });
  const proxyPort = Number(new URL(proxy.url).port);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 40 }); // the clients' connections to Caddy are reused too
  try {
    const get = (method: string) => new Promise<number>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port: proxyPort, path: '/x', method, agent }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode!)); });
      req.on('error', () => resolve(0));
      req.end(method === 'POST' ? 'a posted form' : undefined);
    });
    await Promise.all(Array.from({ length: 40 }, () => get('GET'))); // 40 upstream connections, then idle
    const statuses: number[] = [];
    // The app closes a connection idle for APP_IDLE_CLOSE_MS; Caddy hears of it RELAY_LATENCY_MS later, and the
    // client heard of each answer RELAY_LATENCY_MS after the app sent it: sent between 100 ms and 0 ms before the
    // client's own keep-alive moment, a request leaves Caddy on a connection the app has closed.
    for (const gap of [-90, -70, -50, -30, -10]) {
      await new Promise((r) => setTimeout(r, APP_IDLE_CLOSE_MS + gap));
      statuses.push(...await Promise.all(Array.from({ length: 40 }, (_, i) => get(i % 2 ? 'POST' : 'GET'))));
    }
    expect(statuses).toHaveLength(200);
    return statuses.filter((s) => s !== 200);
  } finally {
    agent.destroy();
    await proxy.stop();
    relay.close();
    app.closeAllConnections();
    await new Promise((r) => app.close(r));
  }
}
