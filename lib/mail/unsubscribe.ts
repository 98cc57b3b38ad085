// Unsubscribe links. Every mail to the public carries one (in its footer, and as RFC 8058's List-Unsubscribe
// headers for the mail program's own button); staff mail does not (docs/decisions/019). The link names the
// address and an HMAC of it under a key derived from CARD_KEY: unguessable for anyone without the server's key,
// the same in every mail to that address, and it keeps working while the key that signed it is listed (CARD_KEY
// rotates rarely, as printed cards must keep verifying). Nothing is stored per mail.
//
// Following it stops what a person may refuse: the newsletter, its confirmation mails and the optional mail (a
// form's "we have received your message"). Mail about their own application or account (registration received,
// decisions, password reset and changed) still goes: they asked for it by registering, and a missed decision or
// an unnoticed password change would harm them.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { siteUrl } from './links';

/** Mail to staff (their own mailbox, their digest): stopped by an admin, not by a link. */
export const STAFF_TOPICS: ReadonlySet<string> = new Set(['staff-notification', 'staff-digest']);
/** Mail an address stops getting once it unsubscribed (a stranger can ask for either in its name). */
export const OPTIONAL_TOPICS: ReadonlySet<string> = new Set(['submission-received', 'newsletter-confirm']);

export const UNSUBSCRIBE_REFUSED = 'This unsubscribe link is not valid. Please use the link from your email as it is.';

export const normaliseAddress = (email: string) => email.trim().toLowerCase();

/**
 * One mailbox, however the address is spelt: case, a "+tag" (most providers deliver "a+1@x" to "a@x") and, at
 * Gmail, dots in the local part. For mail budgets and opt-outs only: the mail goes to the address as typed.
 */
export function mailboxKey(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split(/@(?=[^@]*$)/);
  const plain = local.split('+')[0]!;
  return /^(gmail|googlemail)\.com$/.test(domain) ? `${plain.replaceAll('.', '')}@gmail.com` : `${plain}@${domain}`;
}

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

/**
 * Unsubscribes an address: its newsletter subscription goes, and optional mail stops, to the address and to
 * other spellings of its mailbox (so "name+x@" cannot be used to mail it again). Idempotent.
 */
export async function unsubscribe(address: string) {
  const email = normaliseAddress(address);
  await db.$transaction(async (tx) => {
    await tx.mailOptOut.createMany({ data: [...new Set([email, mailboxKey(email)])].map((e) => ({ email: e })), skipDuplicates: true });
    await tx.newsletterSubscription.deleteMany({ where: { email } });
  });
}

/**
 * Undoes an unsubscribe: optional mail to the mailbox may go again, and the newsletter form works for it again
 * (its double opt-in mail is no longer held back). Only the link from the person's own mail reaches this, so
 * nobody else can lift it. The subscription itself is not brought back: it comes back with the newsletter form's
 * confirmation, as any subscription does.
 */
export async function undoUnsubscribe(address: string) {
  const email = normaliseAddress(address);
  await db.mailOptOut.deleteMany({ where: { email: { in: [email, mailboxKey(email)] } } });
}

export async function hasOptedOut(tx: Prisma.TransactionClient, email: string) {
  return (await tx.mailOptOut.count({ where: { email: { in: [normaliseAddress(email), mailboxKey(email)] } } })) > 0;
}
