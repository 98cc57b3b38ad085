// /staff/events/{slug}/check-in: the door, for any staff role, on a phone. The server draws the event and its
// ticket list in the first paint; the scanner keeps them on the device and works offline from there (decision 026).
// After the event, reviewers and admins send the attendance certificates from here, after a confirmation step
// (?confirm=certificates, a page state of its own: no script needed).
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { doorList } from '@/lib/events/check-in/door-list';
import { NotFoundError } from '@/lib/kernel/domain-errors';
import { ActionForm, SubmitButton } from '../../../_ui/action-form';
import { singleParams, type SearchParams } from '../../../_ui/search-params';
import { DoorScanner } from './door-scanner';
import { sendCertificates } from './actions';

export const metadata: Metadata = { title: 'Door check-in' };

export default async function CheckIn({ params, searchParams }: { params: Promise<{ slug: string }>; searchParams: SearchParams }) {
  const { slug } = await params;
  const here = `/staff/events/${encodeURIComponent(slug)}/check-in`;
  const session = await requireStaff('view', here);
  const list = await doorList(slug).catch((e: unknown) => { if (e instanceof NotFoundError) notFound(); throw e; });
  const ended = new Date(list.event.endsAt) <= new Date();
  const mayCertify = can(session.staff.role, 'review');
  const asked = (await singleParams(searchParams)).confirm === 'certificates';
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">Door check-in: {list.event.title}</h1>
      <DoorScanner initial={list} staff={session.staff.email} />
      {ended && mayCertify && (
        <section className="mt-10 rounded-md border border-slate-300 bg-white p-4" aria-labelledby="certificates">
          <h2 id="certificates" className="text-xl font-bold">Attendance certificates</h2>
          {asked ? (
            <>
              <p className="mt-2">
                This mails a certificate of attendance, as a PDF in each person&apos;s language, to everyone checked in ({list.checkedIn} people) who
                has not had one yet. Sending again sends nothing twice. A certificate sent by mistake can be revoked from its verify page number.
              </p>
              <ActionForm action={sendCertificates.bind(null, slug)} className="mt-3 flex flex-wrap gap-3">
                <SubmitButton>Send the certificates</SubmitButton>
                <Link href={here} className="inline-flex min-h-11 items-center rounded-md border border-slate-400 px-4 text-sm font-semibold">Cancel</Link>
              </ActionForm>
            </>
          ) : (
            <p className="mt-2">
              {list.checkedIn} people were checked in. <Link href={`${here}?confirm=certificates`} className="font-semibold text-brand-700 underline">Send attendance certificates…</Link>
            </p>
          )}
        </section>
      )}
    </main>
  );
}
