// The client address that rate limits count, decided by the serving process (lib/http/app-server.ts)
// from the socket and TRUST_PROXY, proved over real sockets: a real HTTP server (the one `npm start` uses)
// in front of the real check-mobile route handler and its PostgreSQL-backed limit. Only Next.js itself is
// replaced, by a few lines that turn the Node request into a web Request, as Next.js does.
import { afterEach, describe, expect, it } from 'vitest';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { createAppServer, listen } from '@/lib/http/app-server';
import { parseTrustProxy } from '@/lib/platform/client-ip';
import { GET as checkMobile } from '@/app/api/v1/check-mobile/[mobile]/route';
import { GET as echoRoute } from '../helpers/echo-route';
import { LIMITS } from '@/lib/limits';
import { alreadySpent } from '../helpers/rate-limits';

// check-mobile's look-ups per address. Each test spends all but the last few through the limiter and crosses the
// limit with real requests (tests/helpers/rate-limits.ts).
const LIMIT = LIMITS.mobileChecksPerAddress;
const LEFT = 3;
const spendAllBut = (address: string) => alreadySpent(LIMIT, address, LIMIT.points - LEFT);
const servers: http.Server[] = [];
afterEach(async () => { await Promise.all(servers.splice(0).map((s) => new Promise((r) => { s.closeAllConnections(); s.close(r); }))); });

type Route = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
function asNodeHandler(route: Route) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const response = await route(new Request(url, { method: req.method, headers }), { params: Promise.resolve({ mobile: url.pathname.split('/').pop()! }) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}

async function serve(trustProxy: string | undefined, route: Route = checkMobile as unknown as Route) {
  const server = createAppServer(asNodeHandler(route), trustProxy);
  servers.push(server);
  const { port } = await listen(server, 0, '127.0.0.1');
  return (headers: Record<string, string> = {}, path = '/api/v1/check-mobile/9876543210') =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        let body = '';
        res.on('data', (c) => { body += c; });
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      }).on('error', reject);
    });
}

let n = 0;
const fresh = () => `198.51.${100 + Math.floor(n / 250)}.${(n++ % 250) + 1}`; // an address no other test uses

describe('a client talking to the app directly (TRUST_PROXY unset)', () => {
  it('is limited by its socket address however it rotates X-Forwarded-For, X-Real-IP or Forwarded', async () => {
    const get = await serve(undefined);
    await spendAllBut('127.0.0.1'); // the socket's address
    for (let i = 0; i < LEFT; i++) expect((await get({ 'x-forwarded-for': fresh() })).status).toBe(200);
    const spoofs: Record<string, string>[] = [{ 'x-forwarded-for': fresh() }, { 'x-forwarded-for': `${fresh()}, ${fresh()}` }, { 'x-real-ip': fresh() }, { forwarded: `for=${fresh()}` }, {}];
    for (const headers of spoofs) expect((await get(headers)).status, JSON.stringify(headers)).toBe(429);
  });

  it('shows handlers the socket address and plain http, whatever the forwarding headers claim', async () => {
    const get = await serve(undefined, echoRoute as unknown as Route);
    const seen = JSON.parse((await get({ 'x-forwarded-for': '10.77.50.50', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', 'x-real-ip': '10.1.1.1' }, '/echo')).body);
    expect(seen).toEqual({ success: true, ip: '127.0.0.1', xff: '127.0.0.1', proto: 'http', forwardedHost: null, realIp: null });
  });
});

describe('behind a proxy named in TRUST_PROXY', () => {
  it('gives each end client its own limit (TRUST_PROXY=loopback, the proxy on this machine)', async () => {
    const get = await serve('loopback');
    const [a, b] = [fresh(), fresh()];
    await spendAllBut(a);
    for (let i = 0; i < LEFT; i++) expect((await get({ 'x-forwarded-for': a })).status).toBe(200);
    expect((await get({ 'x-forwarded-for': a })).status).toBe(429);
    expect((await get({ 'x-forwarded-for': b })).status).toBe(200);
  });

  it('counts the entry the trusted proxy appended in "X-Forwarded-For: a, b", not what the client wrote before it', async () => {
    const get = await serve('loopback');
    const real = fresh();
    await spendAllBut(real);
    for (let i = 0; i < LEFT; i++) expect((await get({ 'x-forwarded-for': `${fresh()}, ${real}` })).status).toBe(200);
    expect((await get({ 'x-forwarded-for': `${fresh()}, ${real}` })).status).toBe(429);
    expect((await get({ 'x-forwarded-for': real })).status).toBe(429);
  });

  it('walks a chain of trusted proxies, by address list or hop count, and believes their protocol', async () => {
    const client = fresh();
    for (const trust of ['127.0.0.1,10.0.0.0/8', '2']) {
      const get = await serve(trust, echoRoute as unknown as Route);
      const seen = JSON.parse((await get({ 'x-forwarded-for': `203.0.113.9, ${client}, 10.1.2.3`, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'example.org' }, '/echo')).body);
      expect(seen.ip, trust).toBe(client);
      expect(seen.proto, trust).toBe('https');
      expect(seen.forwardedHost, trust).toBe('example.org');
    }
  });
});

describe('TRUST_PROXY values', () => {
  it('takes what Express takes and refuses the rest with a message naming it', () => {
    expect(parseTrustProxy(undefined)('127.0.0.1', 0)).toBe(false);
    expect(parseTrustProxy('0')('127.0.0.1', 0)).toBe(false);
    expect(parseTrustProxy('1')('203.0.113.1', 0)).toBe(true);
    expect(parseTrustProxy('1')('203.0.113.1', 1)).toBe(false);
    expect(parseTrustProxy('loopback')('::1', 0)).toBe(true);
    expect(parseTrustProxy('loopback')('10.0.0.1', 0)).toBe(false);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5')('10.200.0.1', 3)).toBe(true);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/^TRUST_PROXY must be/);
    expect(() => parseTrustProxy('yes please')).toThrow(/^TRUST_PROXY must be/);
  });
});
