// The mail each application event causes. Registration and review code calls one of these inside its
// transaction with plain data (no table knowledge here), so the mail commits with the event. The
// dedupe key names the event: one "received" per application, one mail per decision (an application
// reaches each status at most once), however often the calling code or the queue runs.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { cardLinkToken, institutionCardPath } from '@/lib/cards/institution-card-link';
import { siteUrl } from './links';
import { queueMail } from './outbox';
import type { ApplicationKind } from '@/lib/kernel/applicant-kinds';
import { registrationReceivedMail } from './messages/registration-received';
import { decisionMail, type Decision } from './messages/decision';
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

export function mailRegistrationReceived(tx: Prisma.TransactionClient, a: Application) {
  const link = cardLink(a);
  return queueMail(tx, {
    ...registrationReceivedMail({ kind: a.kind, name: a.name, applicationId: a.applicationId, cardUrl: link.url, cardLinkExpires: link.expires, language: a.language }),
    to: a.email,
    topic: 'registration-received',
    dedupeKey: `${a.kind}:${a.id}:received`,
    owner: { type: a.kind, id: a.id },
  });
}

export function mailDecision(tx: Prisma.TransactionClient, a: Application, decision: Decision['decision'], reason?: string | null) {
  return queueMail(tx, {
    ...decisionMail({ kind: a.kind, name: a.name, applicationId: a.applicationId, decision, reason, cardUrl: cardLink(a).url, language: a.language }),
    to: a.email,
    topic: 'decision',
    dedupeKey: `${a.kind}:${a.id}:${decision}`,
    owner: { type: a.kind, id: a.id },
  });
}
