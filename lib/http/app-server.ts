// The HTTP server in front of Next.js, used by `npm run dev`, `npm start` and the browser tests' server.
// Route handlers cannot see the socket, and Next.js fills X-Forwarded-* only when a request lacks them, so
// a client talking to the app directly could choose its own address. Here each request's forwarding
// headers are overwritten from the socket and TRUST_PROXY before Next.js handles it (lib/platform/client-ip.ts).
// It listens on 127.0.0.1 unless HOST is set: a deployment says where it wants to be reachable. It also adds
// HSTS to every answer (pages, /api/*, files): it depends on the runtime PUBLIC_BASE_URL, which the headers in
// next.config.ts (fixed at build) cannot see, and adding it here costs pages nothing (they stay static).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseTrustProxy, peerIsTrusted, resolveClientAddress, type TrustProxy } from '../platform/client-ip';
import { strictTransportSecurity } from './security-headers';
import { lowerCaseLanguagePath } from '../i18n/locales';

const splitUrl = (url: string): [string, string] => { const i = url.indexOf('?'); return i < 0 ? [url, ''] : [url.slice(0, i), url.slice(i)]; };

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Sets X-Forwarded-For (one address), -Proto and -Host as this server establishes them. */
export function establishForwarding(req: IncomingMessage, trust: TrustProxy) {
  const trusted = peerIsTrusted(req, trust);
  req.headers['x-forwarded-for'] = resolveClientAddress(req, trust);
  delete req.headers['x-real-ip'];
  delete req.headers.forwarded;
  const first = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h)?.split(',')[0]?.trim();
  const proto = trusted ? first(req.headers['x-forwarded-proto']) : undefined;
  const host = trusted ? first(req.headers['x-forwarded-host']) : undefined;
  req.headers['x-forwarded-proto'] = proto === 'https' ? 'https' : 'http'; // this server speaks plain http
  if (host) req.headers['x-forwarded-host'] = host;
  else delete req.headers['x-forwarded-host']; // Next.js then uses Host
}

export function createAppServer(handler: Handler, trustProxy = process.env.TRUST_PROXY): http.Server {
  const trust = parseTrustProxy(trustProxy);
  return http.createServer((req, res) => {
    establishForwarding(req, trust);
    const hsts = strictTransportSecurity();
    if (hsts) res.setHeader('Strict-Transport-Security', hsts); // Next.js keeps headers set before it answers
    const [path, query] = splitUrl(req.url ?? '/');
    const language = lowerCaseLanguagePath(path); // /AS/about → /as/about (docs/decisions/017)
    if (language) return res.writeHead(308, { Location: language + query }).end();
    return handler(req, res);
  });
}

export function listen(server: http.Server, port: number, host = process.env.HOST || '127.0.0.1') {
  return new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server.address() as AddressInfo));
  });
}

/** Next.js (dev or production build) behind createAppServer, listening on PORT / HOST. */
export async function serveNext(options: { dev: boolean; port: number }) {
  const { default: next } = await import('next');
  const host = process.env.HOST || '127.0.0.1';
  // Next.js builds its internal URLs from this name; binding is `host`, below.
  const app = next({ dev: options.dev, dir: process.cwd(), hostname: 'localhost', port: options.port });
  await app.prepare();
  const server = createAppServer(app.getRequestHandler());
  const address = await listen(server, options.port, host);
  console.log(`▸ serving on http://${host.includes(':') ? `[${host}]` : host}:${address.port}${process.env.TRUST_PROXY ? ` (TRUST_PROXY=${process.env.TRUST_PROXY})` : ''}`);
  return {
    async close() {
      server.closeAllConnections(); // keep-alive sockets would hold close() open
      await new Promise((r) => server.close(r));
      await app.close();
    },
  };
}
