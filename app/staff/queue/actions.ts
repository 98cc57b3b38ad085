'use server';
// Review decisions from an application's page, through lib/staff/decisions.ts (the admin script's functions);
// a staff reset link for an applicant; erasure on request (admin, after signing in again).
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { decideApplication, REVIEW_KINDS, type ReviewKind } from '@/lib/staff/decisions';
import { possibleDuplicates } from '@/lib/staff/queue';
import { requireRecentReauth, requireStaffAction } from '@/lib/staff/guard';
import { issueStaffResetLink } from '@/lib/accounts/staff-reset-link';
import { eraseApplicant } from '@/lib/people/erase';
import { eraseInstitution } from '@/lib/institutions/erase';
import { invalid } from '@/lib/kernel/domain-errors';
import type { Decision } from '@/lib/review/decide';
import { refusal, type ActionResult } from '../_ui/action-result';
import { dateTime } from '../_ui/format';
import { slugOf } from './kinds';

const DONE: Record<Decision, string> = { approve: 'Approved', reject: 'Rejected', revoke: 'Card revoked' };

// A server action's arguments come back from the browser (bound arguments are not sealed): checked like any input.
function assertTarget(kind: unknown, id: unknown, kinds: readonly string[] = REVIEW_KINDS): asserts kind is ReviewKind {
  if (typeof kind !== 'string' || !kinds.includes(kind) || !Number.isSafeInteger(id) || (id as number) < 1) throw invalid('Unknown application.');
}

export async function decide(kind: ReviewKind, id: number, decision: Decision, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('review');
    assertTarget(kind, id);
    if (!Object.hasOwn(DONE, decision)) throw invalid('Unknown decision.');
    const done = await decideApplication(kind, id, decision, session.staff.email, String(form.get('reason') ?? ''));
    revalidatePath(`/staff/queue/${slugOf(kind)}/${id}`);
    return { ok: `${DONE[decision]}: ${done.applicationId} (${done.name}). The applicant is being emailed.` };
  } catch (e) {
    return refusal(e);
  }
}

const BULK_MAX = 50;

/** Approves the selected pending applications one by one (each its own decision, mail and audit row). */
export async function approveSelected(kind: ReviewKind, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('review');
    assertTarget(kind, 1);
    const ids = [...new Set(form.getAll('ids').map(Number))].filter((n) => Number.isSafeInteger(n) && n > 0);
    if (!ids.length) throw invalid('Select the applications to approve first.');
    if (ids.length > BULK_MAX) throw invalid(`Approve at most ${BULK_MAX} at a time.`);
    const details: string[] = [];
    let approved = 0;
    // A college that may be entered twice is approved only from its own page, after a look at the other entry.
    const duplicates = kind === 'institution' ? await possibleDuplicates(ids) : new Set<number>();
    for (const id of ids) {
      if (duplicates.has(id)) { details.push(`#${id}: not approved. Possible duplicate: open it to compare and approve.`); continue; }
      try {
        const done = await decideApplication(kind, id, 'approve', session.staff.email);
        details.push(`${done.applicationId} (${done.name}): approved`);
        approved++;
      } catch (e) {
        details.push(`#${id}: not approved. ${refusal(e)!.error}`);
      }
    }
    revalidatePath(`/staff/queue/${slugOf(kind)}`);
    return { ok: `Approved ${approved} of ${ids.length}. Each applicant is being emailed.`, details };
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

export async function erase(kind: ReviewKind, id: number, _: ActionResult, form: FormData): Promise<ActionResult> {
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
