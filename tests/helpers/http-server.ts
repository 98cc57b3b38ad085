// The real serving process (lib/http/app-server.ts: timeouts, body counting, client address) on a real socket in
// front of real route handlers, for attacks that need sockets. Only Next.js's routing is replaced: each request is
// turned into a web Request with its body streamed, as Next.js does, and handed to the route for its path.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll } from 'vitest';
import { createAppServer, listen } from '@/lib/http/app-server';
import { SERVER_LIMITS } from '@/lib/limits';
import { SESSION_COOKIE } from '@/lib/accounts/session-data';

// Method syntax: a route typed for its own params ({ slug }) is accepted (its params are read from the path).
type Route = { handle(req: Request, ctx: { params: Promise<Record<string, string>> }): Promise<Response> }['handle'];
export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; json: () => Record<string, unknown>; ms: number };

const servers: http.Server[] = [];
afterAll(async () => { await Promise.all(servers.splice(0).map((s) => new Promise((r) => { s.closeAllConnections(); s.close(r); }))); });

/** Routes by path prefix ("/api/v1/login"); `:last` params are the last path segment, and `o.params` reads others from the path. */
export async function serveRoutes(routes: Record<string, Route>, o: { trustProxy?: string; limits?: typeof SERVER_LIMITS; params?: (pathname: string) => Record<string, string> } = {}) {
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const prefix = Object.keys(routes).find((p) => url.pathname === p || url.pathname.startsWith(`${p}/`));
    if (!prefix) { res.writeHead(404).end(); return; }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(url, { method: req.method, headers, body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined, duplex: 'half' } as RequestInit);
    const last = url.pathname.slice(prefix.length + 1);
    try {
      const response = await routes[prefix]!(request, { params: Promise.resolve({ id: last, mobile: last, ...o.params?.(url.pathname) }) });
      // One object, Set-Cookie as a list: with headers already set on `res` (the request id), Node's writeHead sets an
      // array of pairs one by one and the last Set-Cookie would win.
      const headers = Object.fromEntries([...response.headers].filter(([k]) => k !== 'set-cookie')) as Record<string, string | string[]>;
      if (response.headers.getSetCookie().length) headers['set-cookie'] = response.headers.getSetCookie();
      res.writeHead(response.status, headers);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  };
  const server = createAppServer(handler, o.trustProxy ?? 'loopback', o.limits ?? SERVER_LIMITS);
  servers.push(server);
  const { port } = await listen(server, 0, '127.0.0.1');
  return { port, server, send: (r: SendOptions) => send(port, r) };
}

type SendOptions = { method?: string; path: string; headers?: Record<string, string | number>; body?: string | Buffer; json?: unknown; ip?: string; cookie?: string };

export function send(port: number, r: SendOptions): Promise<Answer> {
  const started = performance.now();
  const body = r.json !== undefined ? JSON.stringify(r.json) : r.body;
  const headers: Record<string, string | number> = { ...r.headers };
  if (r.json !== undefined) headers['content-type'] = 'application/json';
  if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
  if (r.ip) headers['x-forwarded-for'] = r.ip;
  if (r.cookie) { headers.cookie = r.cookie; headers.origin = `http://127.0.0.1:${port}`; }
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: r.path, method: r.method ?? (body === undefined ? 'GET' : 'POST'), headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text, json: () => JSON.parse(text), ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The session cookie from an answer's Set-Cookie, as a Cookie header. */
export const sessionCookieOf = (a: Answer) => (a.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';

let n = 0;
/** An address no other test uses: a documentation IPv4 block, or an IPv6 /64 of its own. */
export const freshIPv4 = () => `172.${16 + (process.pid % 16)}.${Math.floor(n / 250) % 250}.${(n++ % 250) + 1}`;
export const freshIPv6Net = () => `2001:db8:${(process.pid % 65536).toString(16)}:${(n++).toString(16)}`;
