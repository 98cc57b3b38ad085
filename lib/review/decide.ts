// The one review flow for everything staff decide on (institutions and applicants): a status change is
// a conditional update (it only happens from the statuses the decision allows), written in one
// transaction with its audit row, so two reviewers cannot both win and nothing happens unrecorded.
// When the update matches nothing, `refusal` says why, in words staff can act on. The message telling the
// applicant is queued in the same transaction (`notify`), so a decision and its mail commit together.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { invalid, type DomainError } from '@/lib/kernel/domain-errors';
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
