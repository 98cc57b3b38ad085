'use client';
// The question ("Approve 2 applications?") and, once answered, the outcome in its place: a heading that says it
// is done ("Approved 2 of 2"), focused, and a line per application linking to its page, where Undo is
// (review 3 of issue 26, P3-2). Without scripts the form posts and the page comes back the same way.
import Link from 'next/link';
import { useActionState } from 'react';
import { SubmitButton } from '../../../_ui/action-form';
import { FocusOnArrival } from '../../../_ui/focus-on-arrival';
import type { BulkOutcome } from '../../actions';

export function BulkApprove({ action, question, n, back, children }: {
  action: (state: BulkOutcome, form: FormData) => Promise<BulkOutcome>; question: string; n: number; back: string; children: React.ReactNode;
}) {
  const [state, formAction] = useActionState(action, null);
  if (state?.done) {
    const { approved, total, note, lines } = state.done;
    return (
      <>
        <FocusOnArrival as="h1" className="mt-2 text-2xl font-bold">{`Approved ${approved} of ${total}`}</FocusOnArrival>
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900">{note}</p>
        <ul className="mt-4 grid gap-2 text-sm" data-testid="results">{lines.map((l) => (
          <li key={l.id}><Link className="font-semibold text-brand-700 underline" href={`${back}/${l.id}`}>{l.text}</Link></li>
        ))}</ul>
        <p className="mt-6"><Link className="font-semibold text-brand-700 underline" href={back}>Back to the queue</Link></p>
      </>
    );
  }
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold">{question}</h1>
      <form action={formAction} className="mt-4 grid gap-4" noValidate>
        {children}
        {state?.error ? <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">{state.error}</p> : null}
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton>{`Yes, approve ${n}`}</SubmitButton>
          <Link className="inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold" href={back}>Cancel</Link>
        </div>
      </form>
    </>
  );
}
