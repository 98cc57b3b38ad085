// The one review flow for everything staff decide on (institutions and applicants): a status change is
// a conditional update (it only happens from the statuses the decision allows), written in one
// transaction with its audit row, so two reviewers cannot both win and nothing happens unrecorded.
// When the update matches nothing, `refusal` says why, in words staff can act on. The message telling the
// applicant is queued in the same transaction (`notify`), so a decision and its mail commit together.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { conflict, invalid, type DomainError } from '@/lib/kernel/domain-errors';
import { withdrawMail, type MailWithdrawal } from '@/lib/mail/outbox';
import { audit } from './audit';

export type Tx = Prisma.TransactionClient;
export type Decision = 'approve' | 'reject' | 'revoke';
export const DECISION_STATUS = { approve: 'approved', reject: 'rejected', revoke: 'revoked' } as const;

type Review = {
  staff: string;
  entityType: string;
  entityId: number;
  decision: Decision;
  detail?: Record<string, Prisma.InputJsonValue>;
  /** The conditional update; returns how many rows it changed (1 when the decision applies). */
  apply(tx: Tx, now: Date): Promise<number>;
  /** Why nothing changed: an unknown id or a status that does not allow this decision. */
  refusal(): Promise<DomainError>;
  /** Queues the decision's mail (lib/mail/notify.ts) in the decision's transaction, after the update. */
  notify?(tx: Tx): Promise<unknown>;
};

export async function decide(r: Review): Promise<void> {
  const done = await db.$transaction(async (tx) => {
    if ((await r.apply(tx, new Date())) !== 1) return false;
    await audit(tx, { staff: r.staff, action: `${r.entityType}.${r.decision}`, entityType: r.entityType, entityId: r.entityId, detail: r.detail ?? {} });
    await r.notify?.(tx);
    return true;
  });
  if (!done) throw await r.refusal();
}

/** A rejection, revocation or erasure must say why; the reason goes into the audit trail. */
export function requireReason(reason: string | undefined, message: string): string {
  const text = reason?.trim();
  if (!text) throw invalid(message);
  return text;
}

/** How long the staff member who approved an application may take the approval back. */
export const UNDO_APPROVAL_MINUTES = 10;

type Undo = {
  staff: string;
  entityType: string;
  entityId: number;
  /** The conditional update back to pending: approved by `staff` since `since`, and nothing since depends on it. */
  revert(tx: Tx, since: Date): Promise<number>;
  refusal(): Promise<DomainError>;
  /** The outbox key of the approval mail, withdrawn if it has not left yet. */
  mailKey: string;
};

/**
 * Takes an approval back to pending: the one reversible decision, for a few minutes, by the person who made it.
 * The approval mail is withdrawn in the same transaction if no worker has taken it; otherwise it has been sent
 * and the result says so (staff must then tell the applicant). Audited as `<entity>.undo-approve`.
 */
export async function undoApproval(u: Undo, now = new Date()): Promise<MailWithdrawal> {
  const since = new Date(now.getTime() - UNDO_APPROVAL_MINUTES * 60_000);
  const mail = await db.$transaction(async (tx) => {
    if ((await u.revert(tx, since)) !== 1) return null;
    const mail = await withdrawMail(tx, u.mailKey);
    await audit(tx, { staff: u.staff, action: `${u.entityType}.undo-approve`, entityType: u.entityType, entityId: u.entityId, detail: { from: 'approved', to: 'pending', mail } });
    return mail;
  });
  if (!mail) throw await u.refusal();
  return mail;
}

/** Why an approval can no longer be undone, in words. */
export function undoRefusal(label: string, current: { status: string; reviewedBy: string | null; reviewedAt: Date | null } | null, staff: string, now = new Date()) {
  if (!current) return null;
  if (current.status !== 'approved') return conflict(`${label} is ${current.status}, not approved: there is no approval to undo.`);
  if (current.reviewedBy !== staff) return conflict(`${label} was approved by ${current.reviewedBy}: only they can undo it, within ${UNDO_APPROVAL_MINUTES} minutes.`);
  if (!current.reviewedAt || now.getTime() - current.reviewedAt.getTime() >= UNDO_APPROVAL_MINUTES * 60_000) {
    return conflict(`${label} was approved more than ${UNDO_APPROVAL_MINUTES} minutes ago: the approval can no longer be undone.`);
  }
  return null;
}
