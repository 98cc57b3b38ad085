// The mail a public form's submission causes, queued in the transaction that stores it (like every mail,
// docs/decisions/011): a notice to the staff mailbox, and for a contact message or partnership request a
// confirmation to the sender in the form's language (for a contact message, a partnership request and an offer to
// volunteer or mentor). The dedupe keys name the event (`contact:12:staff`), so it is sent once. The notice
// replies to the sender (staff press Reply to answer them); every other mail replies to the staff mailbox. A burst
// of messages folds into one "N more" notice (./staff-notices.ts, LIMITS.staffNoticesPerAddress).
// Anyone can type someone else's address, so one mailbox gets at most LIMITS.receivedMailsPerEmail
// confirmations a day, however its address is spelt; the message is stored and the staff told all the same.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { siteUrl } from './links';
import { queueMail } from './outbox';
import { staffAddress } from './staff-address';
import { withinMailShare } from './notify';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { staffFoldedNoticeMail, staffNotificationMail, submissionReceivedMail, type SubmissionKind } from './messages/submission';
import { foldedNoticeKey, singleNoticeKey, staffNoticeTurn } from './staff-notices';
import { helpOfferReceivedMail } from './messages/help-offer';
import type { Locale } from '@/lib/i18n/locales';

const receivedPerMailbox = limiterFor(LIMITS.receivedMailsPerEmail);

/** `address`: the sender's client address (the key of LIMITS.staffNoticesPerAddress); `language`: the form's (its
 * page's), which the sender's confirmation is written in. */
type Submission = { id: number; name: string; email: string; address: string; fields: [string, string | null][] }
  & ({ kind: 'story' } | { kind: Exclude<SubmissionKind, 'story'>; language: Locale }); // a story is not confirmed

export async function mailSubmission(tx: Prisma.TransactionClient, s: Submission) {
  const turn = await staffNoticeTurn(tx, s.kind, s.address);
  if (turn.single) {
    await queueMail(tx, {
      ...staffNotificationMail({ kind: s.kind, id: s.id, from: `${s.name} <${s.email}>`, fields: s.fields, consoleUrl: siteUrl(`/staff/inbox/${s.kind}/${s.id}`) }),
      to: staffAddress(), replyTo: s.email, topic: 'staff-notification', dedupeKey: singleNoticeKey(s.kind, s.id),
    });
  } else {
    const { windowSeconds } = LIMITS.staffNoticesPerAddress;
    await queueMail(tx, {
      ...staffFoldedNoticeMail({ kind: s.kind, more: turn.more, minutes: windowSeconds / 60, consoleUrl: siteUrl(`/staff/inbox?kind=${s.kind}&status=new`) }),
      to: staffAddress(), topic: 'staff-notification', dedupeKey: foldedNoticeKey(s.kind, turn.window), runAt: turn.windowEndsAt, rewriteWhileWaiting: true,
    });
  }
  if (s.kind === 'story' || !(await withinMailShare(receivedPerMailbox, s.email))) return;
  await queueMail(tx, {
    ...(s.kind === 'volunteer' || s.kind === 'mentor' ? helpOfferReceivedMail({ kind: s.kind, language: s.language }) : submissionReceivedMail({ kind: s.kind, language: s.language })),
    to: s.email, topic: 'submission-received', dedupeKey: `${s.kind}:${s.id}:received`,
  });
}
