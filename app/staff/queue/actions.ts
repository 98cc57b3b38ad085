'use server';
// Review decisions from an application's page, straight to lib/review/decide.ts (as the admin script's commands);
// a staff reset link for an applicant; erasure on request (admin, after signing in again).
import { redirect } from 'next/navigation';
import { APPLICATION_KINDS, type ApplicationKind } from '@/lib/kernel/applicant-kinds';
import { possibleDuplicates } from '@/lib/staff/queue';
import { requireRecentReauth, requireStaffAction } from '@/lib/staff/guard';
import { issueStaffResetLink } from '@/lib/accounts/staff-reset-link';
import { eraseApplicant } from '@/lib/people/erase';
import { eraseInstitution } from '@/lib/institutions/erase';
import { invalid } from '@/lib/kernel/domain-errors';
import { decide as decideApplication, undoApproval, UNDO_APPROVAL_MINUTES } from '@/lib/review/decide';
import type { Decision } from '@/lib/kernel/decisions';
import { refusal, type ActionResult } from '../_ui/action-result';
import { dateTime } from '../_ui/format';
import { BULK_MAX, slugOf } from './kinds';

const DONE: Record<Decision, string> = { approve: 'Approved', reject: 'Rejected', revoke: 'Card revoked' };

// A server action's arguments come back from the browser (bound arguments are not sealed): checked like any input.
function assertTarget(kind: unknown, id: unknown, kinds: readonly string[] = APPLICATION_KINDS): asserts kind is ApplicationKind {
  if (typeof kind !== 'string' || !kinds.includes(kind) || !Number.isSafeInteger(id) || (id as number) < 1) throw invalid('Unknown application.');
}

export async function decide(kind: ApplicationKind, id: number, decision: Decision, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('review');
    assertTarget(kind, id);
    if (!Object.hasOwn(DONE, decision)) throw invalid('Unknown decision.');
    const duplicate = decision === 'approve' && kind === 'institution' && (await possibleDuplicates([id])).has(id);
    if (duplicate && form.get('compared') !== 'yes') throw invalid(DUPLICATE_UNCHECKED);
    const reason = form.get('reason');
    await decideApplication(kind, id, decision, { staff: session.staff.email, ...(typeof reason === 'string' ? { reason } : {}), ...(duplicate ? { comparedDuplicate: true } : {}) });
  } catch (e) {
    return refusal(e);
  }
  // The page itself says what happened (and, after an approval, offers to undo it): it works without scripts.
  redirect(`/staff/queue/${slugOf(kind)}/${id}?done=${decision}#decision`);
}

const DUPLICATE_UNCHECKED = 'This college may be entered twice. Compare it with the other entry, then tick the box to say you did.';

/** Takes the caller's own approval of the last few minutes back to pending. */
export async function undoApprove(kind: ApplicationKind, id: number): Promise<ActionResult> {
  let mail: string;
  try {
    const session = await requireStaffAction('review');
    assertTarget(kind, id);
    mail = (await undoApproval(kind, id, session.staff.email)).mail;
  } catch (e) {
    return refusal(e);
  }
  redirect(`/staff/queue/${slugOf(kind)}/${id}?undone=${mail}#decision`);
}


/** What bulk approval answers: a refusal, or the outcome of each selected application (each links to its page). */
export type BulkOutcome = { error?: string; done?: { approved: number; total: number; note: string; lines: { id: number; text: string }[] } } | null;

/** Approves the selected pending applications one by one (each its own decision, mail and audit row). */
export async function approveSelected(kind: ApplicationKind, _: BulkOutcome, form: FormData): Promise<BulkOutcome> {
  try {
    const session = await requireStaffAction('review');
    assertTarget(kind, 1);
    const ids = [...new Set(form.getAll('ids').map(Number))].filter((n) => Number.isSafeInteger(n) && n > 0);
    if (!ids.length) throw invalid('Select the applications to approve first.');
    if (ids.length > BULK_MAX) throw invalid(`Approve at most ${BULK_MAX} at a time.`);
    const lines: { id: number; text: string }[] = [];
    let approved = 0;
    // A college that may be entered twice is approved only when its own box says it was compared with the other entry.
    const duplicates = kind === 'institution' ? await possibleDuplicates(ids) : new Set<number>();
    const compared = new Set(form.getAll('compared').map(Number));
    for (const id of ids) {
      if (duplicates.has(id) && !compared.has(id)) { lines.push({ id, text: `#${id}: not approved. Possible duplicate: compare it with the other entry and tick its box.` }); continue; }
      try {
        const done = await decideApplication(kind, id, 'approve', { staff: session.staff.email, ...(duplicates.has(id) ? { comparedDuplicate: true } : {}) });
        lines.push({ id, text: `${done.applicationId} (${done.name}): approved` });
        approved++;
      } catch (e) {
        lines.push({ id, text: `#${id}: not approved. ${refusal(e)!.error}` });
      }
    }
    const who = kind === 'institution' ? 'college' : 'applicant';
    const note = approved ? `Every approved ${who} is being emailed. Each approval can be undone from its page for ${UNDO_APPROVAL_MINUTES} minutes.` : 'Nothing was approved: each line below says why.';
    return { done: { approved, total: ids.length, lines, note } };
  } catch (e) {
    return refusal(e);
  }
}

export async function resetLink(kind: 'intern' | 'member', id: number): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('review');
    assertTarget(kind, id, ['intern', 'member']);
    requireRecentReauth(session, `/staff/queue/${slugOf(kind)}/${id}`); // a reset link opens someone's account
    const link = await issueStaffResetLink({ type: kind, id }, session.staff.email);
    return { ok: `One-time reset link for ${link.name}, valid until ${dateTime(link.expiresAt)}. Give it to them by phone or in person; older links no longer work.`, secret: [link.url] };
  } catch (e) {
    return refusal(e);
  }
}

export async function erase(kind: ApplicationKind, id: number, _: ActionResult, form: FormData): Promise<ActionResult> {
  const path = `/staff/queue/${slugOf(kind)}/${id}`;
  try {
    const session = await requireStaffAction('admin');
    assertTarget(kind, id);
    requireRecentReauth(session, path);
    const reason = String(form.get('reason') ?? '').trim();
    if (!reason) throw invalid('Give the reason for the erasure (for example, the person\'s request and its date).');
    if (form.get('confirm') !== 'yes') throw invalid('Tick the box to confirm: erasing cannot be undone.');
    if (kind === 'institution') await eraseInstitution(id, session.staff.email, reason);
    else await eraseApplicant(kind, id, session.staff.email, reason);
  } catch (e) {
    return refusal(e);
  }
  redirect(`/staff/queue/${slugOf(kind)}?erased=1`);
}
