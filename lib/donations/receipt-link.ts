// The receipt's download link: /api/v1/donations/receipt/{token}, the token the receipt's id with an HMAC-SHA256
// under the newest CARD_KEY (labelled, so no card code can pass for it), checked against every listed key (a
// rotation keeps old links working). The link opens without a sign-in and cannot be guessed from a neighbour's.
// (Decision 023's Ed25519 signToken replaces the HMAC once lib/certificates is merged.)
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/platform/env';
import { siteUrl } from '@/lib/mail/links';

const mac = (key: string, id: number) => createHmac('sha256', Buffer.from(key, 'hex')).update(`donation-receipt:${id}`).digest().subarray(0, 16).toString('base64url');

export const receiptToken = (receiptId: number) => `${receiptId}.${mac(env.CARD_KEY[0]!, receiptId)}`;

export const receiptLink = (receiptId: number) => siteUrl(`/api/v1/donations/receipt/${receiptToken(receiptId)}`);

/** The receipt id a token was signed for, or null for anything forged or altered. */
export function receiptIdOf(token: string): number | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  const given = Buffer.from(m[2]!);
  return env.CARD_KEY.some((k) => { const want = Buffer.from(mac(k, id)); return want.length === given.length && timingSafeEqual(want, given); }) ? id : null;
}
