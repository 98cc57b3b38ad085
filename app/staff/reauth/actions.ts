'use server';
// Signing in again (password and code) before erasure or staff management; good for 10 minutes.
import { redirect } from 'next/navigation';
import { clientInfo, requireStaffAction } from '@/lib/staff/guard';
import { reauthenticate } from '@/lib/staff/sign-in';
import { refusal, type ActionResult } from '../_ui/action-result';
import { safeReturn } from '@/lib/staff/return-path';


export async function confirmIdentity(next: string, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    const session = await requireStaffAction('account');
    await reauthenticate(session, { password: String(form.get('password') ?? ''), code: String(form.get('code') ?? '') }, (await clientInfo()).ip);
  } catch (e) {
    return refusal(e);
  }
  redirect(safeReturn(next));
}
