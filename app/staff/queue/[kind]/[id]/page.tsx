// /staff/queue/<kind>/<id>: one application. Every field, the documents (the photo shown, the PDF in a frame
// and as a download, both sandboxed: docs/decisions/019), the review history in words, and the decisions the
// status allows. Approving asks to confirm first (?confirm=approve, a page of its own: no script needed) and
// can be undone for a few minutes by whoever approved. Opening the page is audited as `<kind>.view`, like the
// admin script's `show`; each document read as `<kind>.document.read`.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { getApplicantForReview } from '@/lib/people/review';
import { getInstitutionForReview } from '@/lib/institutions/review';
import { NotFoundError } from '@/lib/kernel/domain-errors';
import { isDbIdString } from '@/lib/kernel/db-ids';
import { sectorLabels } from '@/lib/registration/rules';
import { ActionForm, SubmitButton } from '../../../_ui/action-form';
import { TextArea } from '../../../_ui/field';
import { ForgetDrafts } from '../../../_ui/draft';
import { FocusOnArrival } from '../../../_ui/focus-on-arrival';
import { HistoryList } from '../../../_ui/history-list';
import { dateOnly, dateTime } from '../../../_ui/format';
import { otherEntriesOf, type OtherEntry } from '@/lib/staff/duplicate-colleges';
import { approvalMailSent, undoOffer } from '@/lib/staff/decisions';
import { historyInWords } from '@/lib/staff/history';
import { hasRecentReauth } from '@/lib/staff/sessions';
import { UNDO_APPROVAL_MINUTES } from '@/lib/review/decide';
import { decide, erase, resetLink, undoApprove } from '../../actions';
import { isQueueSlug, QUEUES } from '../../kinds';
import { singleParams, type SearchParams } from '../../../_ui/search-params';

export const metadata: Metadata = { title: 'Application' };

type Doc = { id: number; label: string; contentType: string; sizeBytes: number };
const kb = (n: number) => (n < 1024 ? `${n} bytes` : `${(n / 1024).toFixed(0)} KB`);

async function load(kind: 'institution' | 'intern' | 'member', id: number, staff: string) {
  try {
    if (kind === 'institution') {
      const { institution: i, proof, history } = await getInstitutionForReview(id, staff);
      const duplicates = (await otherEntriesOf([id])).get(id) ?? [];
      return {
        duplicates,
        title: i.name, applicationId: i.applicationId, status: i.status, history, reviewedBy: i.reviewedBy, reviewedAt: i.reviewedAt,
        fields: [
          ['Application ID', i.applicationId], ['Name', i.name], ['Address', i.fullAddress], ['District', i.district.name],
          ['Police station', i.policeStation.name], ['PIN code', i.pinCode], ['Authorised person', i.assignedPersonName],
          ['Designation', i.designation], ['Phone', i.assignedPersonPhone], ['Email', i.email],
          ['Status', i.submittedAt ? i.status : `${i.status} (draft: ID proof never uploaded)`], ['Registered', dateTime(i.createdAt)],
          ['Submitted', dateTime(i.submittedAt)], ['Terms accepted', i.termsAcceptedAt ? `${dateTime(i.termsAcceptedAt)} (version ${i.termsVersion})` : null],
          ['Reviewed', i.reviewedAt ? `${dateTime(i.reviewedAt)} by ${i.reviewedBy}` : null], ['Rejection reason', i.rejectionReason],
        ] as [string, string | number | null][],
        documents: proof ? [{ id: proof.id, label: 'ID proof', contentType: proof.contentType, sizeBytes: proof.sizeBytes }] : [] as Doc[],
      };
    }
    const { applicant: p, history } = await getApplicantForReview(kind, id, staff);
    return {
      duplicates: [] as OtherEntry[],
      title: p.name, applicationId: p.applicationId, status: p.status, history, reviewedBy: p.reviewedBy, reviewedAt: p.reviewedAt,
      fields: [
        ['Application ID', p.applicationId], ['Name', p.name], ['Date of birth', dateOnly(p.dob)], ['Gender', p.gender],
        ['Mobile', p.mobileNo], ['WhatsApp', p.whatsappNo], ['Email', p.email], ['Address', p.fullAddress], ['District', p.district.name],
        ['Police station', p.policeStation.name], ['PIN code', p.pinCode], ['College', p.institution.name], ['Category', p.category.name],
        ['Stream', p.stream.name], ['Course', p.course?.name ?? null], ['Semester', p.semester], ['Interests', sectorLabels(p.areasOfInterest)],
        kind === 'intern' ? ['Referral code', p.referralCode] : ['Referral code used', p.referralCodeUsed],
        ['Status', p.status], ['Card revoked', p.cardRevokedAt ? dateTime(p.cardRevokedAt) : null],
        ['Reviewed', p.reviewedAt ? `${dateTime(p.reviewedAt)} by ${p.reviewedBy}` : null], ['Reason given', p.rejectionReason],
        ['Guardian', p.guardianName ? `${p.guardianName} (${p.guardianRelationship}), ${p.guardianMobile}, consent ${dateTime(p.guardianConsentAt)}` : null],
        ['Terms accepted', `${dateTime(p.termsAcceptedAt)} (version ${p.termsVersion})`], ['Registered', dateTime(p.createdAt)],
      ] as [string, string | number | null][],
      documents: p.documents.map((d) => ({ id: d.id, label: d.kind === 'aadhaar' ? 'Aadhaar card' : 'Passport photo', contentType: d.contentType, sizeBytes: d.sizeBytes })),
    };
  } catch (e) {
    if (e instanceof NotFoundError) notFound();
    throw e;
  }
}

const box = 'grid content-start gap-3 rounded-md border border-slate-300 bg-white p-4';
const buttonLink = 'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold';

// Who is told: a college's own mail for a college, the applicant's for an intern or member. The approval's words
// follow the mail as it is when the page is drawn, as the undo box's do: "being emailed" beside "the approval mail
// has already been sent" contradicted itself (issue 34).
const DONE = (who: string, mailSent: boolean): Record<string, string> => ({
  approve: mailSent ? `Approved. The approval mail to ${who.toLowerCase()} has been sent.` : `Approved. ${who} is being emailed.`,
  reject: `Rejected. ${who} is being emailed with your reason.`,
  revoke: 'Card revoked. The person is being emailed with your reason.',
});
const UNDONE = (who: string, isCollege: boolean): Record<string, string> => ({
  withdrawn: 'Approval undone: the application is pending again. The approval mail had not been sent, and now never will be.',
  sent: `Approval undone: the application is pending again. The approval mail had already been sent, so ${who.toLowerCase()} may think ${isCollege ? 'it is' : 'they are'} approved: tell ${isCollege ? 'the college' : 'them'} yourself.`,
  none: 'Approval undone: the application is pending again.',
});

/** The other entries of a possibly duplicated college, each a link to its page. */
function OtherEntries({ entries }: { entries: OtherEntry[] }) {
  return <>{entries.map((o, n) => (
    <span key={o.id}>{n ? ', ' : ''}<Link className="font-semibold underline" href={`/staff/queue/institutions/${o.id}`}>{o.name} ({o.applicationId ?? `#${o.id}`}, {o.status})</Link></span>
  ))}</>;
}

export default async function Application({ params, searchParams }: { params: Promise<{ kind: string; id: string }>; searchParams: SearchParams }) {
  const { kind: slug, id: rawId } = await params;
  const here = `/staff/queue/${encodeURIComponent(slug)}/${encodeURIComponent(rawId)}`;
  const session = await requireStaff('view', here);
  if (!isQueueSlug(slug) || !isDbIdString(rawId)) notFound();
  const sp = await singleParams(searchParams);
  const { kind, title: queueTitle } = QUEUES[slug];
  const id = Number(rawId);
  const a = await load(kind, id, session.staff.email);
  const role = session.staff.role;
  const { decisions, views } = await historyInWords(a.history);
  const undo = can(role, 'review') ? await undoOffer(kind, id, a, session.staff.email) : null;
  const confirming = sp.confirm === 'approve' && a.status === 'pending';
  const reauthed = hasRecentReauth(session);
  // ?done= and ?undone= name a fixed message (never text from the address), shown only while the status still says so.
  const AFTER = { approve: 'approved', reject: 'rejected', revoke: 'revoked' } as Record<string, string>;
  const who = kind === 'institution' ? 'The college' : 'The applicant';
  const mailSent = undo ? undo.mailSent : sp.done === 'approve' && a.status === 'approved' && await approvalMailSent(kind, id);
  const doneWords = DONE(who, mailSent), undoneWords = UNDONE(who, kind === 'institution');
  const done = sp.done && Object.hasOwn(doneWords, sp.done) && a.status === AFTER[sp.done] ? doneWords[sp.done] : null;
  const undone = sp.undone && Object.hasOwn(undoneWords, sp.undone) && a.status === 'pending' ? undoneWords[sp.undone] : null;
  const contact = a.fields.find(([label]) => label === 'Email')?.[1]; // for telling them after an undo whose mail had left
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm"><Link className="font-semibold text-brand-700 underline" href={`/staff/queue/${slug}`}>← {queueTitle} queue</Link></p>
      <h1 className="mt-2 text-2xl font-bold">{a.title} <span className="text-base font-normal text-slate-700">({a.applicationId ?? `#${id}`}, {a.status})</span></h1>
      {a.duplicates.length ? (
        <p className="mt-4 rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950" role="note">
          <strong>Possible duplicate:</strong> the same name in the same district as <OtherEntries entries={a.duplicates} />. Compare them before approving.
        </p>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="details">
          <h2 id="details" className="text-xl font-bold">Details</h2>
          <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 rounded-md border border-slate-300 bg-white p-4 text-sm sm:grid-cols-[12rem_1fr]">
            {a.fields.map(([k, v]) => (
              <div key={k} className="contents"><dt className="font-semibold text-slate-700">{k}</dt><dd className="break-words">{v === null || v === '' ? '–' : v}</dd></div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="documents">
          <h2 id="documents" className="text-xl font-bold">Documents</h2>
          {!can(role, 'documents') ? <p className="mt-3 text-slate-700">Your role does not include documents.</p>
            : !a.documents.length ? <p className="mt-3 text-slate-700">No documents uploaded.</p>
            : <ul className="mt-3 grid gap-4">{a.documents.map((d) => (
              <li key={d.id} className="rounded-md border border-slate-300 bg-white p-3">
                <p className="font-semibold">{d.label} <span className="font-normal text-slate-600">({d.contentType}, {kb(d.sizeBytes)})</span></p>
                {d.contentType.startsWith('image/') ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a private, audited document; never through the image optimiser
                  <img src={`/staff/documents/${d.id}`} alt={`${d.label} of ${a.title}`} className="mt-2 max-h-72 min-w-32 rounded border border-slate-200" />
                ) : (
                  <>
                    {/* No sandbox attribute: Chromium shows no PDF in an <iframe sandbox>, whatever it allows. The
                        answer sandboxes itself instead (Content-Security-Policy: sandbox, lib/documents/document-policy.ts):
                        the PDF is a document of no origin, without our cookies or scripts, framed by the console only. */}
                    <iframe src={`/staff/documents/${d.id}?framed`} title={`${d.label} of ${a.title} (PDF)`} className="mt-2 h-[28rem] w-full rounded border border-slate-300 bg-slate-100 lg:h-[36rem]" />
                    <p className="mt-2 text-sm text-slate-700">Nothing above? Some browsers, most phones among them, do not show a PDF inside a page.{' '}
                      <a className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" href={`/staff/documents/${d.id}`} download>Download the PDF</a></p>
                  </>
                )}
              </li>
            ))}</ul>}
        </section>
      </div>
      {can(role, 'review') ? (
        <section aria-labelledby="decision" className="mt-8">
          <h2 id="decision" className="text-xl font-bold">Decision</h2>
          {done ? <ForgetDrafts page={here} /> : null}
          {done ? <FocusOnArrival role="status" className="mt-3 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900">{done}</FocusOnArrival> : null}
          {undone ? <FocusOnArrival role="status" className="mt-3 rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-amber-950">{undone}</FocusOnArrival> : null}
          {undone && sp.undone === 'sent' && contact ? (
            <p className="mt-2 text-sm"><a className="font-semibold text-brand-700 underline" href={`mailto:${encodeURIComponent(contact)}?subject=${encodeURIComponent(`Your application ${a.applicationId ?? ''}`.trim())}`}>Write to {contact}</a></p>
          ) : null}
          {a.status === 'pending' && confirming ? (
            <ActionForm action={decide.bind(null, kind, id, 'approve')} className={`${box} mt-3 max-w-2xl border-brand-700`}>
              <h3 className="text-lg font-bold">Approve {a.title}?</h3>
              <p className="text-sm text-slate-700">{who} is emailed at once that it is approved{kind === 'institution' ? ', and students can then choose it when they register' : ', and their card shows Approved'}.
                You can undo the approval for {UNDO_APPROVAL_MINUTES} minutes; the mail can be stopped only if it has not been sent yet.</p>
              {a.duplicates.length ? (
                <div className="flex items-start gap-2 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
                  <input id="compared" name="compared" type="checkbox" value="yes" className="mt-0.5 h-5 w-5 shrink-0" />
                  <label htmlFor="compared">I compared it with <OtherEntries entries={a.duplicates} />: they are different colleges.</label>
                </div>
              ) : null}
              <div className="flex flex-wrap items-center gap-3"><SubmitButton>Yes, approve</SubmitButton>
                <Link className={`${buttonLink} border border-slate-400 bg-white text-slate-900`} href={`${here}#decision`}>Cancel</Link></div>
            </ActionForm>
          ) : a.status === 'pending' ? (
            <div className="mt-3 grid items-start gap-6 md:grid-cols-2">
              <div className={box}>
                <p className="text-sm text-slate-700">Approve: {who.toLowerCase()} is emailed{kind === 'institution' ? '' : ' and their card shows Approved'}. You confirm on the next step.</p>
                <p><Link className={`${buttonLink} bg-brand-700 text-white hover:bg-brand-800`} href={`${here}?confirm=approve#decision`}>Approve…</Link></p>
              </div>
              <ActionForm action={decide.bind(null, kind, id, 'reject')} className={`${box} border-red-300`}>
                <TextArea label={`Reason for rejecting (sent to ${who.toLowerCase()})`} name="reason" required draft={`${here}:reject`} />
                <p className="text-sm text-slate-700">A rejection is final: it cannot be undone.</p>
                <SubmitButton tone="danger">Reject</SubmitButton>
              </ActionForm>
            </div>
          ) : (
            <div className="mt-3 grid items-start gap-6 md:grid-cols-2">
              {undo ? (
                <ActionForm action={undoApprove.bind(null, kind, id)} className={`${box} border-amber-400`}>
                  <p className="text-sm text-slate-800">You approved this at {dateTime(a.reviewedAt)}. Until {dateTime(undo.until)} you can take it back to pending.{' '}
                    {undo.mailSent ? 'The approval mail has already been sent: undoing cannot take it back.' : 'The approval mail has not been sent yet: undoing stops it.'}</p>
                  <SubmitButton tone="plain">Undo approval</SubmitButton>
                </ActionForm>
              ) : null}
              {a.status === 'approved' && kind !== 'institution' ? (
                <ActionForm action={decide.bind(null, kind, id, 'revoke')} className={`${box} border-red-300`}>
                  <TextArea label="Reason for revoking the card (sent to them)" name="reason" required draft={`${here}:revoke`} />
                  <p className="text-sm text-slate-700">A revoked card cannot be restored.</p>
                  <SubmitButton tone="danger">Revoke card</SubmitButton>
                </ActionForm>
              ) : (
                <p className="text-sm text-slate-700">{a.status === 'approved'
                  ? 'This college is approved. An institution\'s approval cannot be revoked; erase it on request instead.'
                  : `This application is ${a.status}: that is final, and no decision is left to make.`}</p>
              )}
            </div>
          )}
          {kind === 'intern' && a.status === 'approved' ? (
            <div id="internship" className="mt-4 rounded-md border border-slate-300 bg-white p-4">
              <p className="text-sm text-slate-700">A verified intern can be offered an internship: programme, start, weeks, hours and a supervisor.</p>
              <p className="mt-2"><Link className={`${buttonLink} border border-slate-400 bg-white text-slate-900`} href={`/staff/internships/offer/${id}`}>Offer an internship…</Link></p>
            </div>
          ) : null}
          {kind !== 'institution' ? (
            <div id="reset" className="mt-4 rounded-md border border-slate-300 bg-white p-4">
              <p className="text-sm text-slate-700">Cannot reach their email? Make a one-time password reset link (24 hours) to give them by phone.</p>
              {reauthed ? (
                <ActionForm action={resetLink.bind(null, kind, id)} className="mt-2"><SubmitButton tone="plain">Make a reset link</SubmitButton></ActionForm>
              ) : (
                <p className="mt-2 text-sm">A reset link opens someone&apos;s account, so it needs your password and a code again.{' '}
                  <Link className="font-semibold text-brand-700 underline" href={`/staff/reauth?next=${encodeURIComponent(`${here}#reset`)}`}>Confirm it is you to make a reset link</Link></p>
              )}
            </div>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="history" className="mt-8">
        <h2 id="history" className="text-xl font-bold">Review history</h2>
        <HistoryList decisions={decisions} views={views} empty="No decision yet." />
      </section>
      {can(role, 'admin') ? (
        <section aria-labelledby="erase" className="mt-8">
          <h2 id="erase" className="text-xl font-bold">Erase on request</h2>
          <p className="mt-3 max-w-xl text-sm text-slate-700">Deletes the record, its documents and files; only the audit trail keeps the application id. It cannot be undone.</p>
          {reauthed ? (
            <ActionForm action={erase.bind(null, kind, id)} className="mt-3 grid max-w-xl gap-3 rounded-md border border-red-300 bg-white p-4">
              <TextArea label="Reason (the request and its date)" name="reason" required draft={`${here}:erase`} />
              <div className="flex items-center gap-2"><input id="confirm" name="confirm" type="checkbox" value="yes" className="h-5 w-5" /><label htmlFor="confirm">I understand this cannot be undone</label></div>
              <SubmitButton tone="danger">Erase</SubmitButton>
            </ActionForm>
          ) : (
            <p className="mt-3 max-w-xl text-sm">Erasing needs your password and a code again, before you fill in the form.{' '}
              <Link className="font-semibold text-brand-700 underline" href={`/staff/reauth?next=${encodeURIComponent(`${here}#erase`)}`}>Confirm it is you to erase</Link></p>
          )}
        </section>
      ) : null}
    </main>
  );
}
