'use server';
// Managing staff from the console (admins, after signing in again): the same functions as `npm run admin -- staff`.
import { revalidatePath } from 'next/cache';
import { addStaff, disableStaff, resetStaffTwoFactor } from '@/lib/staff/accounts';
import { requireRecentReauth, requireStaffAction } from '@/lib/staff/guard';
import { refusal, type ActionResult } from '../_ui/action-result';
import { invalid } from '@/lib/kernel/domain-errors';
import { dateTime } from '../_ui/format';

/** An admin who signed in again lately, acting on someone else (bound ids come back from the browser). */
async function admin(targetId?: number) {
  const session = await requireStaffAction('admin');
  requireRecentReauth(session, '/staff/team');
  if (targetId !== undefined && (!Number.isSafeInteger(targetId) || targetId < 1)) throw invalid('Unknown staff member.');
  if (targetId === session.staff.id) throw invalid('Ask another admin to change your own account.');
  return session;
}

export async function addMember(_: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await admin();
    const done = await addStaff({ name: String(form.get('name') ?? ''), email: String(form.get('email') ?? ''), role: String(form.get('role') ?? '') as 'viewer' }, session.staff.email);
    revalidatePath('/staff/team');
    return { ok: `Added ${done.staff.name} as ${done.staff.role}. Give them this enrolment link in person or by phone (valid until ${dateTime(done.expiresAt)}):`, secret: [done.url] };
  } catch (e) {
    return refusal(e);
  }
}

export async function disableMember(id: number): Promise<ActionResult> {
  try {
    const session = await admin(id);
    const done = await disableStaff(id, session.staff.email);
    revalidatePath('/staff/team');
    return { ok: `Disabled ${done.name}; their sessions have ended.` };
  } catch (e) {
    return refusal(e);
  }
}

export async function resetMember(id: number): Promise<ActionResult> {
  try {
    const session = await admin(id);
    const done = await resetStaffTwoFactor(id, session.staff.email);
    revalidatePath('/staff/team');
    return { ok: `Reset ${done.staff.name}: their sessions have ended. New enrolment link (valid until ${dateTime(done.expiresAt)}):`, secret: [done.url] };
  } catch (e) {
    return refusal(e);
  }
}
