// /staff/login: email and password, then a code from the authenticator app (or a recovery code).
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentStaffSession } from '@/lib/staff/guard';
import { safeReturn } from '@/lib/staff/return-path';
import { ActionForm, SubmitButton } from '../_ui/action-form';
import { Field } from '../_ui/field';
import { signInCode, signInPassword, signInPasswordAndCode, startOver } from './actions';
import { SIGN_IN_MESSAGES } from '@/lib/staff/sign-in';
import { singleParams, type SearchParams } from '../_ui/search-params';

export const metadata: Metadata = { title: 'Sign in' };

/**
 * ?next=: the console page to open after signing in (checked by safeReturn: a console path or the dashboard).
 * ?signed-out=1: set by signing out (app/staff/account/actions.ts), to say that it worked.
 * ?with-code=1: too many sign-ins failed from this address; the password and the code are asked for together.
 */
export default async function StaffLogin({ searchParams }: { searchParams: SearchParams }) {
  const sp = await singleParams(searchParams);
  const next = safeReturn(sp.next);
  const session = await currentStaffSession();
  if (session?.verified) redirect(next);
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Staff sign-in</h1>
      {session ? (
        <>
          <p className="mt-3 text-slate-700">Signing in as <strong>{session.staff.email}</strong>. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.</p>
          <ActionForm action={signInCode.bind(null, next)} className="mt-6 grid gap-4">
            <Field label="Code" name="code" autoComplete="one-time-code" inputMode="numeric" required maxLength={32} autoFocus />
            <SubmitButton>Sign in</SubmitButton>
          </ActionForm>
          <form action={startOver.bind(null, next)} className="mt-4">
            <button type="submit" className="min-h-11 text-sm font-semibold text-brand-700 underline">Use another account</button>
          </form>
        </>
      ) : sp['with-code'] === '1' ? (
        <>
          <p className="mt-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950" role="status">{SIGN_IN_MESSAGES.withCode}</p>
          <ActionForm action={signInPasswordAndCode.bind(null, next)} className="mt-6 grid gap-4">
            <Field label="Email address" name="email" type="email" autoComplete="username" required />
            <Field label="Password" name="password" type="password" autoComplete="current-password" required />
            <Field label="Code" name="code" autoComplete="one-time-code" inputMode="numeric" required maxLength={32} />
            <SubmitButton>Sign in</SubmitButton>
          </ActionForm>
        </>
      ) : (
        <>
          {sp['signed-out'] === '1' ? <p className="mt-3 rounded-md border border-green-300 bg-green-50 p-3 text-green-900" role="status">You are signed out.</p> : null}
          {next !== '/staff' ? <p className="mt-3 rounded-md border border-slate-300 bg-white p-3 text-slate-800" role="status">Sign in to continue to the page you opened. A reason you were typing there is kept in this browser tab.</p> : null}
          <p className="mt-3 text-slate-700">For the foundation&apos;s staff. Your account comes from an admin, with a one-time enrolment link.</p>
          <ActionForm action={signInPassword.bind(null, next)} className="mt-6 grid gap-4">
            <Field label="Email address" name="email" type="email" autoComplete="username" required />
            <Field label="Password" name="password" type="password" autoComplete="current-password" required />
            <SubmitButton>Continue</SubmitButton>
          </ActionForm>
          <p className="mt-6 text-sm text-slate-600">Forgot your password or lost your phone? Ask an admin for a new enrolment link.</p>
        </>
      )}
    </main>
  );
}
