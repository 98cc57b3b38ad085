// /staff/internships/<id>: one internship. The intern and the terms, the college letter (opened like any document,
// for staff with the documents permission), the weekly logs (supervisors see their own interns', admins all),
// the certificate, the actions its state allows, and the history in words. Every action posts a plain form to a
// server action (./../actions.ts) calling lib/internships, so it works without scripts; each is audited there.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { internshipForStaff } from '@/lib/internships/console-page';
import { historyInWords } from '@/lib/staff/history';
import { NotFoundError } from '@/lib/kernel/domain-errors';
import { isDbIdString } from '@/lib/kernel/db-ids';
import { certificateVerifyUrl } from '@/lib/certificates/certificate-code';
import { INTERNSHIP_RULES } from '@/lib/internships/rules';
import { ActionForm, SubmitButton } from '../../_ui/action-form';
import { Field, TextArea } from '../../_ui/field';
import { FocusOnArrival } from '../../_ui/focus-on-arrival';
import { HistoryList } from '../../_ui/history-list';
import { dateOnly, dateTime } from '../../_ui/format';
import { singleParams, type SearchParams } from '../../_ui/search-params';
import {
  approveSelectedLogs, completeInternship, decideLetter, decideLog, endInternship, extendInternship, reissueInternshipCertificate, revokeInternshipCertificate,
} from '../actions';
import { STATE_LABELS } from '../labels';

export const metadata: Metadata = { title: 'Internship' };

const DONE: Record<string, string> = {
  offered: 'Offered. The intern is being emailed the offer letter.',
  letter_accept: 'Letter accepted: the internship is under way.',
  letter_return: 'Letter returned. The intern is being emailed your reason.',
  log_approve: 'Log approved.',
  log_return: 'Log returned. The intern is being emailed your note.',
  extended: 'Extended.',
  ended: 'Ended early. The intern is being emailed your reason.',
  completed: 'Completed. The certificate is issued and the intern is being emailed.',
  revoked: 'Certificate revoked. Its verify page now says so.',
  reissued: 'Certificate reissued under a new number. The old number now says "replaced by" the new one.',
};

const box = 'grid content-start gap-3 rounded-md border border-slate-300 bg-white p-4';
const week = (d: Date) => dateOnly(d);
const ymd = (d: Date) => d.toISOString().slice(0, 10);

async function load(id: number, staff: Parameters<typeof internshipForStaff>[1]) {
  try {
    return await internshipForStaff(id, staff);
  } catch (e) {
    if (e instanceof NotFoundError) notFound();
    throw e;
  }
}

export default async function InternshipPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: SearchParams }) {
  const { id: rawId } = await params;
  const here = `/staff/internships/${encodeURIComponent(rawId)}`;
  const session = await requireStaff('view', here);
  if (!isDbIdString(rawId)) notFound();
  const id = Number(rawId);
  const sp = await singleParams(searchParams);
  const { staff } = session;
  const { internship: i, seesLogs, logs, certificates, history } = await load(id, staff);
  const { decisions, views } = await historyInWords(history);
  const acts = can(staff.role, 'review');
  const done = sp.done && Object.hasOwn(DONE, sp.done) ? DONE[sp.done] : null;
  const { approvedHours, neededHours: needed } = i;
  const waitingLetter = i.letters.findLast((l) => l.status === 'submitted');
  const waitingLogs = logs.filter((l) => l.status === 'submitted');
  const live = ['offered', 'accepted', 'active'].includes(i.state);
  const current = certificates.find((c) => !c.replacedById);
  const fields: [string, React.ReactNode][] = [
    ['Intern', <Link key="a" className="font-semibold text-brand-700 underline" href={`/staff/queue/interns/${i.applicant.id}`}>{i.applicant.name} ({i.applicant.applicationId ?? `#${i.applicant.id}`})</Link>],
    ['College', i.applicant.institution.name], ['Email', i.applicant.email], ['Mobile', i.applicant.mobileNo],
    ['Programme', i.title], ['State', STATE_LABELS[i.state]], ['Starts', dateOnly(i.startDate)],
    ['Weeks', String(i.weeks)], ['Minimum hours a week', String(i.minHoursPerWeek)],
    ['Supervisor', i.supervisor ? `${i.supervisor.name} (${i.supervisor.email})` : 'none'],
    ['Offered', `${dateTime(i.offeredAt)} by ${i.offeredBy}`], ['Letter deadline', dateTime(i.letterDeadline)],
    ['Accepted by the intern', dateTime(i.acceptedAt)], ['Declined', i.declinedAt ? `${dateTime(i.declinedAt)}${i.declineReason ? `: ${i.declineReason}` : ''}` : '–'],
    ['Withdrawn', dateTime(i.withdrawnAt)], ['Ended early', i.endedAt ? `${dateTime(i.endedAt)} by ${i.endedBy}: ${i.endReason}` : '–'],
    ['Completed', i.completedAt ? `${dateTime(i.completedAt)} by ${i.completedBy}` : '–'],
    ...(seesLogs ? [['Approved hours', `${approvedHours} of ${needed} needed`] as [string, string]] : []),
  ];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm"><Link className="font-semibold text-brand-700 underline" href="/staff/internships">← Internships</Link></p>
      <h1 className="mt-2 text-2xl font-bold">{i.applicant.name}: {i.title} <span className="text-base font-normal text-slate-700">({STATE_LABELS[i.state]})</span></h1>
      <div id="outcome">{done ? <FocusOnArrival role="status" className="mt-3 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900">{done}</FocusOnArrival> : null}</div>

      <section aria-labelledby="details" className="mt-6">
        <h2 id="details" className="text-xl font-bold">Details</h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 rounded-md border border-slate-300 bg-white p-4 text-sm sm:grid-cols-[14rem_1fr]">
          {fields.map(([k, v]) => <div key={k} className="contents"><dt className="font-semibold text-slate-700">{k}</dt><dd className="break-words">{v}</dd></div>)}
        </dl>
      </section>

      <section aria-labelledby="letter" className="mt-8">
        <h2 id="letter" className="text-xl font-bold">College approval letter</h2>
        {i.letters.length ? (
          <ul className="mt-3 grid gap-2 text-sm">{[...i.letters].reverse().map((l) => (
            <li key={l.id} className="rounded-md border border-slate-300 bg-white p-3">
              <p><span className="font-semibold">{LETTER_LABELS[l.status]}</span>, uploaded {dateTime(l.submittedAt)}{l.reviewedAt ? `; checked ${dateTime(l.reviewedAt)} by ${l.reviewedBy}` : ''}</p>
              {l.returnReason ? <p className="text-slate-700">Reason: {l.returnReason}</p> : null}
              {l.document && can(staff.role, 'documents') ? (
                <p><a className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" href={`/staff/documents/${l.document.id}`}>Open the letter ({l.document.contentType})</a></p>
              ) : l.document ? <p className="text-slate-700">Your role does not include documents.</p> : null}
            </li>
          ))}</ul>
        ) : <p className="mt-3 text-sm text-slate-700">No letter uploaded yet.</p>}
        {acts && waitingLetter ? (
          <div className="mt-3 grid items-start gap-4 md:grid-cols-2">
            <ActionForm action={decideLetter.bind(null, id, 'accept')} className={box}>
              <p className="text-sm text-slate-700">Accept: the internship starts; the intern logs weekly hours from the start date.</p>
              <SubmitButton>Accept the letter</SubmitButton>
            </ActionForm>
            <ActionForm action={decideLetter.bind(null, id, 'return')} className={`${box} border-amber-400`}>
              <TextArea label="Reason for returning the letter (sent to the intern)" name="reason" required draft={`${here}:letter`} />
              <SubmitButton tone="plain">Return the letter</SubmitButton>
            </ActionForm>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="logs" className="mt-8">
        <h2 id="logs" className="text-xl font-bold">Weekly logs</h2>
        {!seesLogs ? <p className="mt-3 text-sm text-slate-700">Only the intern&apos;s supervisor and admins see the weekly logs.</p>
          : !logs.length ? <p className="mt-3 text-sm text-slate-700">No week logged yet.</p> : (
          <>
            {acts && waitingLogs.length > 1 ? (
              <ActionForm action={approveSelectedLogs.bind(null, id)} className={`${box} mt-3`}>
                <fieldset className="grid gap-2"><legend className="font-semibold">Approve several logs at once</legend>
                  {waitingLogs.map((l) => (
                    <div key={l.id} className="flex items-center gap-2 text-sm"><input id={`bulk-${l.id}`} type="checkbox" name="log" value={l.id} className="h-5 w-5" />
                      <label htmlFor={`bulk-${l.id}`}>Week of {week(l.weekStart)}: {l.hours} hours</label></div>
                  ))}
                </fieldset>
                <SubmitButton>Approve selected logs</SubmitButton>
              </ActionForm>
            ) : null}
            <ol className="mt-3 grid gap-3">{logs.map((l) => (
              <li key={l.id} className="rounded-md border border-slate-300 bg-white p-3 text-sm">
                <h3 className="font-semibold">Week of {week(l.weekStart)}: {l.hours} hours <span className="font-normal text-slate-700">({LOG_LABELS[l.status]})</span></h3>
                <p className="mt-1 whitespace-pre-wrap break-words">{l.summary}</p>
                {l.note ? <p className="mt-1 text-slate-700">Note: {l.note}</p> : null}
                {acts && l.status === 'submitted' ? (
                  <div className="mt-2 grid items-start gap-3 md:grid-cols-2">
                    <ActionForm action={decideLog.bind(null, id, ymd(l.weekStart), 'approve')}><SubmitButton>Approve week of {week(l.weekStart)}</SubmitButton></ActionForm>
                    <ActionForm action={decideLog.bind(null, id, ymd(l.weekStart), 'return')} className="grid gap-2">
                      <TextArea label={`Note for returning the week of ${week(l.weekStart)} (sent to the intern)`} name="note" required rows={2} draft={`${here}:log:${ymd(l.weekStart)}`} />
                      <SubmitButton tone="plain">Return with the note</SubmitButton>
                    </ActionForm>
                  </div>
                ) : null}
              </li>
            ))}</ol>
          </>
        )}
      </section>

      <section aria-labelledby="certificate" className="mt-8">
        <h2 id="certificate" className="text-xl font-bold">Certificate</h2>
        {certificates.length ? (
          <ul className="mt-3 grid gap-2 text-sm">{certificates.map((c) => (
            <li key={c.id} className="rounded-md border border-slate-300 bg-white p-3">
              <p><span className="font-semibold">{c.number}</span>, issued {dateTime(c.issuedAt)}
                {c.revokedAt ? <>; <strong className="text-red-800">revoked {dateTime(c.revokedAt)}</strong>{c.revokeReason ? ` (${c.revokeReason})` : ''}</> : null}
                {c.replacedBy ? `; replaced by ${c.replacedBy.number}` : ''}</p>
              <p><a className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" href={certificateVerifyUrl(c.id)}>Its verify page</a></p>
            </li>
          ))}</ul>
        ) : <p className="mt-3 text-sm text-slate-700">No certificate: one is issued when the internship completes.</p>}
        {acts && current ? (
          <div className="mt-3 grid items-start gap-4 md:grid-cols-2">
            {!current.revokedAt ? (
              <ActionForm action={revokeInternshipCertificate.bind(null, id)} className={`${box} border-red-300`}>
                <TextArea label={`Reason for revoking ${current.number}`} name="reason" required draft={`${here}:revoke`} />
                <p className="text-sm text-slate-700">A revoked certificate stays on record; its verify page says it was revoked, with the date.</p>
                <SubmitButton tone="danger">Revoke the certificate</SubmitButton>
              </ActionForm>
            ) : null}
            <ActionForm action={reissueInternshipCertificate.bind(null, id)} className={box}>
              <p className="text-sm text-slate-700">Reissue after a correction: a new number is issued, and {current.number} will say &quot;replaced by&quot; the new one.</p>
              <SubmitButton tone="plain">Reissue under a new number</SubmitButton>
            </ActionForm>
          </div>
        ) : null}
      </section>

      {acts && live ? (
        <section aria-labelledby="actions" className="mt-8">
          <h2 id="actions" className="text-xl font-bold">Actions</h2>
          <div className="mt-3 grid items-start gap-4 md:grid-cols-2">
            {i.state === 'active' ? (
              <ActionForm action={completeInternship.bind(null, id)} className={box}>
                <p className="text-sm text-slate-700">Complete now: needs {needed} approved hours{seesLogs ? ` (approved so far: ${approvedHours})` : ''}. The certificate is issued and mailed to the intern.</p>
                <SubmitButton>Complete the internship</SubmitButton>
              </ActionForm>
            ) : null}
            <ActionForm action={extendInternship.bind(null, id)} className={box}>
              <fieldset className="grid gap-2"><legend className="text-sm font-semibold">Extend</legend>
                <div className="flex items-center gap-2 text-sm"><input id="extend-weeks" type="radio" name="what" value="weeks" defaultChecked className="h-5 w-5" /><label htmlFor="extend-weeks">more weeks (now {i.weeks})</label></div>
                {i.state !== 'active' ? <div className="flex items-center gap-2 text-sm"><input id="extend-letter" type="radio" name="what" value="letter_days" className="h-5 w-5" /><label htmlFor="extend-letter">more days for the letter (deadline now {dateTime(i.letterDeadline)})</label></div> : null}
              </fieldset>
              <Field label="How many" name="amount" type="number" inputMode="numeric" required hint={`Weeks: up to ${INTERNSHIP_RULES.maxExtendedWeeks} in all. Days: 1 to 60.`} />
              <SubmitButton tone="plain">Extend</SubmitButton>
            </ActionForm>
            <ActionForm action={endInternship.bind(null, id)} className={`${box} border-red-300`}>
              <TextArea label="Reason for ending early (sent to the intern)" name="reason" required draft={`${here}:end`} />
              <div className="flex items-center gap-2 text-sm"><input id="end-confirm" name="confirm" type="checkbox" value="yes" className="h-5 w-5" /><label htmlFor="end-confirm">I understand this cannot be undone</label></div>
              <SubmitButton tone="danger">End the internship early</SubmitButton>
            </ActionForm>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="history" className="mt-8">
        <h2 id="history" className="text-xl font-bold">History</h2>
        <HistoryList decisions={decisions} views={views} empty="Nothing yet." />
      </section>
    </main>
  );
}

const LETTER_LABELS = { submitted: 'Waiting for your check', accepted: 'Accepted', returned: 'Returned' } as const;
const LOG_LABELS = { submitted: 'waiting for approval', approved: 'approved', returned: 'returned to the intern' } as const;
