// Signed links that open an institution's card without a login. Institutions have no account; their
// contact gets this link by email and can return from any device until it expires (30 days). The
// link carries the id and expiry and an HMAC-SHA256 over both, so it cannot be forged, extended or moved
// to another id. Keys come from CARD_KEY (docs/decisions/004), the list that signs what a card shows: the
// newest entry signs, every entry verifies, so rotating CARD_KEY keeps mailed links working while the old
// entry is listed. Each entry is first narrowed with a fixed label, so a link's signature never doubles
// as a card code's.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/platform/env';

export const CARD_LINK_DAYS = 30;

const linkKey = (cardKey: string) => createHmac('sha256', Buffer.from(cardKey, 'hex')).update('institution-card-link-v1').digest();
const sign = (key: Buffer, id: number, expires: number) =>
  createHmac('sha256', key).update(`${id}.${expires}`).digest().subarray(0, 16).toString('base64url');

/** The `access` value for an institution's card link, signed with the newest CARD_KEY. */
export function cardLinkToken(id: number, now = new Date()): { token: string; expires: Date } {
  const expires = Math.floor(now.getTime() / 1000) + CARD_LINK_DAYS * 24 * 60 * 60;
  return { token: `${expires.toString(36)}.${sign(linkKey(env.CARD_KEY[0]), id, expires)}`, expires: new Date(expires * 1000) };
}

export function isValidCardLink(id: number, token: string | undefined, now = new Date()): boolean {
  const m = /^([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})$/.exec(token ?? '');
  if (!m) return false;
  const expires = parseInt(m[1], 36);
  if (expires * 1000 <= now.getTime()) return false;
  const given = Buffer.from(m[2]);
  return env.CARD_KEY.some((k) => {
    const expected = Buffer.from(sign(linkKey(k), id, expires));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

export const institutionCardPath = (id: number, token: string) => `/institute-acknowledgement/${id}?access=${token}`;
