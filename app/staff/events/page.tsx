// /staff/events: every event, drafts too, newest first, with its places; every role sees it, admins create.
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireStaff } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { listEvents } from '@/lib/events/list-events';
import { dateTime } from '../_ui/format';

export const metadata: Metadata = { title: 'Events' };

const STATUS_STYLE = { draft: 'bg-amber-100 text-amber-900', published: 'bg-green-100 text-green-900', cancelled: 'bg-slate-200 text-slate-800' } as const;

export default async function Events() {
  const session = await requireStaff('view', '/staff/events');
  const events = await listEvents();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="text-2xl font-bold">Events</h1>
        {can(session.staff.role, 'events') ? <Link href="/staff/events/new" className="ml-auto inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white">New event</Link> : null}
      </div>
      {events.length ? (
        <table className="mt-6 w-full border-collapse bg-white text-left text-sm">
          <caption className="sr-only">Events, newest first</caption>
          <thead><tr className="border-b border-slate-300">
            <th scope="col" className="p-2">Event</th><th scope="col" className="p-2">Status</th><th scope="col" className="p-2">Starts (IST)</th>
            <th scope="col" className="p-2">Registered</th><th scope="col" className="p-2">Waitlist</th>
          </tr></thead>
          <tbody>{events.map((e) => (
            <tr key={e.id} className="border-b border-slate-200">
              <td className="p-2"><Link href={`/staff/events/${e.slug}`} className="font-semibold text-brand-700 underline">{e.title}</Link><br /><span className="text-slate-600">/events/{e.slug}</span></td>
              <td className="p-2"><span className={`rounded px-2 text-xs font-semibold ${STATUS_STYLE[e.status]}`}>{e.status}</span></td>
              <td className="p-2">{dateTime(e.startsAt)}</td>
              <td className="p-2">{e.registered}{e.capacity !== null ? ` of ${e.capacity}` : ''}</td>
              <td className="p-2">{e.waitlisted}</td>
            </tr>
          ))}</tbody>
        </table>
      ) : <p className="mt-6 text-slate-700">No events yet.</p>}
    </main>
  );
}
