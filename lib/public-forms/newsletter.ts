// Newsletter subscriptions from /contact, confirmed by double opt-in: the subscription is stored unconfirmed
// and a mail carries a one-time link (a random token, stored as its SHA-256 only, working for
// LINK_LIFETIMES.newsletterConfirmHours); only a confirmed subscription counts (staff's export).
//
// The form must not tell who is subscribed, by its answer or by its time. So the request does the same work
// for every address: one statement that stores the row if it is new and queues one `newsletter-request` job.
// Everything that depends on the address's state (confirmed already, unsubscribed, the day's mails spent) is
// decided later by the queue's worker (`mailNewsletterConfirmation`), where no visitor is waiting on it.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { TaskList } from 'graphile-worker';
import { db } from '@/lib/platform/db/client';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS, LINK_LIFETIMES } from '@/lib/limits';
import { queueMail } from '@/lib/mail/outbox';
import { withinMailShare } from '@/lib/mail/notify';
import { hasOptedOut } from '@/lib/mail/unsubscribe';
import { siteUrl } from '@/lib/mail/links';
import { newsletterConfirmMail } from '@/lib/mail/messages/newsletter-confirm';
import { localePath, toLocale, type Locale } from '@/lib/i18n/locales';
import { normaliseEmail } from './spam-guard';

export const NEWSLETTER_MESSAGES = {
  /** One answer for a new, a pending and a confirmed address alike. */
  subscribed: 'Almost done! Please check your inbox and follow the link in our email to confirm your subscription. If you are already subscribed, nothing changes.',
} as const;

export const NEWSLETTER_REQUEST_TASK = 'newsletter-request';
const mailsPerMailbox = limiterFor(LIMITS.newsletterMailsPerEmail);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The form's part: one round trip, the same for every address (the row if new, and the job). */
export async function requestNewsletter(email: string, lang: Locale): Promise<void> {
  const address = normaliseEmail(email);
  await db.$executeRaw`
    WITH row AS (INSERT INTO newsletter_subscriptions (email) VALUES (${address}) ON CONFLICT (email) DO NOTHING)
    SELECT graphile_worker.add_job(${NEWSLETTER_REQUEST_TASK}, json_build_object('email', ${address}::text, 'lang', ${lang}::text), max_attempts := 5)`;
}

/** The queue's part (the mail worker runs it, instrumentation.ts). */
export const NEWSLETTER_TASKS: TaskList = {
  [NEWSLETTER_REQUEST_TASK]: async (payload) => {
    const { email, lang } = payload as { email: string; lang: string };
    await mailNewsletterConfirmation(email, toLocale(lang));
  },
};

/**
 * Mails a waiting subscription its confirmation link, unless it is confirmed already, gone (unsubscribed or
 * erased since), its address unsubscribed from our mail, or its mailbox had the day's mails.
 */
export async function mailNewsletterConfirmation(email: string, lang: Locale = 'en', now = new Date()): Promise<void> {
  const address = normaliseEmail(email);
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + LINK_LIFETIMES.newsletterConfirmHours * 3600_000);
  await db.$transaction(async (tx) => {
    const row = await tx.newsletterSubscription.findUnique({ where: { email: address }, select: { confirmedAt: true } });
    // Over the day's mails, the link already sent keeps working: a new token is made only when it is mailed.
    if (!row || row.confirmedAt || (await hasOptedOut(tx, address)) || !(await withinMailShare(mailsPerMailbox, address))) return;
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
  if (confirmed) return 'confirmed';
  const stale = await db.newsletterSubscription.count({ where: { confirmTokenHash: hash } });
  return stale ? 'expired' : 'invalid';
}
