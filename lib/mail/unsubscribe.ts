// Unsubscribe links. Every mail to the public carries one (in its footer, and as RFC 8058's List-Unsubscribe
// headers for the mail program's own button); staff mail does not (docs/decisions/019). The link names the
// address and an HMAC of it under a key derived from CARD_KEY: unguessable for anyone without the server's key,
// the same in every mail to that address, and it keeps working while the key that signed it is listed (CARD_KEY
// rotates rarely, as printed cards must keep verifying). Nothing is stored per mail.
//
// Following it stops what a person may refuse: the newsletter and the optional mail (a form's "we have received
// your message"). Mail about their own application or account (registration received, decisions, password
// reset and changed) still goes: they asked for it by registering, and a missed decision or an unnoticed
// password change would harm them.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { siteUrl } from './links';

/** Mail to staff (their own mailbox, their digest): stopped by an admin, not by a link. */
export const STAFF_TOPICS: ReadonlySet<string> = new Set(['staff-notification', 'staff-digest']);
/** Mail an address stops getting once it unsubscribed. */
export const OPTIONAL_TOPICS: ReadonlySet<string> = new Set(['submission-received']);

export const UNSUBSCRIBE_REFUSED = 'This unsubscribe link is not valid. Please use the link from your email as it is.';

export const normaliseAddress = (email: string) => email.trim().toLowerCase();

const linkKeys = () => env.CARD_KEY.map((k) => createHmac('sha256', Buffer.from(k, 'hex')).update('unsubscribe-links-v1').digest());
const sign = (key: Buffer, address: string) => createHmac('sha256', key).update(address).digest('base64url').slice(0, 32);

/** The query of an address's unsubscribe link: the address (base64url, so it is not spelt out in logs) and its HMAC. */
export function unsubscribeQuery(email: string): string {
  const address = normaliseAddress(email);
  return `a=${Buffer.from(address).toString('base64url')}&t=${sign(linkKeys()[0], address)}`;
}

/** The page that asks "unsubscribe?" with a button (a link scanner's GET changes nothing). */
export const unsubscribePageUrl = (email: string, lang: Locale = 'en') => siteUrl(`${localePath(lang, '/unsubscribe')}?${unsubscribeQuery(email)}`);
/** The one-click address of the List-Unsubscribe header: a POST there unsubscribes (RFC 8058). */
export const oneClickUrl = (email: string) => siteUrl(`/api/v1/unsubscribe?${unsubscribeQuery(email)}`);

/** The address a link names, or null when its token is not ours (compared in constant time, against every listed key). */
export function addressFromLink(a: unknown, t: unknown): string | null {
  if (typeof a !== 'string' || typeof t !== 'string' || a.length > 700 || !/^[A-Za-z0-9_-]{32}$/.test(t)) return null;
  const address = Buffer.from(a, 'base64url').toString('utf8');
  if (!address.includes('@') || normaliseAddress(address) !== address) return null;
  const given = Buffer.from(t);
  return linkKeys().some((key) => timingSafeEqual(Buffer.from(sign(key, address)), given)) ? address : null;
}

/** The headers of RFC 2369 and RFC 8058 for a mail to `to` (none for staff mail). */
export function unsubscribeHeaders(topic: string, to: string): Record<string, string> {
  if (STAFF_TOPICS.has(topic)) return {};
  return { 'List-Unsubscribe': `<${oneClickUrl(to)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Unsubscribes an address: its newsletter subscription goes, and optional mail stops. Idempotent. */
export async function unsubscribe(address: string) {
  const email = normaliseAddress(address);
  await db.$transaction(async (tx) => {
    await tx.mailOptOut.upsert({ where: { email }, create: { email }, update: {} });
    await tx.newsletterSubscription.deleteMany({ where: { email } });
  });
}

export async function hasOptedOut(tx: Prisma.TransactionClient, email: string) {
  return Boolean(await tx.mailOptOut.findUnique({ where: { email: normaliseAddress(email) }, select: { email: true } }));
}
