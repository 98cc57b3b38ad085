// The client's address, for rate limits and audit, decided in one place. Route handlers cannot see the
// socket, so the serving process (lib/http/app-server.ts) decides it for each request from the TCP peer
// and TRUST_PROXY, then overwrites X-Forwarded-For with that one address before Next.js sees the request.
// Whatever a client writes into forwarding headers counts only if it came through a proxy we trust.
// TRUST_PROXY takes what Express's `trust proxy` takes: unset or 0 = no proxy (the peer counts);
// a hop count n = the peer and the next n-1 entries are proxies; `loopback`, `linklocal`, `uniquelocal`,
// addresses and CIDRs, comma-separated = those peers are proxies (walked from the right).
// No 'server-only' here: the serving process imports it outside React Server Components.
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

export type TrustProxy = (address: string, hop: number) => boolean;

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return () => false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  try {
    return proxyAddr.compile(v.split(',').map((s) => s.trim()).filter(Boolean));
  } catch (e) {
    throw new Error(`TRUST_PROXY must be a hop count, "loopback", or comma-separated addresses/CIDRs (${(e as Error).message})`);
  }
}

/** The client of a request as the socket and the trusted proxies tell it. */
export function resolveClientAddress(req: IncomingMessage, trust: TrustProxy): string {
  if (!req.socket.remoteAddress) return 'unknown'; // the socket is already gone
  return normalise(proxyAddr(req, trust));
}

/** Whether the direct peer is a proxy we trust (then its X-Forwarded-Proto/-Host are believed too). */
export const peerIsTrusted = (req: IncomingMessage, trust: TrustProxy) =>
  Boolean(req.socket.remoteAddress && trust(req.socket.remoteAddress, 0));

// One spelling per address: "::ffff:10.0.0.1" and "10.0.0.1" are the same client.
function normalise(address: string): string {
  const a = address.trim().slice(0, 64);
  return a.toLowerCase().startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a;
}

/** The address the serving process decided, from a request's headers (`req.headers` or `await headers()`). */
export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown';
}
