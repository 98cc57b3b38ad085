// The two account messages, queued in the caller's transaction (lib/mail/outbox.ts).
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Prisma } from '@/lib/generated/prisma/client';
import { siteUrl } from '@/lib/mail/links';
import { queueMail } from '@/lib/mail/outbox';
import { passwordChangedMail } from '@/lib/mail/messages/password-changed';
import { passwordResetMail } from '@/lib/mail/messages/password-reset';
import type { Account } from './person-accounts';
import { SELF_SERVICE_TTL_MS } from './reset-tokens';
import { localePath, type Locale } from '@/lib/i18n/locales';

/** The reset page in the person's language (a staff-issued link too: the person opens it). */
export const resetUrl = (token: string, locale: Locale = 'en') => siteUrl(`${localePath(locale, '/reset-password')}?token=${token}`);

export function mailResetLink(tx: Prisma.TransactionClient, account: Account, reset: { token: string; id: number }) {
  return queueMail(tx, {
    ...passwordResetMail({ name: account.name, url: resetUrl(reset.token, account.language), minutes: SELF_SERVICE_TTL_MS / 60_000, language: account.language }),
    to: account.email,
    topic: 'password-reset',
    dedupeKey: `reset:${reset.id}`,
    owner: { type: account.type, id: account.id },
  });
}

export function mailPasswordChanged(tx: Prisma.TransactionClient, account: Account, when: Date) {
  if (!account.email) return null;
  return queueMail(tx, {
    ...passwordChangedMail({ name: account.name, when, loginUrl: siteUrl(localePath(account.language, '/login')), language: account.language }),
    to: account.email,
    topic: 'password-changed',
    dedupeKey: `password-changed:${account.type}:${account.id}:${randomUUID()}`,
    owner: { type: account.type, id: account.id },
  });
}
