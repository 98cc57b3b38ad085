// The retention job's steps: each deletes one kind of data whose time is up and says how many rows went.
// To add one (sent mail, ...), append a step here; the job runs them in order, under its lock.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { purgeDrafts } from '@/lib/institutions/review';
import { deleteEndedSessions } from '@/lib/accounts/session-store';
import { daysBefore, RETENTION } from '../kernel/retention-periods';
import { LINK_LIFETIMES } from '@/lib/limits';
import { HELD_TOPIC } from '@/lib/mail/outbox';

export type RetentionStep = { name: string; run(now: Date): Promise<number> };

/** Who the audit trail names for what the job deletes. */
export const RETENTION_STAFF = 'retention job';

export const RETENTION_STEPS: RetentionStep[] = [
  {
    // A session row outlives its cookie only until it expires or sits idle too long (lib/accounts/session-store.ts).
    name: 'ended sessions',
    run: (now) => deleteEndedSessions(now),
  },
  {
    // rate-limiter-flexible only overwrites a row when its key comes back; a number or email seen once would stay forever.
    name: 'expired rate-limit counters',
    run: async (now) => (await db.rateLimit.deleteMany({ where: { expire: { lt: BigInt(now.getTime()) } } })).count,
  },
  {
    name: `institution drafts older than ${RETENTION.institutionDraftDays} days`,
    run: (now) => purgeDrafts(RETENTION.institutionDraftDays, RETENTION_STAFF, now),
  },
  {
    name: `card checks older than ${RETENTION.cardCheckDays} days`,
    run: async (now) => (await db.cardCheck.deleteMany({ where: { at: { lt: daysBefore(now, RETENTION.cardCheckDays) } } })).count,
  },
  {
    // A reset token is worth nothing once used or expired; its row only says who asked and when.
    name: 'used or expired password reset tokens',
    run: async (now) => (await db.passwordResetToken.deleteMany({ where: { OR: [{ usedAt: { not: null } }, { expiresAt: { lte: now } }] } })).count,
  },
  {
    // A staff session row (with its address and browser) is worth nothing past its deadline; one left idle goes
    // at the latest when its 12-hour deadline passes (lib/staff/sessions.ts refuses it before).
    name: 'ended staff sessions',
    run: async (now) => (await db.staffSession.deleteMany({ where: { expiresAt: { lte: now } } })).count,
  },
  {
    // An enrolment link once used or expired only says when an account was invited: the account keeps that.
    name: 'used or expired staff enrolment links',
    run: async (now) => (await db.staffEnrolment.deleteMany({ where: { OR: [{ usedAt: { not: null } }, { expiresAt: { lte: now } }] } })).count,
  },
  {
    // A newsletter request nobody confirmed in time is an address someone typed, not a subscriber (double opt-in).
    // One that never had a link (stored before double opt-in, or asked for while its mails were spent or for an
    // unsubscribed address) goes once it is older than a link lives.
    name: 'newsletter requests whose confirmation link expired',
    run: async (now) => (await db.newsletterSubscription.deleteMany({ where: { confirmedAt: null, OR: [
      { confirmTokenExpiresAt: { lt: now } },
      { confirmTokenExpiresAt: null, createdAt: { lt: new Date(now.getTime() - LINK_LIFETIMES.newsletterConfirmHours * 3600_000) } },
    ] } })).count,
  },
  {
    // Registration and decision mail stay with the person (the card shows where the confirmation went) until erasure.
    name: `sent account mail older than ${RETENTION.accountMailDays} days`,
    run: async (now) => (await db.mailOutbox.deleteMany({
      where: { topic: { in: ['password-reset', 'password-changed', 'newsletter-confirm'] }, sentAt: { lt: daysBefore(now, RETENTION.accountMailDays) } },
    })).count,
  },
  {
    // A held mail (the 4th registration mail to one address) never leaves, so "sent" never starts its clock: it
    // goes once as old as a sent account mail would be. The card then no longer says the mail was held back.
    name: `held mail older than ${RETENTION.accountMailDays} days`,
    run: async (now) => (await db.mailOutbox.deleteMany({ where: { topic: HELD_TOPIC, sentAt: null, createdAt: { lt: daysBefore(now, RETENTION.accountMailDays) } } })).count,
  },
];
