'use client';
// The last enrolment step: a correct code, then the recovery codes once, and the way to sign in.
import Link from 'next/link';
import { useActionState } from 'react';
import type { ActionResult } from '../../_ui/action-result';
import { SubmitButton } from '../../_ui/action-form';

export function EnrolmentDone({ action }: { action: (s: ActionResult, f: FormData) => Promise<ActionResult> }) {
  const [state, formAction] = useActionState(action, null);
  if (state?.secret) {
    return (
      <div className="mt-6 grid gap-3" role="status">
        <p className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900">{state.ok}</p>
        <h3 className="text-lg font-bold">Your recovery codes</h3>
        <ul className="grid grid-cols-2 gap-2 rounded-md border border-amber-400 bg-amber-50 p-3 font-mono text-base" data-testid="recovery-codes">
          {state.secret.map((c) => <li key={c}>{c}</li>)}
        </ul>
        <p><Link className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white" href="/staff/login">Sign in now</Link></p>
      </div>
    );
  }
  return (
    <form action={formAction} className="mt-6 grid gap-4" noValidate>
      <div className="grid gap-1">
        <label htmlFor="code" className="text-sm font-semibold text-slate-800">The 6-digit code your app shows</label>
        <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required
          aria-invalid={state?.error ? true : undefined} aria-describedby={state?.error ? 'code-error' : undefined}
          className="min-h-11 w-40 rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-lg" />
        {state?.error ? <p id="code-error" role="alert" className="text-sm text-red-800">{state.error}</p> : null}
      </div>
      <SubmitButton>Finish enrolment</SubmitButton>
    </form>
  );
}
