// The console's review decisions, routed to the very functions the admin script calls
// (lib/people/review.ts, lib/institutions/review.ts, both through lib/review/decide.ts): the same
// conditional update, audit row and applicant mail, so the script and the console can never disagree.
// tests/integration/staff-console-decisions.test.ts checks that both reach these functions with the same arguments.
import 'server-only';
import { invalid } from '@/lib/kernel/domain-errors';
import { approveApplicant, rejectApplicant, revokeCard } from '@/lib/people/review';
import { approveInstitution, rejectInstitution } from '@/lib/institutions/review';
import type { Decision } from '@/lib/review/decide';

export const REVIEW_KINDS = ['institution', 'intern', 'member'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const DECISION_MESSAGES = {
  reasonRequired: 'Give a reason: the applicant reads it in their email.',
  noInstitutionRevoke: 'An institution\'s approval cannot be revoked here; erase it on request instead.',
} as const;

/** Decides one application as `staff` (the console passes the staff member's email). */
export async function decideApplication(kind: ReviewKind, id: number, decision: Decision, staff: string, reason?: string) {
  const why = reason?.trim() ?? '';
  if (decision !== 'approve' && !why) throw invalid(DECISION_MESSAGES.reasonRequired, { reason: DECISION_MESSAGES.reasonRequired });
  if (kind === 'institution') {
    if (decision === 'approve') return approveInstitution(id, staff);
    if (decision === 'reject') return rejectInstitution(id, staff, why);
    throw invalid(DECISION_MESSAGES.noInstitutionRevoke);
  }
  if (decision === 'approve') return approveApplicant(kind, id, staff);
  if (decision === 'reject') return rejectApplicant(kind, id, staff, why);
  return revokeCard(kind, id, staff, why);
}
