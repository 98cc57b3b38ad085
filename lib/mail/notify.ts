// The mail each application event causes. Registration and review code calls one of these inside its
// transaction with plain data (no table knowledge here), so the mail commits with the event. The
// dedupe key names the event: one "received" per application, one mail per decision (an application
// reaches each status at most once), however often the calling code or the queue runs.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { cardLinkToken, institutionCardPath } from '@/lib/cards/institution-card-link';
import { siteUrl } from './links';
import { HELD_TOPIC, queueMail, recordHeldMail } from './outbox';
import { mailboxKey } from './unsubscribe';
import { consume, storedRateLimitKey, type Limiter } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { RateLimitedError } from '@/lib/kernel/domain-errors';
import type { ApplicationKind } from '@/lib/kernel/applicant-kinds';
import { registrationReceivedMail } from './messages/registration-received';
import { decisionMail } from './messages/decision';
import { DECISION_STATUS, type Decision } from '@/lib/kernel/decisions';
import { INTL_LOCALE, LOCALES, localePath, type Locale } from '@/lib/i18n/locales';

/** `language`: the one the applicant registered in (stored with them); their mail is written in it. */
export type Application = { kind: ApplicationKind; id: number; name: string; email: string; applicationId: string; language?: Locale };

// India's calendar date, written in the mail's language.
const IN_INDIA = Object.fromEntries(LOCALES.map((l) => [l, new Intl.DateTimeFormat(INTL_LOCALE[l], { dateStyle: 'long', timeZone: 'Asia/Kolkata' })]));
const dateIn = (d: Date, language: Locale) => IN_INDIA[language].format(d);

/** Where the applicant finds their card: interns and members log in; institutions get a signed link. */
function cardLink(a: Application, now = new Date()) {
  const language = a.language ?? 'en';
  if (a.kind === 'intern') return { url: siteUrl(localePath(language, '/internship-acknowledgement')) };
  if (a.kind === 'member') return { url: siteUrl(localePath(language, `/member-acknowledgement/${a.id}`)) };
  const { token, expires } = cardLinkToken(a.id, now);
  return { url: siteUrl(institutionCardPath(a.id, token)), expires: dateIn(expires, language) };
}

/**
 * "Registration received", unless the address has had its day's share (LIMITS.registrationMailsPerEmail):
 * anyone can register with someone else's address, and each mail greets whatever name was typed. A held
 * mail does not stop the registration; the card says it was not sent (./confirmation-status.ts).
 */
export async function mailRegistrationReceived(tx: Prisma.TransactionClient, a: Application) {
  const link = cardLink(a);
  const mail = registrationReceivedMail({ kind: a.kind, name: a.name, applicationId: a.applicationId, cardUrl: link.url, cardLinkExpires: link.expires, language: a.language });
  const owner = { type: a.kind, id: a.id };
  const dedupeKey = `${a.kind}:${a.id}:received`;
  if (!(await withinMailShare(mailsPerRecipient, a.email))) return recordHeldMail(tx, { subject: mail.subject, to: a.email, topic: HELD_TOPIC, dedupeKey, owner });
  return queueMail(tx, { ...mail, to: a.email, topic: 'registration-received', dedupeKey, owner });
}

const mailsPerRecipient = limiterFor(LIMITS.registrationMailsPerEmail);

/** Counts one mail to `email`'s mailbox under `limiter`; false (and nothing counted) when its share is spent. */
export const withinMailShare = (limiter: () => Limiter, email: string) => consume(limiter, mailboxKey(email)).then(() => true, (e) => {
  if (e instanceof RateLimitedError) return false;
  throw e;
});

/** The rate_limits row counting the registration mails an address received (erased with the person). */
export const registrationMailRateLimitKey = (email: string) => storedRateLimitKey(LIMITS.registrationMailsPerEmail.name, mailboxKey(email));

/** The outbox key of a decision's mail: one per application and status it reached (`intern:7:approved`). */
export const decisionMailKey = (kind: ApplicationKind, id: number, decision: Decision) => `${kind}:${id}:${DECISION_STATUS[decision]}`;

export function mailDecision(tx: Prisma.TransactionClient, a: Application, decision: Decision, reason?: string | null) {
  return queueMail(tx, {
    ...decisionMail({ kind: a.kind, name: a.name, applicationId: a.applicationId, decision, reason, cardUrl: cardLink(a).url, language: a.language }),
    to: a.email,
    topic: 'decision',
    dedupeKey: decisionMailKey(a.kind, a.id, decision),
    owner: { type: a.kind, id: a.id },
  });
}
