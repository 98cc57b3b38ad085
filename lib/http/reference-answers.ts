// The reference lists (districts, and any list named in REFERENCE_PATHS) answered by the HTTP server from memory,
// as a static file would be: the bytes Next.js answered a moment ago, compressed once, with an ETag (a browser's
// If-None-Match gets 304). They change only when the seed runs, and Next.js's own answer says they may be cached
// for 5 minutes (lib/http/cache.ts), so a copy at most REFRESH_MS old is what any cache would serve. Why: a route
// handler costs Next.js about twice a static file per request (issue 39, E14); this list is asked for on every
// visit of a registration form. Every protection stays: the request guards, the log line and the metrics run
// before this (app-server.ts), and the copy carries Next.js's headers (security headers included). The copy is
// taken by asking this same server (a plain GET, no cookie), so it is exactly what a visitor without a session
// gets (that request is logged and counted like any other, once a minute); a request that carries the signed-in
// hint goes to Next.js, which may clear a stale hint on it.
// Not server-only: the HTTP server (app-server.ts) runs outside React Server Components.
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { acceptsBrotli } from './precompressed';
import { hasSignedInHint } from '../accounts/signed-in-signal';

const REFERENCE_PATHS = new Set(['/api/v1/getalldistricts']);
const REFRESH_MS = 60_000;
const OWN_REQUEST = 'x-reference-copy';
// Per connection or per answer, never copied from Next.js's answer.
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'x-request-id', 'strict-transport-security', 'set-cookie', 'vary']);

type Copy = { at: number; etag: string; headers: [string, string][]; plain: Buffer; gzip: Buffer; br: Buffer };

/** The server's reference answers: `serve` answers from the copy (true) or leaves the request to Next.js (false). */
export function referenceAnswers(origin: () => string) {
  const copies = new Map<string, Copy>();
  const refreshing = new Map<string, Promise<void>>();
  const ownRequest = randomUUID(); // marks the server's own request for a fresh copy, which must reach Next.js

  function refresh(path: string) {
    if (refreshing.has(path)) return;
    const taking = take(path).finally(() => refreshing.delete(path));
    refreshing.set(path, taking);
  }

  async function take(path: string) {
    try {
      const res = await fetch(origin() + path, { headers: { 'accept-encoding': 'identity', [OWN_REQUEST]: ownRequest }, signal: AbortSignal.timeout(10_000) });
      const plain = Buffer.from(await res.arrayBuffer());
      // Only a plain success is kept: an outage's 503 or anything with a cookie goes on being answered by Next.js.
      if (res.status !== 200 || res.headers.has('set-cookie')) return;
      const headers = [...res.headers].filter(([k]) => !NOT_COPIED.has(k));
      const etag = `"${createHash('sha256').update(plain).digest('base64url').slice(0, 22)}"`;
      copies.set(path, { at: Date.now(), etag, headers, plain, gzip: gzipSync(plain), br: brotliCompressSync(plain) });
    } catch {
      // Next.js keeps answering; the next request tries again.
    }
  }

  function serve(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !REFERENCE_PATHS.has(path) || hasSignedInHint(req.headers.cookie)) return false;
    if (req.headers[OWN_REQUEST] === ownRequest) return false;
    const copy = copies.get(path);
    if (!copy || Date.now() - copy.at > REFRESH_MS) {
      refresh(path);
      if (!copy) return false;
    }
    for (const [k, v] of copy.headers) res.setHeader(k, v);
    res.setHeader('ETag', copy.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === copy.etag) return res.writeHead(304).end(), true;
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [body, encoding] = acceptsBrotli(accepts) ? [copy.br, 'br'] : /\bgzip\b/.test(accepts) ? [copy.gzip, 'gzip'] : [copy.plain, null];
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.writeHead(200, { 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  /** Resolves once no copy is being taken: a test waits for the copy a request started, not for the clock. */
  serve.settled = async () => { await Promise.all(refreshing.values()); };
  return serve;
}
