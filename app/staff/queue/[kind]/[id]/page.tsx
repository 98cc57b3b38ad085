// /staff/queue/<kind>/<id>: one application. Every field, the documents (the photo shown, the PDF as a
// sandboxed download: see docs/decisions/003), the review history, and the decisions. Opening it is audited
// as `<kind>.view`, like the admin script's `show`; each document read as `<kind>.document.read`.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { getApplicantForReview } from '@/lib/people/review';
import { getInstitutionForReview } from '@/lib/institutions/review';
import { NotFoundError } from '@/lib/kernel/domain-errors';
import { isDbIdString } from '@/lib/kernel/db-ids';
import { ActionForm, SubmitButton } from '../../../_ui/action-form';
import { TextArea } from '../../../_ui/field';
import { dateOnly, dateTime } from '../../../_ui/format';
import { possibleDuplicates } from '@/lib/staff/queue';
import { decide, erase, resetLink } from '../../actions';
import { isQueueSlug, QUEUES } from '../../kinds';

export const metadata: Metadata = { title: 'Application' };

type Doc = { id: number; label: string; contentType: string; sizeBytes: number };
const kb = (n: number) => (n < 1024 ? `${n} bytes` : `${(n / 1024).toFixed(0)} KB`);

async function load(kind: 'institution' | 'intern' | 'member', id: number, staff: string) {
  try {
    if (kind === 'institution') {
      const { institution: i, proof, history } = await getInstitutionForReview(id, staff);
      const duplicate = (await possibleDuplicates([id])).has(id);
      return {
        duplicate,
        title: i.name, applicationId: i.applicationId, status: i.status, history,
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
      duplicate: false,
      title: p.name, applicationId: p.applicationId, status: p.status, history,
      fields: [
        ['Application ID', p.applicationId], ['Name', p.name], ['Date of birth', dateOnly(p.dob)], ['Gender', p.gender],
        ['Mobile', p.mobileNo], ['WhatsApp', p.whatsappNo], ['Email', p.email], ['Address', p.fullAddress], ['District', p.district.name],
        ['Police station', p.policeStation.name], ['PIN code', p.pinCode], ['College', p.institution.name], ['Category', p.category.name],
        ['Stream', p.stream.name], ['Course', p.course?.name ?? null], ['Semester', p.semester], ['Interests', p.areasOfInterest.join(', ')],
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

export default async function Application({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const session = await requireStaff('view');
  const { kind: slug, id: rawId } = await params;
  if (!isQueueSlug(slug) || !isDbIdString(rawId)) notFound();
  const { kind, title: queueTitle } = QUEUES[slug];
  const id = Number(rawId);
  const a = await load(kind, id, session.staff.email);
  const role = session.staff.role;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm"><Link className="font-semibold text-brand-700 underline" href={`/staff/queue/${slug}`}>← {queueTitle} queue</Link></p>
      <h1 className="mt-2 text-2xl font-bold">{a.title} <span className="text-base font-normal text-slate-700">({a.applicationId ?? `#${id}`}, {a.status})</span></h1>
      {a.duplicate ? (
        <p className="mt-4 rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950" role="note">
          <strong>Possible duplicate:</strong> another submitted college has the same name in the same district.{' '}
          <Link className="font-semibold underline" href={`/staff/queue/institutions?status=all&q=${encodeURIComponent(a.title)}`}>Compare them</Link> before approving.
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
                  <p className="mt-2"><a className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white" href={`/staff/documents/${d.id}`} download>Download the PDF</a>
                    <span className="mt-1 block text-sm text-slate-600">Opens in your PDF reader, apart from the console (a PDF can carry script).</span></p>
                )}
              </li>
            ))}</ul>}
        </section>
      </div>
      {can(role, 'review') ? (
        <section aria-labelledby="decide" className="mt-8">
          <h2 id="decide" className="text-xl font-bold">Decision</h2>
          <div className="mt-3 grid gap-4 md:grid-cols-3">
            {/* Each form stays on the page after its decision, so its answer stays in view; only the decisions the
                status allows offer a button (approve and reject while pending, revoke while pending or approved). */}
            <ActionForm action={decide.bind(null, kind, id, 'approve')} className="grid content-start gap-3 rounded-md border border-slate-300 bg-white p-4">
              {a.status === 'pending' ? <>
                <p className="text-sm text-slate-700">Approve: the applicant is emailed and their card shows Approved.</p>
                <SubmitButton>Approve</SubmitButton>
              </> : <p className="text-sm text-slate-700">This application is {a.status}: it can no longer be approved or rejected.</p>}
            </ActionForm>
            <ActionForm action={decide.bind(null, kind, id, 'reject')} className={a.status === 'pending' ? 'grid content-start gap-3 rounded-md border border-slate-300 bg-white p-4' : 'empty:hidden'}>
              {a.status === 'pending' ? <>
                <TextArea label="Reason for rejecting (sent to the applicant)" name="reason" required />
                <SubmitButton tone="danger">Reject</SubmitButton>
              </> : null}
            </ActionForm>
            {kind !== 'institution' ? (
              <ActionForm action={decide.bind(null, kind, id, 'revoke')} className={a.status === 'pending' || a.status === 'approved' ? 'grid content-start gap-3 rounded-md border border-slate-300 bg-white p-4' : ''}>
                {a.status === 'pending' || a.status === 'approved' ? <>
                  <TextArea label="Reason for revoking the card (sent to them)" name="reason" required />
                  <SubmitButton tone="danger">Revoke card</SubmitButton>
                </> : null}
              </ActionForm>
            ) : null}
          </div>
          {kind !== 'institution' ? (
            <ActionForm action={resetLink.bind(null, kind, id)} className="mt-4 rounded-md border border-slate-300 bg-white p-4">
              <p className="text-sm text-slate-700">Cannot reach their email? Make a one-time password reset link (24 hours) to give them by phone. You will be asked to sign in again.</p>
              <div className="mt-2"><SubmitButton tone="plain">Make a reset link</SubmitButton></div>
            </ActionForm>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="history" className="mt-8">
        <h2 id="history" className="text-xl font-bold">Review history</h2>
        <ol className="mt-3 grid gap-1 text-sm">{a.history.map((h) => (
          <li key={h.id} className="rounded border border-slate-200 bg-white px-3 py-2">
            <span className="font-semibold">{dateTime(h.at)}</span>: {h.action} by {h.staff}
            {h.detail && typeof h.detail === 'object' && 'reason' in h.detail ? <span className="text-slate-700">. Reason: {String(h.detail.reason)}</span> : null}
          </li>
        ))}</ol>
      </section>
      {can(role, 'admin') ? (
        <section aria-labelledby="erase" className="mt-8">
          <h2 id="erase" className="text-xl font-bold">Erase on request</h2>
          <ActionForm action={erase.bind(null, kind, id)} className="mt-3 grid max-w-xl gap-3 rounded-md border border-red-300 bg-white p-4">
            <p className="text-sm text-slate-700">Deletes the record, its documents and files; only the audit trail keeps the application id. You will be asked to sign in again.</p>
            <TextArea label="Reason (the request and its date)" name="reason" required />
            <div className="flex items-center gap-2"><input id="confirm" name="confirm" type="checkbox" value="yes" className="h-5 w-5" /><label htmlFor="confirm">I understand this cannot be undone</label></div>
            <SubmitButton tone="danger">Erase</SubmitButton>
          </ActionForm>
        </section>
      ) : null}
    </main>
  );
}
