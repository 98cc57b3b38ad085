'use server';
// Managing staff from the console (admins, after signing in again): the same functions as `npm run admin -- staff`.
import { revalidatePath } from 'next/cache';
import { addStaff, disableStaff, enableStaff, resetStaffTwoFactor } from '@/lib/staff/accounts';
import { requireRecentReauth, requireStaffAction } from '@/lib/staff/guard';
import type { StaffSessionView } from '@/lib/staff/sessions';
import { refusal, type ActionResult } from '../_ui/action-result';
import { invalid } from '@/lib/kernel/domain-errors';
import { dateTime } from '../_ui/format';

/**
 * The one shape of a Team action: an admin who signed in again lately, acting on someone else (bound ids come
 * back from the browser), whose refusals become the form's message and whose success refreshes the list.
 */
async function asAdmin(targetId: number | null, work: (by: StaffSessionView) => Promise<ActionResult>): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('admin');
    requireRecentReauth(session, '/staff/team');
    if (targetId !== null && (!Number.isSafeInteger(targetId) || targetId < 1)) throw invalid('Unknown staff member.');
    if (targetId === session.staff.id) throw invalid('Ask another admin to change your own account.');
    const result = await work(session);
    revalidatePath('/staff/team');
    return result;
  } catch (e) {
    return refusal(e);
  }
}

export const addMember = async (_: ActionResult, form: FormData) => asAdmin(null, async (by) => {
  const done = await addStaff({ name: String(form.get('name') ?? ''), email: String(form.get('email') ?? ''), role: String(form.get('role') ?? '') as 'viewer' }, { id: by.staff.id, email: by.staff.email });
  return { ok: `Added ${done.staff.name} as ${done.staff.role}. Send them this enrolment link over a channel you trust; it works once, until ${dateTime(done.expiresAt)}:`, secret: [done.url] };
});

export const disableMember = async (id: number) => asAdmin(id, async (by) => {
  const done = await disableStaff(id, { id: by.staff.id, email: by.staff.email });
  return { ok: `Disabled ${done.name}; their sessions have ended. "Bring back" on this page undoes it, with a new enrolment link.` };
});

export const resetMember = async (id: number) => asAdmin(id, async (by) => {
  const done = await resetStaffTwoFactor(id, { id: by.staff.id, email: by.staff.email });
  return { ok: `Reset ${done.staff.name}: their sessions have ended. Send them the new enrolment link over a channel you trust; it works once, until ${dateTime(done.expiresAt)}:`, secret: [done.url] };
});

export const enableMember = async (id: number) => asAdmin(id, async (by) => {
  const done = await enableStaff(id, { id: by.staff.id, email: by.staff.email });
  return { ok: `${done.staff.name} can come back: send them the new enrolment link over a channel you trust; it works once, until ${dateTime(done.expiresAt)}:`, secret: [done.url] };
});
