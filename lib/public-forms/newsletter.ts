// Newsletter subscriptions from /contact, confirmed by double opt-in: the subscription is stored unconfirmed
// and a mail carries a one-time link (a random token, stored as its SHA-256 only, working for
// LINK_LIFETIMES.newsletterConfirmHours); only a confirmed subscription counts (staff's export). The form's answer
// is the same whatever the address's state, so it cannot be used to learn who is subscribed; an address
// already confirmed gets no mail, and one address gets at most LIMITS.newsletterMailsPerEmail mails a day.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { consume } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS, LINK_LIFETIMES } from '@/lib/limits';
import { RateLimitedError } from '@/lib/kernel/domain-errors';
import { queueMail } from '@/lib/mail/outbox';
import { siteUrl } from '@/lib/mail/links';
import { newsletterConfirmMail } from '@/lib/mail/messages/newsletter-confirm';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { normaliseEmail } from './spam-guard';

export const NEWSLETTER_MESSAGES = {
  /** One answer for a new, a pending and a confirmed address alike. */
  subscribed: 'Almost done! Please check your inbox and follow the link in our email to confirm your subscription. If you are already subscribed, nothing changes.',
} as const;

const mailsPerAddress = limiterFor(LIMITS.newsletterMailsPerEmail);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Records a subscription request and mails its confirmation link (unless confirmed already, or the day's mails are spent). */
export async function subscribeToNewsletter(email: string, lang: Locale = 'en', now = new Date()): Promise<void> {
  const address = normaliseEmail(email);
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + LINK_LIFETIMES.newsletterConfirmHours * 3600_000);
  await db.$transaction(async (tx) => {
    // One row per address even under parallel requests (the column is unique); a confirmed row is left as it is.
    await tx.newsletterSubscription.createMany({ data: [{ email: address }], skipDuplicates: true });
    const row = await tx.newsletterSubscription.findUniqueOrThrow({ where: { email: address }, select: { confirmedAt: true } });
    // Over the day's mails, the link already sent keeps working: a new token is made only when it is mailed.
    if (row.confirmedAt || !(await withinDailyMails(address))) return;
    const pending = await tx.newsletterSubscription.updateManyAndReturn({
      where: { email: address, confirmedAt: null },
      data: { confirmTokenHash: hashToken(token), confirmTokenExpiresAt: expires },
      select: { id: true },
    });
    if (!pending.length) return;
    const url = siteUrl(`${localePath(lang, '/newsletter/confirm')}?token=${token}`);
    await queueMail(tx, {
      ...newsletterConfirmMail({ url, hours: LINK_LIFETIMES.newsletterConfirmHours, language: lang }),
      to: address, topic: 'newsletter-confirm', dedupeKey: `newsletter:${pending[0].id}:confirm:${hashToken(token).slice(0, 16)}`,
    });
  });
}

const withinDailyMails = (address: string) => consume(mailsPerAddress, address).then(() => true, (e) => {
  if (e instanceof RateLimitedError) return false;
  throw e;
});

export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid';

/** Confirms the subscription a link's token belongs to; a token works once, and only until it expires. */
export async function confirmNewsletter(token: unknown, now = new Date()): Promise<ConfirmOutcome> {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return 'invalid';
  const hash = hashToken(token);
  // One conditional update: two clicks at once confirm once, and the token is spent with it.
  const [confirmed] = await db.newsletterSubscription.updateManyAndReturn({
    where: { confirmTokenHash: hash, confirmedAt: null, confirmTokenExpiresAt: { gt: now } },
    data: { confirmedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null },
    select: { email: true },
  });
  if (confirmed) {
    // Asking again, and confirming, undoes an earlier unsubscribe of this address.
    await db.mailOptOut.deleteMany({ where: { email: confirmed.email } });
    return 'confirmed';
  }
  const stale = await db.newsletterSubscription.count({ where: { confirmTokenHash: hash } });
  return stale ? 'expired' : 'invalid';
}
