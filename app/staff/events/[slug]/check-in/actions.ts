'use server';
// After the event: attendance certificates for everyone checked in (reviewers and admins), the same function as
// `npm run admin -- events certificates <slug>`.
import { revalidatePath } from 'next/cache';
import { requireStaffAction } from '@/lib/staff/guard';
import { sendAttendanceCertificates } from '@/lib/events/check-in/send-certificates';
import { refusal, type ActionResult } from '../../../_ui/action-result';

export async function sendCertificates(slug: string): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('review');
    const run = await sendAttendanceCertificates(slug, session.staff.email);
    revalidatePath(`/staff/events/${slug}/check-in`);
    return { ok: run.issued === 0 ? `Nothing new to send: ${run.alreadySent} certificates had been sent before.` : `${run.issued} certificates issued and queued for mail; ${run.alreadySent} had been sent before.` };
  } catch (e) {
    return refusal(e);
  }
}
