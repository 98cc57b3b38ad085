// /staff/content/{type}/{key}: one item. Everyone with content access reads it, its history and its preview;
// editors and admins save its draft, publish it, hide or delete it, and restore an earlier version. Delete and
// restore ask for a confirmation tick (restore publishes at once; docs/decisions/029).
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { can } from '@/lib/staff/roles';
import { NotFoundError } from '@/lib/kernel/domain-errors';
import { readItem } from '@/lib/content-store/read';
import { missingLanguages, sameData } from '@/lib/content-store/item-data';
import { dateTime } from '../../../_ui/format';
import { ActionForm, SubmitButton } from '../../../_ui/action-form';
import { singleParams, type SearchParams } from '../../../_ui/search-params';
import { deleteAction, hideAction, publishAction, restoreAction } from '../../actions';
import { EditorForm } from '../../editor-form';
import { editorLanguages, openContentType } from '../../content-page';
import { valuesOf } from '../../form-values';

export const metadata: Metadata = { title: 'Content item' };

const DONE: Record<string, string> = {
  published: 'Published: every page showing it has the new version within seconds, on every instance.',
  hidden: 'Hidden: it is off every page. Show it again at any time.',
  shown: 'Shown again on its pages.',
  restored: 'Restored and published: the chosen version is the draft and on the pages now.',
};

function Confirm({ id, children }: { id: string; children: React.ReactNode }) {
  return <div className="flex items-center gap-2"><input id={id} name="confirm" type="checkbox" value="yes" required className="size-5" /><label htmlFor={id}>{children}</label></div>;
}

const LANGUAGE = { as: 'Assamese', hi: 'Hindi' } as const;

export default async function ContentItemPage({ params, searchParams }: { params: Promise<{ type: string; key: string }>; searchParams: SearchParams }) {
  const [{ type: typeName, key }, sp] = await Promise.all([params, singleParams(searchParams)]);
  const { session, type } = await openContentType(typeName, 'contentRead', `/staff/content/${typeName}/${key}`);
  const item = await readItem(type, key).catch((e) => { if (e instanceof NotFoundError) notFound(); throw e; });
  const editor = can(session.staff.role, 'content');
  const unpublished = !item.published || !sameData(item.published, item.draft);
  const missing = missingLanguages(type, item.draft);
  const title = type.title ? type.title(item.draft.en as never) : key;
  const notice = sp.saved ? 'Draft saved. Preview it, then publish when it is ready.' : sp.done ? DONE[sp.done] : undefined;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <p><Link href={`/staff/content/${type.type}`} className="text-brand-700 underline">{type.label}</Link></p>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      {notice ? <p role="status" className="mt-2 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900">{notice}</p> : null}
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-semibold">Key</dt><dd>{key}</dd>
        <dt className="font-semibold">State</dt><dd>{!item.published ? 'Draft, never published' : unpublished ? 'Published; the draft has changes not yet published' : 'Published'}{item.hidden ? ' (hidden from every page)' : ''}</dd>
        <dt className="font-semibold">Last saved (IST)</dt><dd>{dateTime(item.updatedAt)} by {item.updatedBy}</dd>
        <dt className="font-semibold">Translations</dt><dd>{missing.length ? `Lacks ${missing.map((l) => LANGUAGE[l]).join(' and ')}: those pages show the English` : 'Complete'}</dd>
      </dl>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {(['en', 'as', 'hi'] as const).map((l) => (
          <li key={l}><a href={`/staff/content/preview?type=${type.type}&key=${key}&lang=${l}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">{`Preview the draft${l === 'en' ? '' : ` (${LANGUAGE[l]})`}`}</a></li>
        ))}
      </ul>
      {editor ? (
        <>
          <section aria-labelledby="publish" className="mt-6">
            <h2 id="publish" className="text-xl font-bold">Publish</h2>
            <ActionForm action={publishAction.bind(null, type.type, key)} className="mt-3 grid gap-3 rounded-md border border-slate-300 bg-white p-4">
              <input type="hidden" name="baseVersion" value={item.version} />
              <p className="text-sm text-slate-700">{unpublished ? 'Publishes the saved draft on every page that uses this item, in every language, within seconds. Save your changes first.' : 'The draft is what is published; nothing new to publish.'}</p>
              <div><SubmitButton>Publish the draft</SubmitButton></div>
            </ActionForm>
          </section>
          <section aria-labelledby="edit" className="mt-8">
            <h2 id="edit" className="text-xl font-bold">Draft</h2>
            <div className="mt-3"><EditorForm typeName={type.type} itemKey={key} version={item.version} languages={editorLanguages(type)} initial={valuesOf(type, item.draft)} /></div>
          </section>
          <section aria-labelledby="visibility" className="mt-8 grid gap-3">
            <h2 id="visibility" className="text-xl font-bold">Hide or delete</h2>
            <ActionForm action={hideAction.bind(null, type.type, key, !item.hidden)} className="grid gap-3 rounded-md border border-slate-300 bg-white p-4">
              <p className="text-sm text-slate-700">{item.hidden ? 'Hidden items are on no page. Showing it puts its published version back.' : 'Takes it off every page without deleting it.'}</p>
              <div><SubmitButton tone="plain">{item.hidden ? 'Show it again' : 'Hide it'}</SubmitButton></div>
            </ActionForm>
            <ActionForm action={deleteAction.bind(null, type.type, key)} className="grid gap-3 rounded-md border border-red-300 bg-white p-4">
              <p className="text-sm text-slate-700">Deleting takes it off every page and out of the console. Its history is kept in the audit trail; its key cannot be used again.</p>
              <Confirm id="confirm-delete">I want to delete this item</Confirm>
              <div><SubmitButton tone="danger">Delete</SubmitButton></div>
            </ActionForm>
          </section>
        </>
      ) : (
        <section aria-labelledby="draft" className="mt-6">
          <h2 id="draft" className="text-xl font-bold">Draft (English)</h2>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
            {Object.entries(valuesOf(type, item.draft)).filter(([k]) => k.startsWith('en.')).map(([k, v]) => <div key={k} className="contents"><dt className="font-semibold">{type.fields[k.slice(3)]?.label}</dt><dd className="whitespace-pre-wrap">{v}</dd></div>)}
          </dl>
        </section>
      )}
      <section aria-labelledby="history" className="mt-10">
        <h2 id="history" className="text-xl font-bold">History</h2>
        {item.versions.length ? (
          <table className="mt-3 w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Published versions, newest first</caption>
            <thead><tr className="border-b border-slate-300"><th scope="col" className="p-2">Version</th><th scope="col" className="p-2">Published (IST)</th><th scope="col" className="p-2">By</th><th scope="col" className="p-2">Title</th>{editor ? <th scope="col" className="p-2">Restore</th> : null}</tr></thead>
            <tbody>{item.versions.map((v, n) => (
              <tr key={v.version} className="border-b border-slate-200 align-top">
                <td className="p-2">{v.version}{n === 0 ? ' (on the pages)' : ''}{v.restoredFrom ? `, restored from ${v.restoredFrom}` : ''}</td>
                <td className="p-2">{dateTime(v.publishedAt)}</td>
                <td className="p-2">{v.publishedBy}</td>
                <td className="p-2">{type.title ? type.title(v.data.en as never) : key}</td>
                {editor ? (
                  <td className="p-2">{n === 0 ? '–' : (
                    <ActionForm action={restoreAction.bind(null, type.type, key)} className="grid gap-2">
                      <input type="hidden" name="version" value={v.version} />
                      <Confirm id={`confirm-restore-${v.version}`}>{`Replace the draft with version ${v.version} and publish it`}</Confirm>
                      <div><SubmitButton tone="plain">{`Restore version ${v.version}`}</SubmitButton></div>
                    </ActionForm>
                  )}</td>
                ) : null}
              </tr>
            ))}</tbody>
          </table>
        ) : <p className="mt-3 text-slate-700">Not published yet.</p>}
      </section>
    </main>
  );
}
