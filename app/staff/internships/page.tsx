// /staff/internships: the internship road at a glance. A count per state (with the derived ones: awaiting letter,
// letter to review, logs to review, overdue, due to complete), each a link that filters the list below; "only my
// interns" narrows both to the interns you supervise. Plain links and a GET form: no script needed.
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireStaff } from '@/lib/staff/guard';
import { INTERNSHIP_FILTERS, isInternshipFilter, listInternships } from '@/lib/internships/list';
import { dateOnly } from '../_ui/format';
import { ScrollRegion } from '../_ui/scroll-region';
import { singleParams, type SearchParams } from '../_ui/search-params';
import { FILTER_LABELS, STATE_LABELS } from './labels';

export const metadata: Metadata = { title: 'Internships' };

export default async function Internships({ searchParams }: { searchParams: SearchParams }) {
  const session = await requireStaff('view', '/staff/internships');
  const sp = await singleParams(searchParams);
  const filter = isInternshipFilter(sp.show) ? sp.show : undefined;
  const mine = sp.mine === '1';
  const { counts, rows } = await listInternships({ filter, ...(mine ? { supervisorEmail: session.staff.email } : {}) });
  const href = (show?: string) => `/staff/internships?${new URLSearchParams({ ...(show ? { show } : {}), ...(mine ? { mine: '1' } : {}) })}`;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">Internships</h1>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Offer an internship from a verified intern&apos;s application page (Interns queue, status approved).
        What each count means, and what to do, is in the staff guide.
      </p>
      <nav aria-label="Internships by state" className="mt-4">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          {INTERNSHIP_FILTERS.map((f) => (
            <li key={f}>
              <Link href={href(f)} aria-current={filter === f ? 'page' : undefined}
                className={`block h-full rounded-md border bg-white p-3 hover:border-brand-600 ${filter === f ? 'border-brand-700 ring-2 ring-brand-200' : 'border-slate-300'}`}>
                <span className="block text-2xl font-bold text-brand-800">{counts[f]}</span>
                <span className="block font-semibold text-slate-900">{FILTER_LABELS[f].label}</span>
                <span className="block text-xs text-slate-700">{FILTER_LABELS[f].means}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        {filter ? <input type="hidden" name="show" value={filter} /> : null}
        <span className="flex items-center gap-2"><input id="mine" name="mine" type="checkbox" value="1" defaultChecked={mine} className="h-5 w-5" />
          <label htmlFor="mine">Only the interns I supervise</label></span>
        <button type="submit" className="min-h-11 rounded-md border border-slate-400 bg-white px-3 font-semibold">Apply</button>
        {filter ? <Link href={href()} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">Show every state</Link> : null}
      </form>
      <h2 className="mt-6 text-xl font-bold">{filter ? FILTER_LABELS[filter].label : 'All internships'} ({rows.length})</h2>
      {rows.length ? (
        <ScrollRegion label="Internships found" className="mt-3">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Internships, newest offer first</caption>
            <thead><tr className="border-b border-slate-300">
              <th scope="col" className="p-2">Intern</th><th scope="col" className="p-2">Programme</th><th scope="col" className="p-2">State</th>
              <th scope="col" className="p-2">Starts</th><th scope="col" className="p-2">Hours approved</th><th scope="col" className="p-2">Logs waiting</th>
              <th scope="col" className="p-2">Supervisor</th><th scope="col" className="p-2">Certificate</th>
            </tr></thead>
            <tbody>{rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-200 align-top">
                <td className="p-2"><Link className="font-semibold text-brand-700 underline" href={`/staff/internships/${r.id}`}>{r.name}</Link>
                  <span className="block text-slate-600">{r.applicationId ?? `#${r.applicantId}`}</span></td>
                <td className="p-2">{r.title}</td><td className="p-2">{STATE_LABELS[r.state] ?? r.state}</td>
                <td className="p-2 whitespace-nowrap">{dateOnly(r.startDate)}</td>
                <td className="p-2">{r.approvedHours} of {r.weeks * r.minHoursPerWeek}</td><td className="p-2">{r.logsToReview}</td>
                <td className="p-2">{r.supervisor ?? '–'}</td><td className="p-2">{r.certificateNumber ?? '–'}</td>
              </tr>
            ))}</tbody>
          </table>
        </ScrollRegion>
      ) : <p className="mt-3 text-slate-700">No internship {filter ? 'in this state' : 'yet'}.</p>}
    </main>
  );
}
