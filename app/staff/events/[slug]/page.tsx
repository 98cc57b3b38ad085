// /staff/events/{slug}: one event: its state and places, links to its registrants, its public page and the door's
// check-in; for admins, publish (a draft), edit, and cancel with a reason (everyone registered or waitlisted is
// emailed it). Publishing and cancelling ask for a confirmation tick: neither can be taken back.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { getEventForStaff } from '@/lib/events/staff-events';
import { listEvents } from '@/lib/events/list-events';
import { dateTime } from '../../_ui/format';
import { ActionForm, SubmitButton } from '../../_ui/action-form';
import { TextArea } from '../../_ui/field';
import { singleParams, type SearchParams } from '../../_ui/search-params';
import { cancelEventAction, publishEventAction } from '../actions';
import { EventForm } from '../event-form';

export const metadata: Metadata = { title: 'Event' };

function Confirm({ id, children }: { id: string; children: React.ReactNode }) {
  return <div className="flex items-center gap-2"><input id={id} name="confirm" type="checkbox" value="yes" required className="h-5 w-5" /><label htmlFor={id}>{children}</label></div>;
}

/** What the last action did (it redirected here): a fixed sentence per action, only a count taken from the address. */
function notice(sp: Record<string, string | undefined>) {
  if (sp.published) return 'Published: the event is on /events now, in every language.';
  const mailed = Number(sp.cancelled);
  if (sp.cancelled !== undefined && Number.isSafeInteger(mailed) && mailed >= 0) return `Cancelled. ${mailed} ${mailed === 1 ? 'person was' : 'people were'} emailed the reason.`;
  return sp.saved ? 'Saved.' : null;
}

export default async function EventPage({ params, searchParams }: { params: Promise<{ slug: string }>; searchParams: SearchParams }) {
  const [{ slug }, sp] = await Promise.all([params, singleParams(searchParams)]);
  const session = await requireStaff('view', `/staff/events/${slug}`);
  const event = await getEventForStaff(slug);
  if (!event) notFound();
  const places = (await listEvents()).find((e) => e.id === event.id);
  const admin = can(session.staff.role, 'events');
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <p><Link href="/staff/events" className="text-brand-700 underline">All events</Link></p>
      <h1 className="mt-2 text-2xl font-bold">{event.text.en.title}</h1>
      {notice(sp) ? <p role="status" className="mt-2 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900">{notice(sp)}</p> : null}
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-semibold">Status</dt><dd>{event.status}{event.cancelledAt ? `, ${dateTime(event.cancelledAt)}: ${event.cancelReason}` : ''}</dd>
        <dt className="font-semibold">When (IST)</dt><dd>{dateTime(event.startsAt)} to {dateTime(event.endsAt)}</dd>
        <dt className="font-semibold">Places</dt><dd>{places?.registered ?? 0} registered{event.capacity !== null ? ` of ${event.capacity}` : ''}, {places?.waitlisted ?? 0} on the waitlist</dd>
        <dt className="font-semibold">Languages</dt><dd>English{event.text.as ? ', Assamese' : ''}{event.text.hi ? ', Hindi' : ''}</dd>
      </dl>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <li><Link href={`/staff/events/${slug}/registrants`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">Registrants</Link></li>
        <li><Link href={`/staff/events/${slug}/check-in`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">Door check-in</Link></li>
        {event.status !== 'draft' ? <li><a href={`/events/${slug}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">Public page</a></li> : null}
      </ul>
      {admin && event.status === 'draft' ? (
        <section aria-labelledby="publish" className="mt-8">
          <h2 id="publish" className="text-xl font-bold">Publish</h2>
          <ActionForm action={publishEventAction.bind(null, slug)} className="mt-3 grid gap-3 rounded-md border border-slate-300 bg-white p-4">
            <p className="text-sm text-slate-700">The event appears on /events in every language within seconds, and registration follows its dates.</p>
            <Confirm id="confirm-publish">Publish this event now</Confirm>
            <div><SubmitButton>Publish</SubmitButton></div>
          </ActionForm>
        </section>
      ) : null}
      {admin && event.status !== 'cancelled' ? (
        <>
          <section aria-labelledby="edit" className="mt-8">
            <h2 id="edit" className="text-xl font-bold">Edit</h2>
            <div className="mt-3"><EventForm event={event} /></div>
          </section>
          <section aria-labelledby="cancel" className="mt-10">
            <h2 id="cancel" className="text-xl font-bold">Cancel the event</h2>
            <ActionForm action={cancelEventAction.bind(null, slug)} className="mt-3 grid gap-3 rounded-md border border-red-300 bg-white p-4">
              <p className="text-sm text-slate-700">Everyone registered or on the waitlist is emailed the reason. The event stays on the site, marked cancelled. This cannot be undone.</p>
              <TextArea label="Reason (sent to everyone registered)" name="reason" required draft={`event-cancel-${slug}`} />
              <Confirm id="confirm-cancel">I understand everyone is emailed and this cannot be undone</Confirm>
              <div><SubmitButton tone="danger">Cancel the event</SubmitButton></div>
            </ActionForm>
          </section>
        </>
      ) : null}
    </main>
  );
}
