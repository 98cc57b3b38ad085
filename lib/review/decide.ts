// The one review path for everything staff decide on (institutions, interns, members): the console's actions
// and the admin script's commands call `decide` and `undoApproval` here, and nothing else writes a decision.
// A status change is a conditional update (it only happens from the statuses the decision allows, ./reviewable.ts),
// written in one transaction with its audit row and the applicant's mail, so two reviewers cannot both win,
// nothing happens unrecorded, and a decision and its mail commit together. When the update matches nothing,
// the refusal says why, in words staff can act on.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { conflict, invalid } from '@/lib/kernel/domain-errors';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText } from '@/lib/kernel/text';
import type { ApplicationKind } from '@/lib/kernel/applicant-kinds';
import type { Decision } from '@/lib/kernel/decisions';
import { withdrawMail } from '@/lib/mail/outbox';
import { decisionMailKey, mailDecision } from '@/lib/mail/notify';
import { audit } from './audit';
import { reviewable, type Approval, type By } from './reviewable';

/** How long the staff member who approved an application may take the approval back. */
export const UNDO_APPROVAL_MINUTES = 10;

/** Each refusal of the review path, once, under the stable code the API and the console map it by. */
export const REVIEW_MESSAGES = {
  reason_required: 'Give a reason: the applicant reads it in their email.',
  decision_not_allowed: 'An institution\'s approval cannot be revoked here; erase it on request instead.',
} as const;

/**
 * Decides one application as `by.staff` (the console passes the staff member's email, the script --by). A
 * rejection or revocation must say why: the applicant reads the reason, and the audit trail keeps it.
 * `by.comparedDuplicate`: a college approved after its "I compared it" tick, which its audit row records.
 */
export async function decide(kind: ApplicationKind, id: number, decision: Decision, by: By) {
  const reason = decision === 'approve' ? undefined : requireReason(by.reason, REVIEW_MESSAGES.reason_required);
  const target = reviewable(kind, id);
  if (!target.from[decision]) throw invalid(REVIEW_MESSAGES.decision_not_allowed);
  const who = { ...by, reason };
  const done = await db.$transaction(async (tx) => {
    if ((await target.apply(tx, decision, who, new Date())) !== 1) return false;
    await audit(tx, { staff: by.staff, action: `${target.entityType}.${decision}`, entityType: target.entityType, entityId: id, detail: target.detail(decision, who) });
    await mailDecision(tx, await target.mailTo(tx), decision, reason);
    return true;
  });
  if (!done) throw await target.refusal(decision);
  return target.summary();
}

/** A rejection, revocation or erasure must say why; the reason goes into the audit trail. */
export function requireReason(reason: string | undefined, message: string): string {
  const text = reason?.trim();
  if (!text) throw invalid(message, { reason: message });
  // The reason reaches mails, CSV exports and the audit trail: line breaks may stay, escape or direction codes may not.
  if (!isCleanText(text, { multiline: true })) throw invalid(CONTROL_CHARACTERS_MESSAGE, { reason: CONTROL_CHARACTERS_MESSAGE });
  return text;
}

const UNDO_WINDOW_MS = UNDO_APPROVAL_MINUTES * 60_000;
/** The undo window, stated once for undoDeadline and the database's conditional update (undoApproval): an
 * approval can be undone at `now` when it was made after this. */
const undoableSince = (now: Date) => new Date(now.getTime() - UNDO_WINDOW_MS);

/** Until when `staff` may still undo this approval, or null when it is not (or no longer) theirs to undo. */
export function undoDeadline(a: Pick<Approval, 'status' | 'reviewedBy' | 'reviewedAt'>, staff: string, now = new Date()): Date | null {
  if (a.status !== 'approved' || a.reviewedBy !== staff || !a.reviewedAt || a.reviewedAt <= undoableSince(now)) return null;
  return new Date(a.reviewedAt.getTime() + UNDO_WINDOW_MS);
}

/**
 * Takes an approval back to pending: the one reversible decision, for a few minutes, by the person who made it.
 * The approval mail is withdrawn in the same transaction if no worker has taken it; otherwise it has been sent
 * and the result says so (staff must then tell the applicant). Audited as `<entity>.undo-approve`.
 */
export async function undoApproval(kind: ApplicationKind, id: number, staff: string, now = new Date()) {
  const target = reviewable(kind, id);
  const mail = await db.$transaction(async (tx) => {
    // The database's form of undoDeadline: approved by `staff` within the window.
    if ((await target.revert(tx, staff, undoableSince(now))) !== 1) return null;
    const mail = await withdrawMail(tx, decisionMailKey(kind, id, 'approve'));
    await audit(tx, { staff, action: `${target.entityType}.undo-approve`, entityType: target.entityType, entityId: id, detail: { from: 'approved', to: 'pending', mail } });
    return mail;
  });
  if (!mail) {
    const current = await target.approval();
    throw (current && (undoRefusal(current, staff, now) ?? current.blocker)) || target.notFound();
  }
  return { ...(await target.summary()), mail };
}

/** Why an approval can no longer be undone, in words; null when the window rule allows it. */
function undoRefusal(current: Approval, staff: string, now: Date) {
  const { label } = current;
  if (current.status !== 'approved') return conflict(`${label} is ${current.status}, not approved: there is no approval to undo.`);
  if (current.reviewedBy !== staff) return conflict(`${label} was approved by ${current.reviewedBy}: only they can undo it, within ${UNDO_APPROVAL_MINUTES} minutes.`);
  if (!undoDeadline(current, staff, now)) return conflict(`${label} was approved more than ${UNDO_APPROVAL_MINUTES} minutes ago: the approval can no longer be undone.`);
  return null;
}
