// The client's address for rate limiting. Next.js appends the socket's peer to X-Forwarded-For, so the
// right-most entry is the direct peer; behind a trusted reverse proxy (TRUST_PROXY=1) the left-most is the client.
import 'server-only';
import { env } from '@/lib/env';

/** From a request's headers: route handlers pass `req.headers`, pages pass `await headers()`. */
export function clientIp(headers: Headers): string {
  const chain = (headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const ip = env.TRUST_PROXY === '1' ? chain[0] : chain.at(-1);
  return ip || headers.get('x-real-ip') || 'unknown';
}
