// /staff/queue/<kind>/approve?ids=…: "Approve N applications?", the step between ticking rows in the queue and
// approving them. A page of its own (the queue's selection is a plain GET form), so it works without scripts.
// It lists what will be approved; a possibly duplicated college needs its own tick ("I compared it") first.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/staff/guard';
import { selectionOf } from '@/lib/staff/decisions';
import { otherEntriesOf } from '@/lib/staff/duplicate-colleges';
import { UNDO_APPROVAL_MINUTES } from '@/lib/review/decide';
import { approveSelected } from '../../actions';
import { BulkApprove } from './bulk-approve';
import { BULK_MAX, isQueueSlug, QUEUES } from '../../kinds';
import { isDbIdString } from '@/lib/kernel/db-ids';

export const metadata: Metadata = { title: 'Approve the selected applications' };

export default async function ApproveSelected({ params, searchParams }: { params: Promise<{ kind: string }>; searchParams: Promise<{ ids?: string | string[] }> }) {
  const { kind: slug } = await params;
  await requireStaff('review', `/staff/queue/${encodeURIComponent(slug)}`);
  if (!isQueueSlug(slug)) notFound();
  const { kind, title } = QUEUES[slug];
  const raw = (await searchParams).ids;
  const ids = [...new Set([raw ?? []].flat().filter((v) => isDbIdString(v)).map(Number))].slice(0, BULK_MAX); // an id past PostgreSQL's integer names no row
  const rows = await selectionOf(kind, ids);
  const pending = rows.filter((r) => r.status === 'pending');
  const others = kind === 'institution' ? await otherEntriesOf(pending.map((r) => r.id)) : new Map();
  const back = `/staff/queue/${slug}`;
  const n = pending.length;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm"><Link className="font-semibold text-brand-700 underline" href={back}>← {title} queue</Link></p>
      {n ? (
        <BulkApprove action={approveSelected.bind(null, kind)} question={`Approve ${n} ${n === 1 ? 'application' : 'applications'}?`} n={n} back={back}>
          <p className="text-slate-700">Each one is emailed at once that it is approved. Each approval can be undone from its own page for {UNDO_APPROVAL_MINUTES} minutes; a mail that has already been sent cannot be taken back.</p>
          <ul className="grid gap-2">{pending.map((r) => {
            const dup = others.get(r.id);
            return (
              <li key={r.id} className="rounded-md border border-slate-300 bg-white p-3 text-sm">
                <input type="hidden" name="ids" value={r.id} />
                <p><Link className="font-semibold text-brand-700 underline" href={`${back}/${r.id}`}>{r.applicationId ?? `#${r.id}`}: {r.name}</Link> <span className="text-slate-700">({r.district})</span></p>
                {dup ? (
                  <div className="mt-2 flex items-start gap-2 rounded-md border border-amber-400 bg-amber-50 p-2 text-amber-950">
                    <input id={`compared-${r.id}`} name="compared" value={r.id} type="checkbox" className="mt-0.5 h-5 w-5 shrink-0" />
                    <label htmlFor={`compared-${r.id}`}><strong>Possible duplicate.</strong> Approve it too: I compared it with{' '}
                      {dup.map((o: { id: number; name: string; applicationId: string | null; status: string }, i: number) => (
                        <span key={o.id}>{i ? ', ' : ''}<Link className="font-semibold underline" href={`${back}/${o.id}`}>{o.name} ({o.applicationId ?? `#${o.id}`}, {o.status})</Link></span>
                      ))} and they are different colleges. (Left unticked, it stays pending.)</label>
                  </div>
                ) : null}
              </li>
            );
          })}</ul>
          {rows.length > n ? <p className="text-sm text-slate-700">{rows.length - n} of the selected {rows.length - n === 1 ? 'is' : 'are'} no longer pending and {rows.length - n === 1 ? 'is' : 'are'} left out.</p> : null}
        </BulkApprove>
      ) : <><h1 className="mt-2 text-2xl font-bold">Nothing to approve</h1><p className="mt-4 text-slate-700">None of the selected applications is pending any more. <Link className="font-semibold text-brand-700 underline" href={back}>Back to the queue</Link></p></>}
    </main>
  );
}
