// Checks the serving process makes before Next.js sees a request, for what Next.js does not refuse itself:
//  - a path with a malformed percent-escape ("/%E0%A4%A") made Next.js answer a plain 500 without the
//    site's headers: here it is a 400 with them;
//  - the image optimiser (/_next/image) re-encodes, and caches on disk, every new spelling of a source
//    ("gallery-01.webp#1", "/images/./gallery/…"), about a second of CPU each: only one spelling of a file
//    under public/ is let through, so the cache can hold at most files × widths × formats;
//  - request bodies read at once are counted, in total and per client, so a crowd of stalled uploads cannot
//    hold the server's memory (each is also cut by the server's timeouts, lib/http/app-server.ts). When the
//    count is full, the slowest body that has crawled for a while (under `slowBodyBytesPerSecond`) is cut to
//    make room: otherwise a few dozen uploads trickling one byte at a time would shut every honest upload out.
//    Failing that, an address holding more than its share gives one up: a newcomer may take a body of the
//    address that holds the most, while that one holds at least two more than the newcomer. So the pool is
//    shared out evenly among the addresses that want it, and two addresses (40 + 24 bodies trickling at
//    20 KB/s, faster than "slow") can no longer hold all 64 places (issue 39, A1).
// No 'server-only': the serving process imports it outside React Server Components.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { securityHeaders } from './security-headers';
import { SERVER_LIMITS } from '../limits';
import type { ErrorCode } from '../kernel/error-codes';

/** Answers with the site's usual headers (next.config.ts does not run for answers given here). */
export function refuse(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) {
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra });
  res.end(message);
}

/** The same, in the API's error shape (docs/decisions/020), for a refusal of an API request the browser client reads. */
export function refuseJson(res: ServerResponse, status: number, code: ErrorCode, message: string, extra: Record<string, string> = {}) {
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...extra });
  res.end(JSON.stringify({ success: false, code, message }));
}

/** False when a percent-escape in the path does not decode (Next.js would throw on it). */
export function pathDecodes(url: string): boolean {
  const path = url.split('?')[0]!;
  try { decodeURIComponent(path); return true; } catch { return false; }
}

// One spelling of a file under public/: plain segments, one extension, nothing to normalise away.
const CANONICAL_SOURCE = /^\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|avif|gif|svg)$/;

/** Whether a request is for the image optimiser, however its path is spelt ("/_next//image/", "/_next/%69mage"). */
export function isImageOptimiserRequest(url: string): boolean {
  let path = url.split('?')[0]!;
  try { path = decodeURIComponent(path); } catch { return false; } // refused as malformed before this
  return path.replace(/\/+/g, '/').replace(/\/$/, '').toLowerCase() === '/_next/image';
}

/** For /_next/image: whether the `url` parameter is the one spelling of a local file that the optimiser may take. */
export function isCanonicalImageRequest(url: string): boolean {
  const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
  const sources = query.getAll('url');
  return sources.length === 1 && CANONICAL_SOURCE.test(sources[0]!);
}

type Release = () => void;
type Body = { client: string; socket: Socket; started: number; bytesAtStart: number; release: Release };

/** Counts bodies being read, in total and per client; `take` returns a release, or null when one is too many. */
export function bodyCounter(limits = SERVER_LIMITS) {
  const open = new Set<Body>();
  const rate = (b: Body, now: number) => (b.socket.bytesRead - b.bytesAtStart) / Math.max(0.001, (now - b.started) / 1000);
  /** Cuts the slowest of `among` that has been read long enough to judge and is under the slow rate; false if none. */
  const cutSlowest = (among: Body[]) => {
    const now = performance.now();
    const slow = among.filter((b) => now - b.started >= limits.slowBodyAfterMs && rate(b, now) < limits.slowBodyBytesPerSecond);
    const victim = slow.sort((x, y) => rate(x, now) - rate(y, now))[0];
    if (!victim) return false;
    victim.release();
    victim.socket.destroy();
    return true;
  };
  const mineOf = (client: string) => [...open].filter((b) => b.client === client);
  /** Cuts a body of the address holding the most, if it holds two or more than `client` (its slowest judged body, else its newest). */
  const cutFromLargestShare = (client: string) => {
    const held = new Map<string, Body[]>();
    for (const b of open) held.set(b.client, [...(held.get(b.client) ?? []), b]);
    const largest = [...held.values()].sort((x, y) => y.length - x.length)[0] ?? [];
    if (largest.length < (held.get(client)?.length ?? 0) + 2) return false;
    const now = performance.now();
    const judged = largest.filter((b) => now - b.started >= limits.slowBodyAfterMs).sort((x, y) => rate(x, now) - rate(y, now));
    const victim = judged[0] ?? largest.at(-1)!;
    victim.release();
    victim.socket.destroy();
    return true;
  };
  return {
    take(client: string, socket: Socket): Release | null {
      if (mineOf(client).length >= limits.bodiesAtOncePerAddress && !cutSlowest(mineOf(client))) return null;
      if (open.size >= limits.bodiesAtOnce && !cutSlowest([...open]) && !cutFromLargestShare(client)) return null;
      const body: Body = { client, socket, started: performance.now(), bytesAtStart: socket.bytesRead, release: () => { open.delete(body); } };
      open.add(body);
      return body.release;
    },
    get size() { return open.size; },
  };
}

/**
 * Whether a request carries a body worth counting: an upload (over `SMALL_BODY_BYTES`, or of unknown length).
 * A login's few hundred bytes arrive with its headers and hold no memory to speak of; counting them would let a
 * burst of them, or a lab logging in at once, crowd out uploads for nothing.
 */
export const SMALL_BODY_BYTES = 16 * 1024;
export const hasLargeBody = (req: IncomingMessage) =>
  req.method !== 'GET' && req.method !== 'HEAD' &&
  (Number(req.headers['content-length'] ?? 0) > SMALL_BODY_BYTES || (req.headers['transfer-encoding'] !== undefined && req.headers['content-length'] === undefined));
