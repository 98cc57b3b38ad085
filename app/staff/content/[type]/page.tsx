// /staff/content/{type}: the type's items in page order, each with its state and the translations it lacks;
// ?missing=1 lists only those lacking one. Editors and admins add items and move them up or down.
import type { Metadata } from 'next';
import Link from 'next/link';
import { can } from '@/lib/staff/roles';
import { listItems } from '@/lib/content-store/read';
import { dateTime } from '../../_ui/format';
import { ActionForm, SubmitButton } from '../../_ui/action-form';
import { singleParams, type SearchParams } from '../../_ui/search-params';
import { moveAction } from '../actions';
import { openContentType } from '../content-page';

export const metadata: Metadata = { title: 'Content' };

const STATE = { draft: ['Draft, never published', 'bg-amber-100 text-amber-900'], changed: ['Published; draft has changes', 'bg-sky-100 text-sky-900'], published: ['Published', 'bg-green-100 text-green-900'] } as const;
const LACKS = { as: 'lacks Assamese', hi: 'lacks Hindi' } as const;

export default async function ContentType({ params, searchParams }: { params: Promise<{ type: string }>; searchParams: SearchParams }) {
  const [{ type: typeName }, sp] = await Promise.all([params, singleParams(searchParams)]);
  const { session, type } = await openContentType(typeName, 'contentRead', `/staff/content/${typeName}`);
  const editor = can(session.staff.role, 'content');
  const all = await listItems(type);
  const onlyMissing = sp.missing === '1';
  const items = onlyMissing ? all.filter((i) => i.missing.length) : all;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <p><Link href="/staff/content" className="text-brand-700 underline">All content</Link></p>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <h1 className="text-2xl font-bold">{type.label}</h1>
        {editor ? <Link href={`/staff/content/${type.type}/new`} className="ml-auto inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white">New item</Link> : null}
      </div>
      {sp.deleted ? <p role="status" className="mt-2 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900">Deleted: it is off every page. Its history is kept.</p> : null}
      <form method="get" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        <div className="flex items-center gap-2">
          <input id="missing" name="missing" type="checkbox" value="1" defaultChecked={onlyMissing} className="size-5" />
          <label htmlFor="missing">Only items missing a translation</label>
        </div>
        <button type="submit" className="min-h-11 rounded-md border border-slate-400 bg-white px-3 font-semibold">Filter</button>
      </form>
      {items.length ? (
        <table className="mt-4 w-full border-collapse bg-white text-left text-sm">
          <caption className="sr-only">{`${type.label}, in the order the pages show them`}</caption>
          <thead><tr className="border-b border-slate-300">
            <th scope="col" className="p-2">Item</th><th scope="col" className="p-2">State</th><th scope="col" className="p-2">Translations</th><th scope="col" className="p-2">Last change (IST)</th>
            {editor && !onlyMissing ? <th scope="col" className="p-2">Order</th> : null}
          </tr></thead>
          <tbody>{items.map((i, n) => (
            <tr key={i.key} className="border-b border-slate-200 align-top">
              <td className="p-2"><Link href={`/staff/content/${type.type}/${i.key}`} className="font-semibold text-brand-700 underline">{i.title}</Link><br /><span className="text-slate-600">{i.key}</span></td>
              <td className="p-2"><span className={`rounded px-2 text-xs font-semibold ${STATE[i.state][1]}`}>{STATE[i.state][0]}</span>{i.hidden ? <span className="ml-1 rounded bg-slate-200 px-2 text-xs font-semibold text-slate-800">Hidden</span> : null}</td>
              <td className="p-2">{i.missing.length ? i.missing.map((l) => <span key={l} className="mr-1 rounded bg-amber-100 px-2 text-xs font-semibold text-amber-900">{LACKS[l]}</span>) : 'Complete'}</td>
              <td className="p-2">{dateTime(i.updatedAt)}<br /><span className="text-slate-600">{i.updatedBy}</span></td>
              {editor && !onlyMissing ? (
                <td className="p-2">
                  <div className="flex gap-2">
                    {n > 0 ? <ActionForm action={moveAction.bind(null, type.type, i.key, -1)}><SubmitButton tone="plain">Up<span className="sr-only">{`: move ${i.title} up`}</span></SubmitButton></ActionForm> : null}
                    {n < items.length - 1 ? <ActionForm action={moveAction.bind(null, type.type, i.key, 1)}><SubmitButton tone="plain">Down<span className="sr-only">{`: move ${i.title} down`}</span></SubmitButton></ActionForm> : null}
                  </div>
                </td>
              ) : null}
            </tr>
          ))}</tbody>
        </table>
      ) : <p className="mt-6 text-slate-700">{onlyMissing ? 'Every item has its Assamese and Hindi.' : 'No items yet.'}</p>}
    </main>
  );
}
