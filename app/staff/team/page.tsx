// /staff/team: staff accounts (admins). Changes need signing in again (lib/staff/guard.ts requireRecentReauth),
// asked before any form. Disabling, resetting and bringing back each go through a confirmation step
// (?confirm=<what>&id=<id>, a page state of its own: no script needed) that says what happens and what undoes it.
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireStaff } from '@/lib/staff/guard';
import { listStaff, staffStateInWords } from '@/lib/staff/accounts';
import { hasRecentReauth } from '@/lib/staff/sessions';
import { ROLE_LABELS, STAFF_ROLES } from '@/lib/staff/roles';
import { ActionForm, SubmitButton } from '../_ui/action-form';
import { Field } from '../_ui/field';
import { dateTime } from '../_ui/format';
import { addMember, disableMember, enableMember, resetMember } from './actions';
import { singleParams, type SearchParams } from '../_ui/search-params';

export const metadata: Metadata = { title: 'Team' };

const CONFIRM = {
  disable: {
    question: (name: string) => `Disable ${name}?`,
    effect: 'Their sessions end at once and they can no longer sign in. "Bring back" undoes it later, with a new enrolment link (a new password and authenticator).',
    button: 'Yes, disable', tone: 'danger', action: disableMember,
  },
  reset: {
    question: (name: string) => `Reset ${name}'s password and authenticator?`,
    effect: 'Their password, authenticator and recovery codes stop working at once and their sessions end. This cannot be undone: they sign in again only after a new enrolment, through the link shown next.',
    button: 'Yes, reset', tone: 'danger', action: resetMember,
  },
  enable: {
    question: (name: string) => `Bring ${name} back?`,
    effect: 'You get a new enrolment link for them: they set a new password and authenticator. Until they enrol again they cannot sign in.',
    button: 'Yes, bring back', tone: 'primary', action: enableMember,
  },
} as const;
type Confirmable = keyof typeof CONFIRM;

const buttonLink = 'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold';

export default async function Team({ searchParams }: { searchParams: SearchParams }) {
  const session = await requireStaff('admin', '/staff/team');
  const staff = await listStaff();
  const confirmed = hasRecentReauth(session);
  const sp = await singleParams(searchParams);
  const asked = confirmed && sp.confirm && Object.hasOwn(CONFIRM, sp.confirm) ? sp.confirm as Confirmable : null;
  const target = asked ? staff.find((s) => String(s.id) === sp.id && s.id !== session.staff.id) : undefined;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">Team</h1>
      {!confirmed ? (
        <p className="mt-3 rounded-md border border-amber-400 bg-amber-50 p-3">Changing staff accounts needs your password and a code again. <Link className="font-semibold text-brand-700 underline" href="/staff/reauth?next=/staff/team">Confirm it is you</Link></p>
      ) : null}
      {asked && target ? (
        <section aria-labelledby="confirm-heading" className="mt-4 max-w-2xl rounded-md border-2 border-brand-700 bg-white p-4">
          <h2 id="confirm-heading" className="text-lg font-bold">{CONFIRM[asked].question(`${target.name} (${target.email})`)}</h2>
          <p className="mt-2 text-sm text-slate-700">{CONFIRM[asked].effect}</p>
          <ActionForm action={CONFIRM[asked].action.bind(null, target.id)} className="mt-3">
            <div className="flex flex-wrap items-center gap-3">
              <SubmitButton tone={CONFIRM[asked].tone}>{CONFIRM[asked].button}</SubmitButton>
              <Link className={`${buttonLink} border border-slate-400 bg-white text-slate-900`} href="/staff/team">Cancel</Link>
            </div>
          </ActionForm>
        </section>
      ) : null}
      <ul className="mt-4 grid gap-3">{staff.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-300 bg-white p-3">
          <div className="text-sm"><p className="font-semibold">{s.name} <span className="font-normal">({s.email})</span></p>
            <p className="text-slate-700">{s.role}; {staffStateInWords(s, dateTime)}; added {dateTime(s.createdAt)} by {s.createdBy}</p></div>
          {s.id !== session.staff.id && confirmed ? (
            // Each opens its confirmation step; only what the account's state allows is offered.
            <div className="flex flex-wrap gap-2">
              {s.disabledAt ? (
                <Link className={`${buttonLink} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100`} href={`/staff/team?confirm=enable&id=${s.id}`} aria-label={`Bring back ${s.name}…`}>Bring back…</Link>
              ) : (
                <>
                  <Link className={`${buttonLink} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100`} href={`/staff/team?confirm=reset&id=${s.id}`} aria-label={`Reset password and authenticator of ${s.name}…`}>Reset password and authenticator…</Link>
                  <Link className={`${buttonLink} bg-red-700 text-white hover:bg-red-800`} href={`/staff/team?confirm=disable&id=${s.id}`} aria-label={`Disable ${s.name}…`}>Disable…</Link>
                </>
              )}
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
