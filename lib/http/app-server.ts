// The HTTP server in front of Next.js, used by `npm run dev`, `npm start` and the browser tests' server.
// Route handlers cannot see the socket, and Next.js fills X-Forwarded-* only when a request lacks them, so
// a client talking to the app directly could choose its own address. Here each request's forwarding
// headers are overwritten from the socket and TRUST_PROXY before Next.js handles it (lib/platform/client-ip.ts).
// It listens on 127.0.0.1 unless HOST is set: a deployment says where it wants to be reachable. It also adds
// HSTS to every answer (pages, /api/*, files): it depends on the runtime PUBLIC_BASE_URL, which the headers in
// next.config.ts (fixed at build) cannot see, and adding it here costs pages nothing (they stay static).
// It refuses what Next.js would mishandle (./request-guards.ts), and sets timeouts (README, "Server limits"):
// a client that sends its headers slowly, stalls an upload or trickles it in is cut off, so a crowd of such
// connections cannot hold the server's memory for Node's default 5 minutes.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addressKey, parseTrustProxy, peerIsTrusted, resolveClientAddress, type TrustProxy } from '../platform/client-ip';
import { strictTransportSecurity } from './security-headers';
import { outageAwareResponse } from './outage';
import { labelRoutesBy, logRequest } from './request-log';
import { loadRouteTemplates } from './route-templates';
import { SERVER_LIMITS } from '../limits';
import { bodyCounter, hasLargeBody, isCanonicalImageRequest, isImageOptimiserRequest, pathDecodes, refuse, refuseJson } from './request-guards';
import { LANG_PARAM } from '../i18n/api-language';
import { translatorForLocale } from '../i18n/catalogues';
import { lowerCaseLanguagePath, toLocale } from '../i18n/locales';
import { servePrecompressed } from './precompressed';
import { brotliAnswers } from './brotli-answers';
import { referenceAnswers } from './reference-answers';
import { isCrossOriginAction, isUnroutedMethod, NEXT_METHODS, STATIC_METHODS, writesToStaticFile } from './method-and-origin';
import { startPublicationListener } from '../publishing/listener';
import { revalidateOn } from '../publishing/revalidate-self';
import { PAGES_BY_THE_INDIAN_DAY, PAGES_FROM_THE_DATABASE } from '../publishing/paths';
import { revalidateAtIndianMidnight } from '../publishing/at-indian-midnight';
import { outcomeClearedBy } from '../events/registration-outcome-cookie';

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

export const BUSY_UPLOADING = 'Too many uploads are in progress right now. Please try again in a minute.';

/** `limits`: the server limits of lib/limits.ts, replaced by tests to see the timeouts act in seconds. */
export function createAppServer(handler: Handler, trustProxy = process.env.TRUST_PROXY, limits = SERVER_LIMITS): http.Server {
  const trust = parseTrustProxy(trustProxy);
  const bodies = bodyCounter(limits);
  const server = http.createServer({
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    // A 500 while the database is down goes out as 503 "back in a minute" (./outage.ts).
    ServerResponse: outageAwareResponse() as unknown as typeof http.ServerResponse,
  }, (req, res) => {
    establishForwarding(req, trust);
    const hsts = strictTransportSecurity();
    if (hsts) res.setHeader('Strict-Transport-Security', hsts); // Next.js keeps headers set before it answers
    logRequest(req, res); // after forwarding is established: the client address is the real one
    // An absolute URL in the request line ("GET http://x/…") comes from no browser; Next.js would redirect to its host.
    const url = req.url ?? '';
    if (!url.startsWith('/')) return refuse(res, 400, 'Bad request.');
    if (!pathDecodes(url)) return refuse(res, 400, 'Bad request: the address has a malformed percent-escape.');
    const [path, query] = splitUrl(url);
    const language = lowerCaseLanguagePath(path); // /AS/about → /as/about (docs/decisions/017)
    if (language) return res.writeHead(308, { Location: language + query }).end();
    if (isImageOptimiserRequest(url) && !isCanonicalImageRequest(url)) return refuse(res, 400, 'Bad request: not an image of this site.');
    if (writesToStaticFile(req, path)) return refuse(res, 405, 'Method not allowed: this file can only be read.', { allow: STATIC_METHODS });
    if (isUnroutedMethod(req)) return refuse(res, 405, 'Method not allowed.', { allow: NEXT_METHODS });
    if (isCrossOriginAction(req, path)) return refuse(res, 403, 'Forbidden: this form was sent from another website.');
    const largeBody = hasLargeBody(req);
    if (largeBody) {
      // Counted before a byte of the body is read; the place is given back once it is read or the request ends.
      const release = bodies.take(addressKey(req.headers['x-forwarded-for'] as string), req.socket);
      if (!release) {
        // In the API's shape and the form's language (?lang=), as the wizards' client reads every refusal.
        const t = translatorForLocale(toLocale(new URLSearchParams(query).get(LANG_PARAM)));
        return refuseJson(res, 503, 'uploads_busy', t(BUSY_UPLOADING), { 'retry-after': '60', connection: 'close' });
      }
      req.once('end', release);
      res.once('close', release);
    }
    if (largeBody || Number(req.headers['content-length'] ?? 0) > 0) cutWhenSilent(req, limits.idleTimeoutMs);
    const shownOnce = outcomeClearedBy(req.method, path); // a registration's result is shown once (the cookie's module says why)
    if (shownOnce) res.setHeader('Set-Cookie', shownOnce);
    return handler(req, res);
  });
  return server;
}

/**
 * A body that stops arriving (a stalled upload) is cut after `ms` without a byte. Only while the body is being
 * received: once it is in, an answer may take its time (a registration waiting its turn, an export) and the
 * headers and keep-alive timeouts cover the rest of a connection's life.
 */
function cutWhenSilent(req: IncomingMessage, ms: number) {
  const socket = req.socket;
  const cut = () => socket.destroy();
  socket.setTimeout(ms);
  socket.on('timeout', cut);
  const stop = () => { socket.setTimeout(0); socket.off('timeout', cut); };
  req.once('end', stop);
  req.once('close', stop);
}

export function listen(server: http.Server, port: number, host = process.env.HOST || '127.0.0.1') {
  return new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server.address() as AddressInfo));
  });
}

/** Whether this process could listen on port/host now (checked before the database is touched). */
export function portIsFree(port: number, host = process.env.HOST || '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = http.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** This server's own address over loopback when it listens on every interface. */
function selfOrigin({ address, port }: AddressInfo): string {
  const ip = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  return `http://${ip.includes(':') ? `[${ip}]` : ip}:${port}`;
}

/** Next.js (dev or production build) behind createAppServer, listening on PORT / HOST. */
export async function serveNext(options: { dev: boolean; port: number }) {
  const { default: next } = await import('next');
  (await import('../publishing/cache-handler.mjs')).installPageCache(); // before Next makes its first page cache
  const host = process.env.HOST || '127.0.0.1';
  // Next.js builds its internal URLs from this name; binding is `host`, below.
  const app = next({ dev: options.dev, dir: process.cwd(), hostname: 'localhost', port: options.port });
  await app.prepare();
  const nextHandler = app.getRequestHandler();
  if (!options.dev) labelRoutesBy(loadRouteTemplates()); // metrics by route template (./route-templates.ts)
  // A production build's scripts and styles go out brotli-compressed where the browser takes it (./precompressed.ts).
  // And the reference lists from memory, as static files (./reference-answers.ts).
  let origin = '';
  const reference = referenceAnswers(() => origin);
  const handler: Handler = options.dev ? nextHandler : (req, res) => {
    const path = splitUrl(req.url ?? '')[0];
    if (servePrecompressed(req, res, path) || reference(req, res, path)) return;
    brotliAnswers(req, res); // pages and JSON in brotli, not Next's gzip (./brotli-answers.ts)
    return nextHandler(req, res);
  };
  const server = createAppServer(handler);
  const address = await listen(server, options.port, host);
  origin = selfOrigin(address);
  // Publishes made on any instance revalidate this one's pages (lib/publishing, docs/decisions/025); the first
  // catch-up (what was published while it was down) runs before it says it is serving.
  const publications = process.env.DATABASE_URL
    ? startPublicationListener({ databaseUrl: process.env.DATABASE_URL, apply: revalidateOn(origin), atStart: PAGES_FROM_THE_DATABASE })
    : null;
  await publications?.ready;
  // And the pages that change with the day, at midnight in India (an opening closed yesterday leaves /openings).
  const midnight = process.env.DATABASE_URL ? revalidateAtIndianMidnight({ paths: PAGES_BY_THE_INDIAN_DAY, apply: revalidateOn(origin) }) : null;
  console.log(`▸ serving on http://${host.includes(':') ? `[${host}]` : host}:${address.port}${process.env.TRUST_PROXY ? ` (TRUST_PROXY=${process.env.TRUST_PROXY})` : ''}`);
  return {
    async close() {
      await publications?.stop();
      midnight?.stop();
      server.closeAllConnections(); // keep-alive sockets would hold close() open
      await new Promise((r) => server.close(r));
      await app.close();
    },
  };
}
