'use server';
// The console's internship actions, each straight to lib/internships (the admin script's `internships` verbs call
// the same functions), certificates through lib/internships/certificate-files.ts (on lib/certificates). Each is audited there. After a change the page
// is drawn again with a fixed ?done= word (never text from the address), so it works without scripts.
import { redirect } from 'next/navigation';
import { requireStaffAction } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { invalid } from '@/lib/kernel/domain-errors';
import { offer } from '@/lib/internships/offer';
import { complete } from '@/lib/internships/complete';
import { approveLogs, end, extend, reviewLetter, reviewLog } from '@/lib/internships/staff-steps';
import { reissueInternshipCertificate as reissue, revokeInternshipCertificate as revoke } from '@/lib/internships/certificate-files';
import { refusal, type ActionResult } from '../_ui/action-result';

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : undefined;
};

// A server action's bound arguments come back from the browser: checked like any input.
function assertId(id: unknown): asserts id is number {
  if (!Number.isSafeInteger(id) || (id as number) < 1) throw invalid('Unknown internship.');
}

async function actor() {
  const session = await requireStaffAction('review');
  return { staff: session.staff.email, admin: can(session.staff.role, 'allInternshipLogs') };
}

const page = (id: number, done: string) => `/staff/internships/${id}?done=${done}#outcome`;

export async function offerInternship(applicantId: number, _: ActionResult, form: FormData): Promise<ActionResult> {
  let id: number;
  try {
    const { staff } = await actor();
    assertId(applicantId);
    ({ id } = await offer(applicantId, {
      title: text(form, 'title'), start_date: text(form, 'start_date'), weeks: text(form, 'weeks'),
      min_hours_per_week: text(form, 'min_hours_per_week'), supervisor_email: text(form, 'supervisor_email') || undefined,
    }, staff));
  } catch (e) {
    return refusal(e);
  }
  redirect(page(id, 'offered'));
}

export async function decideLetter(id: number, decision: 'accept' | 'return', _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const { staff } = await actor();
    assertId(id);
    if (decision !== 'accept' && decision !== 'return') throw invalid('Unknown decision.');
    await reviewLetter(id, decision, { staff, reason: text(form, 'reason') });
  } catch (e) {
    return refusal(e);
  }
  redirect(page(id, `letter_${decision}`));
}

export async function decideLog(id: number, weekStart: string, decision: 'approve' | 'return', _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const by = await actor();
    assertId(id);
    if (typeof weekStart !== 'string' || (decision !== 'approve' && decision !== 'return')) throw invalid('Unknown decision.');
    await reviewLog(id, weekStart, decision, { ...by, note: text(form, 'note') });
  } catch (e) {
    return refusal(e);
  }
  redirect(page(id, `log_${decision}`));
}

/** Approves the ticked logs of this internship, each on its own (one audit row each); says how many. */
export async function approveSelectedLogs(id: number, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const by = await actor();
    assertId(id);
    const ids = [...new Set(form.getAll('log').map(Number))].filter((n) => Number.isSafeInteger(n) && n > 0);
    if (!ids.length) throw invalid('Tick the logs to approve first.');
    const { approved, skipped } = await approveLogs(ids, by);
    return { ok: `Approved ${approved} ${approved === 1 ? 'log' : 'logs'}.${skipped ? ` ${skipped} not approved: no longer waiting, or not your intern's.` : ''}` };
  } catch (e) {
    return refusal(e);
  }
}

export async function extendInternship(id: number, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const { staff } = await actor();
    assertId(id);
    const what = text(form, 'what');
    const n = Number(text(form, 'amount'));
    await extend(id, what === 'letter_days' ? { staff, letterDays: n } : { staff, weeks: n });
  } catch (e) {
    return refusal(e);
  }
  redirect(page(id, 'extended'));
}

export async function endInternship(id: number, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const { staff } = await actor();
    assertId(id);
    if (form.get('confirm') !== 'yes') throw invalid('Tick the box to confirm: ending cannot be undone.');
    await end(id, { staff, reason: text(form, 'reason') });
  } catch (e) {
    return refusal(e);
  }
  redirect(page(id, 'ended'));
}

export async function completeInternship(id: number): Promise<ActionResult> {
  try {
    const { staff } = await actor();
    assertId(id);
    await complete(id, staff);
  } catch (e) {
    return refusal(e);
  }
  redirect(page(id, 'completed'));
}

export async function revokeInternshipCertificate(id: number, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const { staff } = await actor();
    assertId(id);
    await revoke(id, text(form, 'reason') ?? '', staff);
  } catch (e) {
    return refusal(e);
  }
  redirect(page(id, 'revoked'));
}

export async function reissueInternshipCertificate(id: number): Promise<ActionResult> {
  try {
    const { staff } = await actor();
    assertId(id);
    await reissue(id, staff);
  } catch (e) {
    return refusal(e);
  }
  redirect(page(id, 'reissued'));
}
