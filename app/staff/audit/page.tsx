// /staff/audit: the audit trail (admins), every staff action from the script and the console, filterable
// and exportable with the same filter; decisions and changes first, the views and reads when asked for.
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireStaff } from '@/lib/staff/guard';
import { AUDIT_SHOWS, auditStaffNames, listAudit } from '@/lib/staff/audit-trail';
import { dateTime } from '../_ui/format';
import { auditFilterFrom } from './filter';
import { describeDetail } from './detail';
import { ScrollRegion } from '../_ui/scroll-region';
import { singleParams, type SearchParams } from '../_ui/search-params';

export const metadata: Metadata = { title: 'Audit trail' };

export default async function Audit({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff('admin', '/staff/audit');
  const sp = await singleParams(searchParams);
  const filter = auditFilterFrom(sp);
  const [{ rows, next }, names] = await Promise.all([listAudit(filter), auditStaffNames()]);
  const query = new URLSearchParams(Object.entries(sp).filter(([k, v]) => k !== 'before' && v) as [string, string][]).toString();
  const input = 'min-h-11 w-full rounded-md border border-slate-400 bg-white px-2 text-base';
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">Audit trail</h1>
      <form method="get" role="search" aria-label="Filter the audit trail" className="mt-4 grid grid-cols-1 gap-3 rounded-md border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6">
        <div className="grid gap-1"><label htmlFor="staff" className="text-sm font-semibold">Staff member</label>
          <select id="staff" name="staff" defaultValue={sp.staff ?? ''} className={input}><option value="">Everyone</option>{names.map((n) => <option key={n} value={n}>{n}</option>)}</select></div>
        <div className="grid gap-1"><label htmlFor="show" className="text-sm font-semibold">Show</label>
          <select id="show" name="show" defaultValue={filter.show} className={input}>{Object.entries(AUDIT_SHOWS).map(([v, label]) => <option key={v} value={v}>{label}</option>)}</select></div>
        <div className="grid gap-1"><label htmlFor="action" className="text-sm font-semibold">Action starts with</label>
          <input id="action" name="action" defaultValue={sp.action} placeholder="intern.approve" className={input} /></div>
        <div className="grid gap-1"><label htmlFor="from" className="text-sm font-semibold">From</label><input id="from" name="from" type="date" defaultValue={sp.from} className={input} /></div>
        <div className="grid gap-1"><label htmlFor="to" className="text-sm font-semibold">Until</label><input id="to" name="to" type="date" defaultValue={sp.to} className={input} /></div>
        <div className="flex items-end gap-3"><button type="submit" className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white">Filter</button>
          <a href={`/staff/audit/export${query ? `?${query}` : ''}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">Export CSV</a></div>
      </form>
      <ScrollRegion label="Staff actions" className="mt-4">
        <table className="w-full border-collapse bg-white text-left text-sm">
          <caption className="sr-only">Staff actions, newest first</caption>
          <thead><tr className="border-b border-slate-300"><th scope="col" className="p-2">When</th><th scope="col" className="p-2">Staff</th><th scope="col" className="p-2">Action</th><th scope="col" className="p-2">Record</th><th scope="col" className="p-2">Detail</th></tr></thead>
          <tbody>{rows.map((r) => (
            <tr key={r.id} className="border-b border-slate-200 align-top">
              <td className="p-2 whitespace-nowrap">{dateTime(r.at)}</td><td className="p-2 break-all">{r.staff}</td><td className="p-2">{r.action}</td>
              <td className="p-2">{r.entityType}{r.entityId !== null ? ` ${r.entityId}` : ''}</td>
              <td className="p-2 break-words text-slate-700">{describeDetail(r.detail)}</td>
            </tr>
          ))}</tbody>
        </table>
      </ScrollRegion>
      {next ? <p className="mt-4"><Link className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" href={`/staff/audit?${query ? `${query}&` : ''}before=${next}`}>Older</Link></p> : null}
    </main>
  );
}
