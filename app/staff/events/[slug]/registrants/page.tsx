// /staff/events/{slug}/registrants?q=…: who registered, the waitlist in its order, then the cancelled; searched by
// name, email, mobile or ticket code. Every role reads it (door staff look people up); each view is audited, as
// the list shows names and addresses. The CSV (reviewers and admins, as every export) is formula-safe and audited too.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { listRegistrants } from '@/lib/events/registrants';
import { getEventForStaff } from '@/lib/events/staff-events';
import { audit } from '@/lib/review/audit';
import { db } from '@/lib/platform/db/client';
import { dateTime } from '../../../_ui/format';
import { singleParams, type SearchParams } from '../../../_ui/search-params';

export const metadata: Metadata = { title: 'Registrants' };

export default async function Registrants({ params, searchParams }: { params: Promise<{ slug: string }>; searchParams: SearchParams }) {
  const [{ slug }, sp] = await Promise.all([params, singleParams(searchParams)]);
  const session = await requireStaff('view', `/staff/events/${slug}/registrants`);
  const event = await getEventForStaff(slug);
  if (!event) notFound();
  const q = (sp.q ?? '').slice(0, 100);
  const people = await listRegistrants(slug, { search: q || undefined });
  await audit(db, { staff: session.staff.email, action: 'event.registrants.list', entityType: 'event', entityId: event.id, detail: { slug, search: q, shown: people.length } });
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <p><Link href={`/staff/events/${slug}`} className="text-brand-700 underline">{event.text.en.title}</Link></p>
      <h1 className="mt-2 text-2xl font-bold">Registrants</h1>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor="q" className="text-sm font-semibold">Name, email, mobile or ticket code</label>
            <input id="q" name="q" type="search" defaultValue={q} maxLength={100} className="min-h-11 rounded-md border border-slate-400 bg-white px-3" />
          </div>
          <button type="submit" className="min-h-11 rounded-md border border-slate-400 bg-white px-4 font-semibold">Search</button>
        </form>
        {can(session.staff.role, 'review') ? <a href={`/staff/events/${slug}/registrants.csv`} className="ml-auto inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-3 font-semibold">Export registrants (CSV)</a> : null}
      </div>
      {people.length ? (
        <table className="mt-6 w-full border-collapse bg-white text-left text-sm">
          <caption className="sr-only">Registrants{q ? ` matching ${q}` : ''}</caption>
          <thead><tr className="border-b border-slate-300">
            <th scope="col" className="p-2">Name</th><th scope="col" className="p-2">Email</th><th scope="col" className="p-2">Mobile</th>
            <th scope="col" className="p-2">Status</th><th scope="col" className="p-2">Ticket</th><th scope="col" className="p-2">Registered (IST)</th>
          </tr></thead>
          <tbody>{people.map((p) => (
            <tr key={p.id} className="border-b border-slate-200">
              <td className="p-2">{p.name}{p.organisation ? <><br /><span className="text-slate-600">{p.organisation}</span></> : null}</td>
              <td className="p-2 break-all">{p.email}</td><td className="p-2">{p.mobile}</td>
              <td className="p-2">{p.status}{p.status === 'waitlisted' && p.waitlistPosition ? ` (#${p.waitlistPosition})` : ''}</td>
              <td className="p-2 font-mono">{p.ticketCode}</td><td className="p-2">{dateTime(p.createdAt)}</td>
            </tr>
          ))}</tbody>
        </table>
      ) : <p className="mt-6 text-slate-700">{q ? 'Nobody matches.' : 'Nobody has registered yet.'}</p>}
    </main>
  );
}
