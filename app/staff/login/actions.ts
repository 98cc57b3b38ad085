'use server';
// Staff sign-in in two steps (lib/staff/sign-in.ts): the password opens an unverified session whose cookie
// lets its holder enter a code; the right code turns it into a full session under a new token. `next` (bound by
// the page from ?next=, so it comes back from the browser) is checked again before it is followed.
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { assertSameOriginAction, clientInfo, currentStaffSession, secureCookies } from '@/lib/staff/guard';
import { PasswordWithCodeRequired, signInWithCode, signInWithPassword, signInWithPasswordAndCode } from '@/lib/staff/sign-in';
import { endStaffSession, STAFF_ABSOLUTE_SECONDS, STAFF_COOKIE, staffCookieOptions } from '@/lib/staff/sessions';
import { safeReturn, signInPath } from '@/lib/staff/return-path';
import { endPreview } from '@/lib/content-store/preview';
import { refusal, type ActionResult } from '../_ui/action-result';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

export async function signInPassword(next: string, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    await assertSameOriginAction();
    const token = await signInWithPassword({ email: text(form, 'email'), password: text(form, 'password') }, await clientInfo());
    (await cookies()).set(STAFF_COOKIE, token, staffCookieOptions(await secureCookies(), STAFF_ABSOLUTE_SECONDS));
    await endPreview(); // a new person at this browser: no preview of the one before
  } catch (e) {
    if (e instanceof PasswordWithCodeRequired) redirect(withCodePath(next));
    return refusal(e);
  }
  redirect(signInPath(next));
}

/** The sign-in form that takes the password and the code together (/staff/login?with-code=1). */
const withCodePath = (next: string) => `${signInPath(next)}${signInPath(next).includes('?') ? '&' : '?'}with-code=1`;

export async function signInPasswordAndCode(next: string, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    await assertSameOriginAction();
    const input = { email: text(form, 'email'), password: text(form, 'password'), code: text(form, 'code') };
    const token = await signInWithPasswordAndCode(input, await clientInfo());
    (await cookies()).set(STAFF_COOKIE, token, staffCookieOptions(await secureCookies(), STAFF_ABSOLUTE_SECONDS));
    await endPreview();
  } catch (e) {
    return refusal(e);
  }
  redirect(safeReturn(next));
}

export async function signInCode(next: string, _: ActionResult, form: FormData): Promise<ActionResult> {
  try {
    await assertSameOriginAction();
    const session = await currentStaffSession();
    if (!session || session.verified) redirect(signInPath(next));
    const token = await signInWithCode(session, text(form, 'code'), (await clientInfo()).ip);
    (await cookies()).set(STAFF_COOKIE, token, staffCookieOptions(await secureCookies(), STAFF_ABSOLUTE_SECONDS));
  } catch (e) {
    return refusal(e);
  }
  redirect(safeReturn(next));
}

export async function startOver(next: string) {
  await assertSameOriginAction();
  const session = await currentStaffSession();
  if (session && !session.verified) await endStaffSession(session.id);
  (await cookies()).delete({ name: STAFF_COOKIE, path: '/staff' });
  redirect(signInPath(next));
}
