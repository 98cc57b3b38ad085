'use server';
// Donation changes from the console (admins; each audited by the lib function the admin script calls too):
// confirm by hand with the UTR found on the statement, record a refund, match an uploaded bank statement.
import { revalidatePath } from 'next/cache';
import { requireStaffAction } from '@/lib/staff/guard';
import { confirmDonation } from '@/lib/donations/confirm';
import { refundDonation } from '@/lib/donations/refund';
import { matchStatement, MAX_STATEMENT_BYTES, STATEMENT_MESSAGES } from '@/lib/donations/statement';
import { REFERENCE_FORMAT } from '@/lib/donations/reference';
import { UTR_FORMAT } from '@/lib/donations/rules';
import { invalid } from '@/lib/kernel/domain-errors';
import { refusal, type ActionResult } from '../_ui/action-result';

function assertReference(reference: unknown): asserts reference is string {
  if (typeof reference !== 'string' || !REFERENCE_FORMAT.test(reference)) throw invalid('Unknown donation.');
}

export async function confirmByHand(reference: string, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('admin');
    assertReference(reference);
    const utr = String(form.get('utr') ?? '').trim();
    if (utr && !UTR_FORMAT.test(utr)) throw invalid('The UTR is 12 digits, as on the bank statement.');
    const r = await confirmDonation(reference, { by: session.staff.email, utr: utr || undefined, via: 'console' });
    revalidatePath('/staff/donations');
    return { ok: r.alreadyConfirmed ? `Already confirmed (receipt ${r.receipt}).` : `Confirmed ${reference}: receipt ${r.receipt} issued and mailed.` };
  } catch (e) {
    return refusal(e);
  }
}

export async function recordRefund(reference: string, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('admin');
    assertReference(reference);
    if (form.get('confirm') !== 'yes') throw invalid('Tick the box to confirm that the money went back.');
    await refundDonation(reference, String(form.get('reason') ?? ''), session.staff.email, 'console');
    revalidatePath('/staff/donations');
    return { ok: `Refund of ${reference} recorded; its receipt is marked cancelled.` };
  } catch (e) {
    return refusal(e);
  }
}

export async function uploadStatement(_: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('admin');
    const file = form.get('statement');
    if (!(file instanceof File) || file.size === 0) throw invalid(STATEMENT_MESSAGES.columns);
    if (file.size > MAX_STATEMENT_BYTES) throw invalid(STATEMENT_MESSAGES.tooBig);
    const r = await matchStatement(await file.text(), session.staff.email, 'console');
    revalidatePath('/staff/donations');
    return {
      ok: `${r.matched.length} matched and confirmed, ${r.ambiguous.length} ambiguous (flagged, not confirmed), ${r.unmatched.length} not matched.`,
      details: [
        ...r.matched.map((m) => `Matched: line ${m.line}, UTR ${m.utr} → ${m.reference} (receipt ${m.receipt})`),
        ...r.ambiguous.map((a) => `Ambiguous: line ${a.line}, UTR ${a.utr} matches ${a.references.join(' and ')}; flagged, confirm by hand`),
        ...r.unmatched.map((u) => `Not matched: line ${u.line}, UTR ${u.utr}, ₹${u.amountRupees}: ${u.why}`),
      ],
    };
  } catch (e) {
    return refusal(e);
  }
}
