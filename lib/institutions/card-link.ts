// Signed links that open an institution's card without a login. Institutions have no account; their
// contact gets this link by email and can return from any device until it expires (30 days). The
// link carries the id and expiry and an HMAC-SHA256 over both with a key of its own (derived from
// the session secret with a fixed label), so it cannot be forged, extended or moved to another id.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

export const CARD_LINK_DAYS = 30;

const key = () => createHmac('sha256', env.SESSION_SECRET).update('institution-card-link-v1').digest();
const sign = (id: number, expires: number) => createHmac('sha256', key()).update(`${id}.${expires}`).digest().subarray(0, 16).toString('base64url');

/** The `access` value for an institution's card link. */
export function cardLinkToken(id: number, now = new Date()): { token: string; expires: Date } {
  const expires = Math.floor(now.getTime() / 1000) + CARD_LINK_DAYS * 24 * 60 * 60;
  return { token: `${expires.toString(36)}.${sign(id, expires)}`, expires: new Date(expires * 1000) };
}

export function isValidCardLink(id: number, token: string | undefined, now = new Date()): boolean {
  const m = /^([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})$/.exec(token ?? '');
  if (!m) return false;
  const expires = parseInt(m[1], 36);
  const expected = Buffer.from(sign(id, expires));
  const given = Buffer.from(m[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) && expires * 1000 > now.getTime();
}

export const institutionCardPath = (id: number, token: string) => `/institute-acknowledgement/${id}?access=${token}`;
