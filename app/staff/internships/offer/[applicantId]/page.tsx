// /staff/internships/offer/<applicant id>: offer an internship to a verified intern (from their application page).
// The rules (8 to 12 weeks, 1 to 40 hours, a start up to 26 weeks back, one live internship) are lib/internships'
// and are checked there; this form states them so nobody has to guess.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/staff/guard';
import { offerTarget, supervisorChoices } from '@/lib/internships/console-page';
import { NotFoundError } from '@/lib/kernel/domain-errors';
import { isDbIdString } from '@/lib/kernel/db-ids';
import { todayInIndia } from '@/lib/kernel/age';
import { INTERNSHIP_RULES as R } from '@/lib/internships/rules';
import { ActionForm, SubmitButton } from '../../../_ui/action-form';
import { Field } from '../../../_ui/field';
import { offerInternship } from '../../actions';
import { STATE_LABELS } from '../../labels';

export const metadata: Metadata = { title: 'Offer an internship' };

const select = 'min-h-11 w-full rounded-md border border-slate-400 bg-white px-2 text-base';
const LIVE = ['offered', 'accepted', 'active'];

export default async function OfferInternship({ params }: { params: Promise<{ applicantId: string }> }) {
  const { applicantId: raw } = await params;
  const session = await requireStaff('review', `/staff/internships/offer/${encodeURIComponent(raw)}`);
  if (!isDbIdString(raw)) notFound();
  const target = await offerTarget(Number(raw)).catch((e) => { if (e instanceof NotFoundError) notFound(); throw e; });
  const { applicant: a, latest } = target;
  const back = `/staff/queue/interns/${a.id}`;
  const refusal = a.kind !== 'intern' ? 'Only a registered intern can be offered an internship, not a youth-club member.'
    : a.status !== 'approved' ? 'This intern is not verified yet: approve their application before offering an internship.'
    : latest && LIVE.includes(latest.state) ? 'This intern already has an internship offer or an internship under way.' : null;
  const staff = await supervisorChoices();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm"><Link className="font-semibold text-brand-700 underline" href={back}>← {a.name}&apos;s application</Link></p>
      <h1 className="mt-2 text-2xl font-bold">Offer an internship to {a.name} <span className="text-base font-normal text-slate-700">({a.applicationId ?? `#${a.id}`})</span></h1>
      {refusal ? (
        <p role="note" className="mt-4 rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">{refusal}
          {latest && LIVE.includes(latest.state) ? <> <Link className="font-semibold underline" href={`/staff/internships/${latest.id}`}>Open it ({latest.title}, {STATE_LABELS[latest.state]})</Link></> : null}</p>
      ) : (
        <ActionForm action={offerInternship.bind(null, a.id)} className="mt-4 grid gap-4 rounded-md border border-slate-300 bg-white p-4">
          <Field label="Programme title" name="title" required maxLength={R.titleMax} hint="As the certificate will say it, for example Digital Literacy Outreach." />
          <Field label="Start date" name="start_date" type="date" required defaultValue={todayInIndia()} hint={`Up to ${R.maxStartWeeksInPast} weeks in the past, to record an internship already under way.`} />
          <div className="grid gap-1">
            <label htmlFor="weeks" className="text-sm font-semibold text-slate-800">Weeks</label>
            <select id="weeks" name="weeks" defaultValue="8" className={select}>
              {Array.from({ length: R.maxWeeks - R.minWeeks + 1 }, (_, n) => R.minWeeks + n).map((w) => <option key={w} value={w}>{w} weeks</option>)}
            </select>
          </div>
          <Field label="Minimum hours per week" name="min_hours_per_week" type="number" inputMode="numeric" required defaultValue="6" hint={`${R.minHoursPerWeek} to ${R.maxHoursPerWeek}. The certificate needs weeks × this many approved hours.`} />
          <div className="grid gap-1">
            <label htmlFor="supervisor_email" className="text-sm font-semibold text-slate-800">Supervisor (approves the weekly logs)</label>
            <select id="supervisor_email" name="supervisor_email" defaultValue={session.staff.email} className={select}>
              {staff.map((s) => <option key={s.email} value={s.email}>{s.name} ({s.email})</option>)}
            </select>
          </div>
          <p className="text-sm text-slate-700">The intern is emailed the offer letter at once, in their language with English beside it. They have until 23:59 India time on the {R.letterDays}th day to upload their college&apos;s approval letter.</p>
          <div className="flex flex-wrap items-center gap-3"><SubmitButton>Offer the internship</SubmitButton>
            <Link className="inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold" href={back}>Cancel</Link></div>
        </ActionForm>
      )}
    </main>
  );
}
