// The client's address, for rate limits and audit, decided in one place. Route handlers cannot see the
// socket, so the serving process (lib/http/app-server.ts) decides it for each request from the TCP peer
// and TRUST_PROXY, then overwrites X-Forwarded-For with that one address before Next.js sees the request.
// Whatever a client writes into forwarding headers counts only if it came through a proxy we trust.
// TRUST_PROXY takes what Express's `trust proxy` takes: unset or 0 = no proxy (the peer counts);
// a hop count n = the peer and the next n-1 entries are proxies; `loopback`, `linklocal`, `uniquelocal`,
// addresses and CIDRs, comma-separated = those peers are proxies (walked from the right).
// No 'server-only' here: the serving process imports it outside React Server Components.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
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
  return canonicalAddress(proxyAddr(req, trust));
}

/** Whether the direct peer is a proxy we trust (then its X-Forwarded-Proto/-Host are believed too). */
export const peerIsTrusted = (req: IncomingMessage, trust: TrustProxy) =>
  Boolean(req.socket.remoteAddress && trust(req.socket.remoteAddress, 0));

/**
 * One spelling per address, so no client gets a second budget by writing its address differently:
 * "::ffff:10.0.0.1" is "10.0.0.1", "2001:0DB8:0:0::0001" is "2001:db8::1" (RFC 5952, as the URL parser
 * writes it), "010.000.000.001" is "10.0.0.1"; a zone ("%eth0") is dropped. Anything else stays as it is.
 */
export function canonicalAddress(address: string): string {
  const a = address.trim().toLowerCase().replace(/%.*$/, '').slice(0, 64);
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(a);
  if (v4) {
    const octets = v4.slice(1).map(Number);
    return octets.every((o) => o <= 255) ? octets.join('.') : a;
  }
  if (!isIP(a)) return a;
  const canonical = new URL(`http://[${a}]/`).hostname.slice(1, -1);
  // An IPv4 client seen through an IPv6 socket ("::ffff:a00:1" once canonical) is that IPv4 client.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (mapped) {
    const [hi, lo] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return canonical;
}

/**
 * What per-address limits count: an IPv4 address, or an IPv6 client's /64. A provider gives one household
 * or one phone a whole /64 and the device picks (and rotates) the low 64 bits itself, so keying on the full
 * address would give every one of its 2^64 addresses a budget of its own. A /64 is the smallest block one
 * subscriber gets; a wider key (/56, /48) would put unrelated customers of one provider under one limit.
 */
export function addressKey(address: string): string {
  const a = canonicalAddress(address);
  if (isIP(a) !== 6) return a; // IPv4, or not an address at all (kept as it is)
  const [head, tail = ''] = a.split('::');
  const left = head ? head.split(':') : [];
  const right = a.includes('::') && tail ? tail.split(':') : [];
  const groups = a.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/**
 * The client as per-address rate limits count it (addressKey of the address the serving process decided),
 * from a request's headers (`req.headers` or `await headers()`).
 */
export function clientIp(headers: Headers): string {
  const address = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return address ? addressKey(address) : 'unknown';
}
