'use server';
// The enrolment link's two steps (lib/staff/enrolment.ts). The token comes bound by the page.
import { revalidatePath } from 'next/cache';
import { assertSameOriginAction } from '@/lib/staff/guard';
import { finishEnrolment, setEnrolmentPassword } from '@/lib/staff/enrolment';
import { refusal, type ActionResult } from '../../_ui/action-result';

export async function choosePassword(token: string, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    await assertSameOriginAction();
    await setEnrolmentPassword(token, String(form.get('password') ?? ''), String(form.get('confirm') ?? ''));
  } catch (e) {
    return refusal(e);
  }
  revalidatePath(`/staff/enrol/${token}`);
  return { ok: 'Password set. Now add the account to your authenticator app.' };
}

export async function confirmAuthenticator(token: string, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    await assertSameOriginAction();
    const codes = await finishEnrolment(token, String(form.get('code') ?? ''));
    return {
      ok: 'Enrolment complete. Keep these recovery codes somewhere safe (printed, or in a password manager): each signs you in once if your phone is not at hand. Then sign in.',
      secret: codes,
    };
  } catch (e) {
    return refusal(e);
  }
}
