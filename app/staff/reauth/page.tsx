// /staff/reauth?next=…: erasure and managing staff need the password and a code again.
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireStaff } from '@/lib/staff/guard';
import { ActionForm, SubmitButton } from '../_ui/action-form';
import { Field } from '../_ui/field';
import { confirmIdentity } from './actions';
import { safeReturn } from '@/lib/staff/return-path';
import { singleParams, type SearchParams } from '../_ui/search-params';

export const metadata: Metadata = { title: 'Confirm it is you' };

/** Why the page asks, from where it returns: the pages that link here name the form they lead to (#reset, #erase). */
function reasonFor(next: string) {
  if (next.startsWith('/staff/team')) return 'Changing staff accounts needs this step.';
  if (next.endsWith('#reset')) return 'Making a password reset link for an applicant needs this step.';
  if (next.endsWith('#erase')) return 'Erasing an applicant\'s data needs this step.';
  return 'This step is needed before erasing data, making a reset link or changing staff accounts.';
}

export default async function Reauth({ searchParams }: { searchParams: SearchParams }) {
  const next = safeReturn((await singleParams(searchParams)).next);
  const session = await requireStaff('account', next);
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Confirm it is you</h1>
      <p className="mt-3 text-slate-700">{reasonFor(next)} Enter your password and a new code ({session.staff.email}).</p>
      <ActionForm action={confirmIdentity.bind(null, next)} className="mt-6 grid gap-4">
        <Field label="Password" name="password" type="password" autoComplete="current-password" required />
        <Field label="Code from your authenticator app" name="code" autoComplete="one-time-code" inputMode="numeric" required maxLength={32} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton>Confirm</SubmitButton>
          <Link className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900" href={next}>Cancel</Link>
        </div>
      </ActionForm>
    </main>
  );
}
