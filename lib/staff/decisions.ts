// The console's review decisions, routed to the very functions the admin script calls
// (lib/people/review.ts, lib/institutions/review.ts, both through lib/review/decide.ts): the same
// conditional update, audit row and applicant mail, so the script and the console can never disagree.
// tests/integration/staff-console-decisions.test.ts checks that both reach these functions with the same arguments.
import 'server-only';
import { invalid } from '@/lib/kernel/domain-errors';
import { approveApplicant, rejectApplicant, revokeCard, undoApplicantApproval } from '@/lib/people/review';
import { approveInstitution, rejectInstitution, undoInstitutionApproval } from '@/lib/institutions/review';
import { UNDO_APPROVAL_MINUTES, type Decision } from '@/lib/review/decide';
import { decisionMailKey } from '@/lib/mail/notify';
import { db } from '@/lib/platform/db/client';

export const REVIEW_KINDS = ['institution', 'intern', 'member'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const DECISION_MESSAGES = {
  reasonRequired: 'Give a reason: the applicant reads it in their email.',
  noInstitutionRevoke: 'An institution\'s approval cannot be revoked here; erase it on request instead.',
} as const;

/**
 * Decides one application as `staff` (the console passes the staff member's email). `comparedDuplicate`: a college
 * approved after its "I compared it" tick, which its audit row records.
 */
export async function decideApplication(kind: ReviewKind, id: number, decision: Decision, staff: string, reason?: string, comparedDuplicate = false) {
  const why = reason?.trim() ?? '';
  if (decision !== 'approve' && !why) throw invalid(DECISION_MESSAGES.reasonRequired, { reason: DECISION_MESSAGES.reasonRequired });
  if (kind === 'institution') {
    if (decision === 'approve') return comparedDuplicate ? approveInstitution(id, staff, true) : approveInstitution(id, staff); // as the script calls it
    if (decision === 'reject') return rejectInstitution(id, staff, why);
    throw invalid(DECISION_MESSAGES.noInstitutionRevoke);
  }
  if (decision === 'approve') return approveApplicant(kind, id, staff);
  if (decision === 'reject') return rejectApplicant(kind, id, staff, why);
  return revokeCard(kind, id, staff, why);
}

/** Takes the caller's own approval of the last few minutes back to pending, withdrawing its mail if still unsent. */
export function undoApprovalOf(kind: ReviewKind, id: number, staff: string) {
  return kind === 'institution' ? undoInstitutionApproval(id, staff) : undoApplicantApproval(kind, id, staff);
}

/**
 * Whether `staff` may still undo this approval, until when, and whether its mail has left: what the application's
 * page tells the person who just approved (lib/review/decide.ts undoApproval decides, this only describes).
 */
export async function undoOffer(kind: ReviewKind, id: number, a: { status: string; reviewedBy: string | null; reviewedAt: Date | null }, staff: string, now = new Date()) {
  if (a.status !== 'approved' || a.reviewedBy !== staff || !a.reviewedAt) return null;
  const until = new Date(a.reviewedAt.getTime() + UNDO_APPROVAL_MINUTES * 60_000);
  if (until <= now) return null;
  if (kind === 'institution' && (await db.applicant.count({ where: { institutionId: id } }))) return null;
  return { until, mailSent: await approvalMailSent(kind, id) };
}

/** Whether the approval mail has left (or is leaving: a worker claimed it). Every sentence about it reads this. */
export async function approvalMailSent(kind: ReviewKind, id: number): Promise<boolean> {
  const mail = await db.mailOutbox.findUnique({ where: { dedupeKey: decisionMailKey(kind, id, 'approved') }, select: { sentAt: true, claimedAt: true } });
  return Boolean(mail?.sentAt || mail?.claimedAt);
}

/** The applications picked for bulk approval, as they are now, in the order given. */
export async function selectionOf(kind: ReviewKind, ids: number[]) {
  const rows = kind === 'institution'
    ? await db.institution.findMany({ where: { id: { in: ids } }, select: { id: true, applicationId: true, name: true, status: true, district: { select: { name: true } } } })
    : await db.applicant.findMany({ where: { id: { in: ids }, kind }, select: { id: true, applicationId: true, name: true, status: true, district: { select: { name: true } } } });
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, applicationId: r.applicationId, name: r.name, status: r.status as string, district: r.district.name }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
