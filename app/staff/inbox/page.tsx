// /staff/inbox?kind=…&status=…: what visitors sent, newest first, by kind and state; CSV export per kind.
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireStaff } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { INBOX_KINDS, INBOX_LABELS, INBOX_STATUSES, inboxCounts, listInbox, type InboxKind } from '@/lib/staff/inbox';
import type { InboxStatus } from '@/lib/generated/prisma/enums';
import { dateTime } from '../_ui/format';
import { ActionForm, SubmitButton } from '../_ui/action-form';
import { Field, TextArea } from '../_ui/field';
import { eraseByEmail } from './actions';
import { idParam, singleParams, type SearchParams } from '../_ui/search-params';

export const metadata: Metadata = { title: 'Inbox' };

export default async function Inbox({ searchParams }: { searchParams: SearchParams }) {
  const session = await requireStaff('view', '/staff/inbox');
  const sp = await singleParams(searchParams);
  const kind: InboxKind = (INBOX_KINDS as readonly string[]).includes(sp.kind ?? '') ? (sp.kind as InboxKind) : 'contact';
  const status = (INBOX_STATUSES as readonly string[]).includes(sp.status ?? '') ? (sp.status as InboxStatus) : undefined;
  const before = idParam(sp.before);
  const [{ items, next }, fresh] = await Promise.all([listInbox(kind, { status, before }, session.staff.email), inboxCounts('new')]);
  const tab = (k: InboxKind) => `/staff/inbox?kind=${k}${status ? `&status=${status}` : ''}`;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">Inbox</h1>
      <nav aria-label="Kinds of message" className="mt-4">
        <ul className="flex flex-wrap gap-2">{INBOX_KINDS.map((k) => (
          <li key={k}><Link href={tab(k)} aria-current={k === kind ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-full border px-3 text-sm ${k === kind ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-900'}`}>
            {INBOX_LABELS[k].many}{fresh[k] ? ` (${fresh[k]} new)` : ''}</Link></li>
        ))}</ul>
      </nav>
      <div className="mt-4 flex flex-wrap items-center gap-4 text-sm">
        <span>Show:</span>
        {[undefined, ...INBOX_STATUSES].map((s) => (
          <Link key={s ?? 'all'} href={`/staff/inbox?kind=${kind}${s ? `&status=${s}` : ''}`} aria-current={s === status ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center underline ${s === status ? 'font-bold text-slate-900' : 'text-brand-700'}`}>{s ?? 'all'}</Link>
        ))}
        {can(session.staff.role, 'review') ? (
          <a href={`/staff/export/${INBOX_LABELS[kind].exportName}`} className="ml-auto inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-3 font-semibold">Export {INBOX_LABELS[kind].many.toLowerCase()} (CSV)</a>
        ) : null}
      </div>
      {items.length ? (
        <ul className="mt-4 grid gap-2">{items.map((i) => (
          <li key={i.id} className="rounded-md border border-slate-300 bg-white p-3">
            <Link href={`/staff/inbox/${kind}/${i.id}`} className="font-semibold text-brand-700 underline">{i.title}</Link>
            <span className={`ml-2 inline-block rounded px-2 text-xs font-semibold ${i.inboxStatus === 'new' ? 'bg-amber-100 text-amber-900' : i.inboxStatus === 'handled' ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}>{i.inboxStatus}</span>
            <p className="text-sm text-slate-700">From {i.from}, {dateTime(i.createdAt)}{i.handledBy ? `; handled by ${i.handledBy}` : ''}</p>
          </li>
        ))}</ul>
      ) : <p className="mt-6 text-slate-700">Nothing here.</p>}
      {next ? <p className="mt-4"><Link className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" href={`${tab(kind)}&before=${next}`}>Older</Link></p> : null}
      {can(session.staff.role, 'admin') ? (
        <section aria-labelledby="erase" className="mt-10 max-w-xl">
          <h2 id="erase" className="text-xl font-bold">Erase on request</h2>
          <ActionForm action={eraseByEmail} className="mt-3 grid gap-3 rounded-md border border-red-300 bg-white p-4">
            <p className="text-sm text-slate-700">Deletes every contact message, sign-up, newsletter subscription, partnership request and story of one email address. You will be asked to sign in again.</p>
            <Field label="Email address" name="email" type="email" required autoComplete="off" />
            <TextArea label="Reason (the request and its date)" name="reason" required />
            <div className="flex items-center gap-2"><input id="confirm" name="confirm" type="checkbox" value="yes" className="h-5 w-5" /><label htmlFor="confirm">I understand this cannot be undone</label></div>
            <div><SubmitButton tone="danger">Erase</SubmitButton></div>
          </ActionForm>
        </section>
      ) : null}
    </main>
  );
}
