'use client';
// A form posting to a server action, for the console. It works before (and without) JavaScript as a plain
// form post; with JavaScript the answer appears without a reload. The action's message is announced:
// errors as an alert next to the form, successes as a status.
import { startTransition, useActionState } from 'react';
import { useFormStatus } from 'react-dom';
import type { ActionResult } from './action-result';

type Action = (state: ActionResult, form: FormData) => Promise<ActionResult>;

/** `keepFields`: a refused post leaves what was typed (and the chosen file) in place; React empties a form posted
 * through its `action` otherwise. Without JavaScript the form still posts plainly. */
export function ActionForm({ action, children, className, id, keepFields }: { action: Action; children: React.ReactNode; className?: string; id?: string; keepFields?: boolean }) {
  const [state, formAction] = useActionState(action, null);
  const keep = keepFields ? (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
    startTransition(() => formAction(form));
  } : undefined;
  return (
    <form action={formAction} onSubmit={keep} className={className} id={id} noValidate>
      {children}
      <div aria-live="polite" className="empty:hidden">
        {state?.error ? <p role="alert" className="mt-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">{state.error}</p> : null}
        {state?.ok ? <p className="mt-2 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900">{state.ok}</p> : null}
        {state?.details ? <ul className="mt-2 grid gap-1 text-sm" data-testid="results">{state.details.map((d) => <li key={d}>{d}</li>)}</ul> : null}
        {state?.secret ? <SecretOnce lines={state.secret} /> : null}
      </div>
    </form>
  );
}

/** Something shown once (recovery codes, an enrolment link): selectable text the person copies now. */
function SecretOnce({ lines }: { lines: string[] }) {
  return (
    <div className="mt-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">Copy this now: it is shown only once.</p>
      <ul className="mt-2 grid gap-1 font-mono text-base break-all" data-testid="secret-once">
        {lines.map((l) => <li key={l}>{l}</li>)}
      </ul>
    </div>
  );
}

/** `name` and `value` say which button sent the form, when a form has more than one (the inbox message's). */
export function SubmitButton({ children, tone = 'primary', name, value }: { children: React.ReactNode; tone?: 'primary' | 'danger' | 'plain'; name?: string; value?: string }) {
  const { pending } = useFormStatus();
  const tones = {
    primary: 'bg-brand-700 text-white hover:bg-brand-800',
    danger: 'bg-red-700 text-white hover:bg-red-800',
    plain: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100',
  };
  return (
    <button type="submit" name={name} value={value} aria-disabled={pending} className={`inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold ${tones[tone]} aria-disabled:opacity-60`}>
      {pending ? 'Working…' : children}
    </button>
  );
}
