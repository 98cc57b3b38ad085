// /staff/queue/<institutions|interns|members>: the review queue. Filters are a plain GET form (they work
// without script and can be bookmarked); pages follow a keyset cursor; the oldest application comes first.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/staff/guard';
import { listQueue, queueChoices, STATUSES, type QueueFilter } from '@/lib/staff/queue';
import { isDbIdString } from '@/lib/kernel/db-ids';
import { dateTime } from '../../_ui/format';
import { isQueueSlug, QUEUES } from '../kinds';
import { indiaDay } from '../../audit/filter';
import { can } from '@/lib/staff/roles';
import { ScrollRegion } from '../../_ui/scroll-region';
import { singleParams, type SearchParams } from '../../_ui/search-params';

export const metadata: Metadata = { title: 'Review queue' };

/** With bulk approval, the list is a form whose button opens "Approve N applications?" for the selected rows. */
function Wrap({ bulk, slug, empty, children }: { bulk: boolean; slug: string; empty: boolean; children: React.ReactNode }) {
  if (!bulk) return <>{children}</>;
  return (
    <form method="get" action={`/staff/queue/${slug}/approve`}>
      {children}
      {empty ? null : <div className="mt-3"><button type="submit" className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">Approve selected…</button></div>}
    </form>
  );
}

export default async function Queue({ params, searchParams }: { params: Promise<{ kind: string }>; searchParams: SearchParams }) {
  const { kind: slug } = await params;
  const session = await requireStaff('view', `/staff/queue/${encodeURIComponent(slug)}`);
  if (!isQueueSlug(slug)) notFound();
  const { kind, title } = QUEUES[slug];
  const sp = await singleParams(searchParams);
  const status = sp.status === 'all' ? undefined : ((STATUSES as readonly string[]).includes(sp.status ?? '') ? sp.status : 'pending') as QueueFilter['status'];
  const filter: QueueFilter = {
    status,
    districtId: isDbIdString(sp.district ?? '') ? Number(sp.district) : undefined,
    institutionId: kind !== 'institution' && isDbIdString(sp.college ?? '') ? Number(sp.college) : undefined,
    from: indiaDay(sp.from), to: indiaDay(sp.to, 1), q: sp.q, after: sp.after,
  };
  const [{ rows, next }, choices] = await Promise.all([listQueue(kind, filter), queueChoices()]);
  const keep = new URLSearchParams(Object.entries(sp).filter(([k, v]) => k !== 'after' && v) as [string, string][]);
  const select = 'min-h-11 w-full rounded-md border border-slate-400 bg-white px-2 text-base';
  // Pending rows can be approved together by staff who may decide (a result per row comes back).
  const bulk = status === 'pending' && can(session.staff.role, 'review');
  const pick = (id: number, name: string, where: 'm' | 't') => (bulk ? (
    <span className="inline-flex items-center"><input type="checkbox" name="ids" value={id} id={`pick-${where}-${id}`} className="h-5 w-5" />
      <label htmlFor={`pick-${where}-${id}`} className="sr-only">Select {name}</label></span>
  ) : null);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{title}: review queue</h1>
        {/* The export route asks for the same right (app/staff/export/[name]/route.ts): no link that answers 403. */}
        {can(session.staff.role, 'review') ? <a href={`/staff/export/${slug}`} className="ml-auto inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-3 text-sm font-semibold">Export all {title.toLowerCase()} (CSV)</a> : null}
      </div>
      <form method="get" className="mt-4 grid grid-cols-1 gap-3 rounded-md border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6" role="search" aria-label={`Filter ${title.toLowerCase()}`}>
        <div className="grid gap-1 lg:col-span-2"><label htmlFor="q" className="text-sm font-semibold">Search</label>
          <input id="q" name="q" defaultValue={sp.q} placeholder="Name, mobile or application id" className={select} /></div>
        <div className="grid gap-1"><label htmlFor="status" className="text-sm font-semibold">Status</label>
          <select id="status" name="status" defaultValue={sp.status ?? 'pending'} className={select}>
            {STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}<option value="all">all</option>
          </select></div>
        <div className="grid gap-1"><label htmlFor="district" className="text-sm font-semibold">District</label>
          <select id="district" name="district" defaultValue={sp.district ?? ''} className={select}>
            <option value="">All districts</option>{choices.districts.map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
          </select></div>
        {kind !== 'institution' ? (
          <div className="grid gap-1"><label htmlFor="college" className="text-sm font-semibold">College</label>
            <select id="college" name="college" defaultValue={sp.college ?? ''} className={select}>
              <option value="">All colleges</option>{choices.colleges.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
            </select></div>
        ) : null}
        <div className="grid gap-1"><label htmlFor="from" className="text-sm font-semibold">Registered from</label>
          <input id="from" name="from" type="date" defaultValue={sp.from} className={select} /></div>
        <div className="grid gap-1"><label htmlFor="to" className="text-sm font-semibold">Registered until</label>
          <input id="to" name="to" type="date" defaultValue={sp.to} className={select} /></div>
        <div className="flex items-end gap-3"><button type="submit" className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white">Filter</button>
          <Link href={`/staff/queue/${slug}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">Clear</Link></div>
      </form>
      <Wrap bulk={bulk} slug={slug} empty={!rows.length}>
      {rows.length ? (
        <>
        <ul className="mt-4 grid gap-2 md:hidden">{rows.map((r) => (
          <li key={r.id} className="flex gap-3 rounded-md border border-slate-300 bg-white p-3 text-sm">
            {pick(r.id, r.name, 'm')}<div>
            <Link className="font-semibold text-brand-700 underline" href={`/staff/queue/${slug}/${r.id}`}>{r.applicationId ?? `#${r.id}`}: {r.name}</Link>
            {r.possibleDuplicate ? <span className="ml-2 inline-block rounded bg-amber-100 px-2 text-xs font-semibold text-amber-900">Possible duplicate</span> : null}
            <p className="text-slate-700">{r.status}, registered {dateTime(r.createdAt)}</p>
            <p className="text-slate-700">{r.mobile} · {r.district}{r.institution ? ` · ${r.institution}` : ''}</p>
            </div>
          </li>
        ))}</ul>
        <ScrollRegion label={`${title} found`} className="mt-4 hidden md:block">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">{title}, oldest first</caption>
            <thead><tr className="border-b border-slate-300">
              {bulk ? <th scope="col" className="p-2"><span className="sr-only">Select</span></th> : null}
              <th scope="col" className="p-2">Application</th><th scope="col" className="p-2">Name</th><th scope="col" className="p-2">Mobile</th>
              <th scope="col" className="p-2">District</th>{kind !== 'institution' ? <th scope="col" className="p-2">College</th> : null}
              <th scope="col" className="p-2">Status</th><th scope="col" className="p-2">Registered</th>
            </tr></thead>
            <tbody>{rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-200 align-top">
                {bulk ? <td className="p-2">{pick(r.id, r.name, 't')}</td> : null}
                <td className="p-2"><Link className="font-semibold text-brand-700 underline" href={`/staff/queue/${slug}/${r.id}`}>{r.applicationId ?? `#${r.id}`}</Link></td>
                <td className="p-2">{r.name}{r.possibleDuplicate ? <span className="ml-2 inline-block rounded bg-amber-100 px-2 text-xs font-semibold text-amber-900">Possible duplicate</span> : null}</td>
                <td className="p-2">{r.mobile}</td><td className="p-2">{r.district}</td>
                {kind !== 'institution' ? <td className="p-2">{r.institution}</td> : null}
                <td className="p-2">{r.status}</td><td className="p-2 whitespace-nowrap">{dateTime(r.createdAt)}</td>
              </tr>
            ))}</tbody>
          </table>
        </ScrollRegion>
        </>
      ) : <p className="mt-6 text-slate-700">Nothing matches. Change the filters or clear them.</p>}
      </Wrap>
      {next ? <p className="mt-4"><Link className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" href={`/staff/queue/${slug}?${keep.toString() ? `${keep}&` : ''}after=${next}`}>Next page</Link></p> : null}
    </main>
  );
}
