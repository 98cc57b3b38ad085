// /staff/team: staff accounts (admins). Changes need signing in again (lib/staff/guard.ts requireRecentReauth).
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireStaff } from '@/lib/staff/guard';
import { listStaff } from '@/lib/staff/accounts';
import { hasRecentReauth } from '@/lib/staff/sessions';
import { ROLE_LABELS, STAFF_ROLES } from '@/lib/staff/roles';
import { ActionForm, SubmitButton } from '../_ui/action-form';
import { Field } from '../_ui/field';
import { dateTime } from '../_ui/format';
import { addMember, disableMember, resetMember } from './actions';

export const metadata: Metadata = { title: 'Team' };

export default async function Team() {
  const session = await requireStaff('admin');
  const staff = await listStaff();
  const confirmed = hasRecentReauth(session);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">Team</h1>
      {!confirmed ? (
        <p className="mt-3 rounded-md border border-amber-400 bg-amber-50 p-3">Changing staff accounts needs your password and a code again. <Link className="font-semibold text-brand-700 underline" href="/staff/reauth?next=/staff/team">Confirm it is you</Link></p>
      ) : null}
      <ul className="mt-4 grid gap-3">{staff.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-300 bg-white p-3">
          <div className="text-sm"><p className="font-semibold">{s.name} <span className="font-normal">({s.email})</span></p>
            <p className="text-slate-700">{s.role}; {s.disabledAt ? `disabled ${dateTime(s.disabledAt)}` : s.enrolledAt ? 'active' : 'enrolment pending'}; added {dateTime(s.createdAt)} by {s.createdBy}</p></div>
          {s.id !== session.staff.id ? (
            // The forms stay on the page whatever the account's state, so their answer (the new link) stays in view.
            <div className="flex flex-wrap gap-2">
              <ActionForm action={resetMember.bind(null, s.id)}><SubmitButton tone="plain">{s.disabledAt ? 'Bring back with a new enrolment link' : 'Reset password and authenticator'}</SubmitButton></ActionForm>
              <ActionForm action={disableMember.bind(null, s.id)}>{s.disabledAt ? null : <SubmitButton tone="danger">Disable</SubmitButton>}</ActionForm>
            </div>
          ) : null}
        </li>
      ))}</ul>
      <section aria-labelledby="add" className="mt-8 max-w-md">
        <h2 id="add" className="text-xl font-bold">Add a staff member</h2>
        <ActionForm action={addMember} className="mt-3 grid gap-4">
          <Field label="Name" name="name" required autoComplete="off" />
          <Field label="Email address" name="email" type="email" required autoComplete="off" />
          <fieldset className="grid gap-2"><legend className="text-sm font-semibold">Role</legend>
            {STAFF_ROLES.map((r) => (
              <div key={r} className="flex items-center gap-2"><input type="radio" id={`role-${r}`} name="role" value={r} defaultChecked={r === 'reviewer'} className="h-5 w-5" /><label htmlFor={`role-${r}`}>{ROLE_LABELS[r]}</label></div>
            ))}
          </fieldset>
          <SubmitButton>Add and make an enrolment link</SubmitButton>
        </ActionForm>
      </section>
    </main>
  );
}
