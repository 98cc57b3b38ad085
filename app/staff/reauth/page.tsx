// /staff/reauth?next=…: erasure and managing staff need the password and a code again.
import type { Metadata } from 'next';
import { requireStaff } from '@/lib/staff/guard';
import { ActionForm, SubmitButton } from '../_ui/action-form';
import { Field } from '../_ui/field';
import { confirmIdentity } from './actions';
import { safeReturn } from '@/lib/staff/return-path';

export const metadata: Metadata = { title: 'Confirm it is you' };

export default async function Reauth({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const next = safeReturn((await searchParams).next);
  const session = await requireStaff('view', next);
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Confirm it is you</h1>
      <p className="mt-3 text-slate-700">This step erases data or changes staff accounts. Enter your password and a new code ({session.staff.email}).</p>
      <ActionForm action={confirmIdentity.bind(null, next)} className="mt-6 grid gap-4">
        <Field label="Password" name="password" type="password" autoComplete="current-password" required />
        <Field label="Code from your authenticator app" name="code" autoComplete="one-time-code" inputMode="numeric" required maxLength={32} />
        <SubmitButton>Confirm</SubmitButton>
      </ActionForm>
    </main>
  );
}
